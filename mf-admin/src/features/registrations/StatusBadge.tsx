import type { RegistrationStatus } from '@portal/contracts/registration';
import { useTranslation } from '@portal/shared/i18n';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import * as styles from './registrations.module.css';

const LOOK: Record<RegistrationStatus, string> = { pending: styles.pending, passed: styles.passed, failed: styles.failed };

/** A registration's status in words, coloured as well (never colour alone). */
export function StatusBadge({ status }: { status: RegistrationStatus }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return <span className={`${styles.badge} ${LOOK[status]}`}>{t(`review.registrationStatus.${status}`)}</span>;
}
