import { useTranslation } from '@portal/shared/i18n';
import { ADMIN_NAMESPACE } from '../i18n/translations';
import * as styles from './admin.module.css';

export function Loading() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <p role="status" className={styles.muted}>
      {t('app.loading')}
    </p>
  );
}

/** The server could not be read (network, timeout, 5xx: the client has said so in a toast); try again. */
export function LoadFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <div role="alert">
      <p>{t('app.loadFailed')}</p>
      <button type="button" className={styles.secondary} onClick={retry}>
        {t('app.retry')}
      </button>
    </div>
  );
}
