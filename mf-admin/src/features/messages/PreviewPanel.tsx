import type { BroadcastPreview } from '@portal/contracts/admin-broadcasts';
import { useTranslation } from '@portal/shared/i18n';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { BROADCAST_LANGUAGES } from './compose-values';
import * as styles from './messages.module.css';

/** The mail as each language's recipients will read it (the server's template); marked once the texts changed. */
export function PreviewPanel({ preview, stale }: { preview: BroadcastPreview; stale: boolean }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <section className={`${styles.panel} ${styles.previewPanel}`} aria-labelledby="preview-title">
      <h2 id="preview-title">{t('broadcasts.preview')}</h2>
      <p className={styles.facts}>{t('broadcasts.previewHint')}</p>
      {stale && <p className={styles.stale}>{t('broadcasts.previewStale')}</p>}
      <div className={styles.previews}>
        {BROADCAST_LANGUAGES.map((lang) => (
          <article key={lang} className={styles.preview} aria-labelledby={`preview-${lang}`}>
            <h3 id={`preview-${lang}`}>{t(`broadcasts.language.${lang}`)}</h3>
            <p className={styles.previewSubject}>{t('broadcasts.previewSubject', { subject: preview[lang].subject })}</p>
            <pre className={styles.previewText} tabIndex={0}>{preview[lang].text}</pre>
          </article>
        ))}
      </div>
    </section>
  );
}
