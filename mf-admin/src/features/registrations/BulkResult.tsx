import type { AdminBulkApproveResult } from '@portal/contracts/admin-review';
import { Link } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import * as styles from './registrations.module.css';

/** What a bulk approval did, id by id: those approved, and those refused with why (gone, or no longer pending). */
export function BulkResult({ result, onDismiss }: { result: AdminBulkApproveResult; onDismiss: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <section className={styles.result} role="status" aria-labelledby="bulk-result">
      <h2 id="bulk-result">{t('registrations.bulkResult', { approved: result.approved.length, refused: result.refused.length })}</h2>
      <ul>
        {result.approved.map((id) => (
          <li key={id}>
            <Link to={String(id)}>#{id}</Link> {t('registrations.bulkApproved')}
          </li>
        ))}
        {result.refused.map(({ id, reason, status }) => (
          <li key={id}>
            <Link to={String(id)}>#{id}</Link>{' '}
            {reason === 'notFound'
              ? t('registrations.bulkNotFound')
              : t('registrations.bulkNotPending', { status: status ? t(`review.registrationStatus.${status}`) : '' })}
          </li>
        ))}
      </ul>
      <button type="button" className={admin.secondary} onClick={onDismiss}>
        {t('review.dismiss')}
      </button>
    </section>
  );
}
