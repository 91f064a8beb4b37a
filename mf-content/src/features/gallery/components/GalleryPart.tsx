import { Link } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import { CONTENT_NAMESPACE } from '../../../i18n/translations';
import { DataPart } from '../../../components/DataPart';
import { PagedPart } from '../../../components/PagedPart';
import { usePageNumber } from '../../../hooks/use-query-number';
import { useGalleryPage } from '../api/gallery';
import { GalleryGrid } from './GalleryGrid';
import * as styles from './gallery.module.css';

/** The first contest's photos shown on the gallery pages. */
export const GALLERY_CONTEST = 1;
export const GALLERY_PAGE_SIZE = 12;

/** All photos of the first contest, a page at a time (`?page=`). */
export function GalleryPart() {
  const page = usePageNumber();
  const images = useGalleryPage(GALLERY_CONTEST, page, GALLERY_PAGE_SIZE);
  return (
    <PagedPart data={images} page={page} pageSize={GALLERY_PAGE_SIZE}>
      {(lists) => <GalleryGrid images={lists} />}
    </PagedPart>
  );
}

/** The first few photos and a link to the rest. */
export function GalleryPreviewPart({ count, moreTo }: { count: number; moreTo: string }) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const images = useGalleryPage(GALLERY_CONTEST, 1, count);
  return (
    <DataPart data={images}>
      {({ lists, count: total }) => (
        <>
          <GalleryGrid images={lists} />
          {total > lists.length && (
            <p className={styles.more}>
              <Link to={moreTo}>{t('gallery.more', { total })}</Link>
            </p>
          )}
        </>
      )}
    </DataPart>
  );
}
