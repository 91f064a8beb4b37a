import type { AdminRegistrationEvent } from '@portal/contracts/admin-review';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { formatInstant } from '../../lib/format';
import * as styles from './registrations.module.css';

/** Every change of the registration's status, oldest first: by the team (submitted, resubmitted) or by staff. */
export function History({ history }: { history: AdminRegistrationEvent[] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const status = (value: AdminRegistrationEvent['from']) => (value ? t(`review.registrationStatus.${value}`) : t('review.none'));
  return (
    <section aria-labelledby="registration-history" className={styles.panel}>
      <h2 id="registration-history">{t('review.history')}</h2>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('review.when')}</th>
              <th scope="col">{t('review.change')}</th>
              <th scope="col">{t('review.by')}</th>
              <th scope="col">{t('registrations.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {history.map((event, index) => (
              <tr key={index}>
                <td>{formatInstant(event.at, language)}</td>
                <td>{t('review.fromTo', { from: status(event.from), to: status(event.to) })}</td>
                <td>{event.by === 'team' ? t('review.byTeam') : t('review.byStaff', { name: event.byName ?? '' })}</td>
                <td>{event.reason ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
