import { useTranslation } from '@portal/shared/i18n';
import type { Registration } from '@portal/shared/contracts';
import * as styles from './competition.module.css';
import { COMPETITION_NAMESPACE } from '../i18n/translations';

/** "Status: failed" and, for a failed registration, the organizer's reason (their text, shown as text). */
export function StatusLine({ registration }: { registration: Pick<Registration, 'status' | 'reason'> }) {
  const { t } = useTranslation(COMPETITION_NAMESPACE);
  const { status, reason } = registration;
  return (
    <>
      <p className={styles.status}>
        {t('status.label')} <strong className={styles[status]}>{t(`status.${status}`)}</strong>
      </p>
      {status === 'failed' && reason && (
        <p className={styles.reason}>
          {t('status.reason')} {reason}
        </p>
      )}
    </>
  );
}
