import type { AdminDisplayCollection, AdminDisplayOverview, SaveDisplayBody } from '@portal/contracts/admin-display';
import type { MediaItem } from '@portal/contracts/admin-media';
import type { DisplayCollection } from '@portal/contracts/display-collections';
import { staffGet, staffRequest } from '../../api/staff-client';

// /api/admin/display (editors and organizers): what the public pages show, one collection saved whole at a time.
const BASE = '/admin/display';

export const fetchOverview = (signal: AbortSignal) => staffGet<AdminDisplayOverview>(BASE, undefined, { signal });
export const fetchCollection = (collection: DisplayCollection, signal: AbortSignal) => staffGet<AdminDisplayCollection>(`${BASE}/${collection}`, undefined, { signal });
export const saveCollection = (collection: DisplayCollection, body: SaveDisplayBody) =>
  staffRequest<AdminDisplayCollection>({ method: 'put', url: `${BASE}/${collection}`, data: body });

const images = new Map<number, Promise<MediaItem>>();

/**
 * One library image by id: what a media field shows of the image an item names. One read per image for the page's
 * fields together (two partners may show one logo; the staff client would cancel the second, identical call).
 */
export function fetchMedia(id: number): Promise<MediaItem> {
  let image = images.get(id);
  if (!image) {
    image = staffGet<MediaItem>(`/admin/media/${id}`);
    images.set(id, image);
    // A failed read is tried again by the next field that needs it.
    image.catch(() => images.delete(id));
  }
  return image;
}
