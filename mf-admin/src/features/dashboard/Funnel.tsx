import type { AdminDashboard } from '@portal/contracts/admin-review';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { formatDay } from '../../lib/format';
import { Steps } from './Steps';
import * as styles from './dashboard.module.css';

const REGISTRATION = ['pending', 'passed', 'failed'] as const;
const WORK = ['submitted', 'underReview', 'shortlisted', 'notShortlisted'] as const;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The season's figures as plain tables: what a screen reader reads as a table is a table. */
export function Funnel({ dashboard }: { dashboard: AdminDashboard }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const number = new Intl.NumberFormat();
  const registered = sum(dashboard.registrations.map((row) => row.pending + row.passed + row.failed));
  const { votes } = dashboard;
  return (
    <div className={styles.funnel}>
      <dl className={styles.figures}>
        <div>
          <dt>{t('dashboard.signUps')}</dt>
          <dd>{number.format(dashboard.signUps)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.registrations')}</dt>
          <dd>{number.format(registered)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.works')}</dt>
          <dd>{number.format(sum(dashboard.works.map((row) => sum(WORK.map((status) => row[status])))))}</dd>
        </div>
        <div>
          <dt>{t('dashboard.votes')}</dt>
          <dd>{number.format(votes.total)}</dd>
        </div>
      </dl>

      <section aria-labelledby="dashboard-registrations" className={styles.section}>
        <h2 id="dashboard-registrations">{t('dashboard.registrationsTitle')}</h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('review.group')}</th>
              {REGISTRATION.map((status) => (
                <th scope="col" key={status} className={styles.number}>{t(`review.registrationStatus.${status}`)}</th>
              ))}
              <th scope="col" className={styles.number}>{t('dashboard.total')}</th>
            </tr>
          </thead>
          <tbody>
            {dashboard.registrations.map((row) => (
              <tr key={row.group}>
                <th scope="row">{t(`review.groupName.${row.group}`)}</th>
                {REGISTRATION.map((status) => (
                  <td key={status} className={styles.number}>{number.format(row[status])}</td>
                ))}
                <td className={styles.number}>{number.format(row.pending + row.passed + row.failed)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="dashboard-works" className={styles.section}>
        <h2 id="dashboard-works">{t('dashboard.worksTitle')}</h2>
        {dashboard.works.length === 0 ? (
          <p>{t('dashboard.noWorks')}</p>
        ) : (
          <div className={styles.scroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('review.group')}</th>
                  <th scope="col">{t('review.step')}</th>
                  {WORK.map((status) => (
                    <th scope="col" key={status} className={styles.number}>{t(`review.workStatus.${status}`)}</th>
                  ))}
                  <th scope="col" className={styles.number}>{t('dashboard.total')}</th>
                </tr>
              </thead>
              <tbody>
                {dashboard.works.map((row) => (
                  <tr key={`${row.group}-${row.step}`}>
                    <td>{t(`review.groupName.${row.group}`)}</td>
                    <th scope="row">{row.title}</th>
                    {WORK.map((status) => (
                      <td key={status} className={styles.number}>{number.format(row[status])}</td>
                    ))}
                    <td className={styles.number}>{number.format(sum(WORK.map((status) => row[status])))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="dashboard-votes" className={styles.section}>
        <h2 id="dashboard-votes">{t('dashboard.votesTitle')}</h2>
        <p>{t(`dashboard.votePhase.${votes.phase}`)}</p>
        {votes.perDay === null ? (
          <p className={styles.muted}>{t('dashboard.votesPerDayLater')}</p>
        ) : votes.perDay.length === 0 ? (
          <p>{t('dashboard.noVotes')}</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('dashboard.day')}</th>
                <th scope="col" className={styles.number}>{t('dashboard.votesOfDay')}</th>
              </tr>
            </thead>
            <tbody>
              {votes.perDay.map((row) => (
                <tr key={row.day}>
                  <th scope="row">{formatDay(row.day, language)}</th>
                  <td className={styles.number}>{number.format(row.votes)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <Steps groups={dashboard.groups} personalDataUntil={dashboard.personalDataUntil} />
    </div>
  );
}
