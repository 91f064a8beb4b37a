import { useTranslation } from '@portal/shared/i18n';
import { CONTENT_NAMESPACE } from '../../i18n/translations';
import { Page } from '../../components/Page';
import { pagePath, type PageProps } from '../../config/paths';
import { GalleryPart, GalleryPreviewPart } from '../../features/gallery/components/GalleryPart';

/** How many photos the first gallery page shows before "more". */
export const GALLERY_PREVIEW_COUNT = 8;

/** first-competition-gallery: the first photos of the first contest and a link to all of them. */
export function GalleryPreviewPage({ device }: PageProps) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  return (
    <Page title={t('gallery.title')} device={device}>
      <GalleryPreviewPart count={GALLERY_PREVIEW_COUNT} moreTo={pagePath('gallery', device)} />
    </Page>
  );
}

/** first-more-image and photo-wall: every photo of the first contest, a page at a time. */
export function GalleryPage({ device }: PageProps) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  return (
    <Page title={t('gallery.allTitle')} device={device}>
      <GalleryPart />
    </Page>
  );
}
