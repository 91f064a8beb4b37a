import type { WorkStatus } from '@portal/contracts/works-api';
import { useTranslation } from '@portal/shared/i18n';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import * as styles from './works.module.css';

const LOOK: Record<WorkStatus, string> = { submitted: styles.submitted, underReview: styles.underReview, shortlisted: styles.shortlisted, notShortlisted: styles.notShortlisted };

/** A work's status in words, coloured as well (never colour alone). */
export function WorkStatusBadge({ status }: { status: WorkStatus }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return <span className={`${styles.badge} ${LOOK[status]}`}>{t(`review.workStatus.${status}`)}</span>;
}
