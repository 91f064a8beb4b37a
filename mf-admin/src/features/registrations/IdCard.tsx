import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { useFileLink } from '../../hooks/use-file-link';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import * as styles from './registrations.module.css';

/**
 * One side of a student ID card, shown in the page through a file link (never a path; each view is an audit entry on
 * the server). A click opens it large in a dialog. `caption` is what the card shows under its member's heading (the
 * side); `label` names the member too, for the image's text and the dialog's title.
 */
export function IdCard({ path, caption, label }: { path: string; caption: string; label: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const link = useFileLink(path);
  const [broken, setBroken] = useState(false);
  return (
    <figure className={styles.card}>
      <figcaption>{caption}</figcaption>
      {link.status === 'loading' && <p role="status" className={admin.muted}>{t('app.loading')}</p>}
      {link.status === 'failed' && (
        <p role="alert">
          {t('registrations.imageFailed')}{' '}
          <button type="button" className={admin.secondary} onClick={link.retry}>{t('app.retry')}</button>
        </p>
      )}
      {link.status === 'ready' &&
        (broken ? (
          <p role="alert">{t('registrations.imageBroken')}</p>
        ) : (
          <Dialog.Root>
            <Dialog.Trigger asChild>
              <button type="button" className={styles.thumb} aria-label={t('registrations.enlarge', { label })}>
                <img src={link.link.url} alt={label} onError={() => setBroken(true)} />
              </button>
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className={styles.overlay} />
              <Dialog.Content className={styles.viewer}>
                <Dialog.Title className={styles.viewerTitle}>{label}</Dialog.Title>
                <Dialog.Description className={admin.muted}>{t('registrations.enlarged')}</Dialog.Description>
                <img src={link.link.url} alt={label} className={styles.large} />
                <Dialog.Close asChild>
                  <button type="button" className={admin.secondary}>{t('review.close')}</button>
                </Dialog.Close>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        ))}
    </figure>
  );
}
