import { useState } from 'react';
import type { MediaItem } from '@portal/contracts/admin-media';
import { useTranslation } from '@portal/shared/i18n';
import { useDocumentTitle } from '../../components/SignInCard';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import '../../i18n/results-texts'; // the languages' names
import '../../i18n/media-texts'; // this page's texts come with it (not on the sign-in's first load)
import { MediaDetails } from './MediaDetails';
import { MediaGrid } from './MediaGrid';
import { UploadForm } from './UploadForm';
import * as styles from './media.module.css';

/** /admin/media: the library's images — upload, search, alt texts, where each is used, deletion. */
export default function MediaLibraryPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [selected, setSelected] = useState<MediaItem | null>(null);
  const [version, setVersion] = useState(0);
  useDocumentTitle(t('resource.media'));
  const reload = () => setVersion((n) => n + 1);

  return (
    <>
      <h1>{t('resource.media')}</h1>
      <p className={styles.intro}>{t('media.intro')}</p>
      <div className={styles.layout}>
        <div className={styles.main}>
          <UploadForm
            onUploaded={(item) => {
              setSelected(item);
              reload();
            }}
          />
          <section aria-label={t('media.library')} className={styles.panel}>
            <h2>{t('media.library')}</h2>
            <MediaGrid label={t('media.library')} version={version} selectedId={selected?.id ?? null} onSelect={setSelected} sizes="(min-width: 1280px) 180px, 200px" />
          </section>
        </div>
        {selected && (
          <div className={styles.side}>
            <MediaDetails
              key={selected.id}
              item={selected}
              onChanged={(item) => {
                setSelected(item);
                reload();
              }}
              onDeleted={() => {
                setSelected(null);
                reload();
              }}
              onClose={() => setSelected(null)}
            />
          </div>
        )}
      </div>
    </>
  );
}
