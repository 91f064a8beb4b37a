import { getGallery } from '@portal/shared/api';
import type { GalleryImage, Paged } from '@portal/shared/contracts';
import { useRemoteData, type RemoteData } from '@portal/shared/data';

/** One page of a contest's photos. */
export function useGalleryPage(contest: 1 | 2, page: number, pageSize: number): RemoteData<Paged<GalleryImage>> {
  return useRemoteData(
    ({ options }) => getGallery({ contest, page_no: page, page_size: pageSize }, options),
    [contest, page, pageSize],
  );
}
