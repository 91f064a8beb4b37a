import type { AdminWorkFile } from '@portal/contracts/admin-review';
import { useTranslation } from '@portal/shared/i18n';
import { downloadUrl } from '../../api/file-link';
import * as admin from '../../components/admin.module.css';
import { useFileLink } from '../../hooks/use-file-link';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import * as styles from './works.module.css';

/**
 * The work's file through a file link (never a path; each view and download is an audit entry on the server):
 * - a film plays here in a <video>, which seeks by HTTP ranges; nothing is fetched until it is played (preload none),
 *   so opening the page is not a view in the log, and a 2 GB film is not read for nothing;
 * - a PDF opens in the browser's own viewer, in a new tab: the page's policy forbids framing anything (`frame-src`
 *   and `object-src 'none'`) and the file itself says `frame-ancestors 'none'` and `X-Frame-Options: DENY`, so no
 *   <iframe>, <object> or <embed> may show it here; pdf.js would have to come with its worker (~1 MB), eval switched
 *   off and fonts drawn as paths to fit that policy — the browser's viewer does the same job for nothing;
 * - slides (ppt, pptx) have no viewer in a browser: they download.
 */
export function WorkFile({ file }: { file: AdminWorkFile }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const link = useFileLink(file.url);
  const film = file.mime.startsWith('video/');
  const pdf = file.mime === 'application/pdf';
  return (
    <section aria-labelledby="work-file" className={styles.panel}>
      <h2 id="work-file">{t('works.fileTitle')}</h2>
      {link.status === 'loading' && <p role="status" className={admin.muted}>{t('app.loading')}</p>}
      {link.status === 'failed' && (
        <div role="alert">
          <p>{t('works.linkFailed')}</p>
          <button type="button" className={admin.secondary} onClick={link.retry}>{t('app.retry')}</button>
        </div>
      )}
      {link.status === 'ready' && (
        <>
          {film && (
            // No captions to offer: the team's upload is the work as submitted.
            <video className={styles.player} controls preload="none" src={link.link.url} aria-label={t('works.player', { name: file.name })} />
          )}
          {pdf && <p>{t('works.pdfHint')}</p>}
          {!film && !pdf && <p>{t('works.downloadOnly', { type: file.type.toUpperCase() })}</p>}
          <div className={styles.actions}>
            {pdf && (
              <a className={styles.action} href={link.link.url} target="_blank" rel="noopener noreferrer">
                {t('works.openPdf')}
              </a>
            )}
            <a className={styles.action} href={downloadUrl(link.link)} download={file.name}>
              {t('works.download', { name: file.name })}
            </a>
          </div>
        </>
      )}
    </section>
  );
}
