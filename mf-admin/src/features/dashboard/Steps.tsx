import type { AdminDashboard } from '@portal/contracts/admin-review';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { formatDay, formatMinute } from '../../lib/format';
import * as styles from './dashboard.module.css';

const WINDOWS = ['registration', 'submission', 'voting'] as const;

/** Each group's windows and steps, open or not by the server's clock, and the day personal data goes. */
export function Steps({ groups, personalDataUntil }: Pick<AdminDashboard, 'groups' | 'personalDataUntil'>) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const day = (value: string | null) => (value ? formatDay(value, language) : '');
  return (
    <section aria-labelledby="dashboard-steps" className={styles.section}>
      <h2 id="dashboard-steps">{t('dashboard.stepsTitle')}</h2>
      <div className={styles.groups}>
        {groups.map((group) => (
          <div key={group.group}>
            <table className={styles.table}>
              <caption>{t(`review.groupName.${group.group}`)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('dashboard.stepOrWindow')}</th>
                  <th scope="col">{t('dashboard.when')}</th>
                  <th scope="col">{t('dashboard.state')}</th>
                </tr>
              </thead>
              <tbody>
                {WINDOWS.map((name) => {
                  const window = group[name];
                  return window ? (
                    <tr key={name}>
                      <th scope="row">{t(`dashboard.window.${name}`)}</th>
                      <td>{t('dashboard.range', { from: formatMinute(window.from, language), to: formatMinute(window.to, language) })}</td>
                      <td><State open={window.open} label={t(window.open ? 'dashboard.stepState.open' : 'dashboard.closed')} /></td>
                    </tr>
                  ) : null;
                })}
                {group.steps.map((step) => (
                  <tr key={step.key}>
                    <th scope="row">{step.title}</th>
                    <td>{step.from || step.to ? t('dashboard.range', { from: day(step.from), to: day(step.to) }) : (step.note ?? '')}</td>
                    <td><State open={step.state === 'open'} label={t(`dashboard.stepState.${step.state}`)} /></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </div>
      <p>{t('dashboard.personalDataUntil', { day: formatDay(personalDataUntil, language) })}</p>
    </section>
  );
}

function State({ open, label }: { open: boolean; label: string }) {
  return <span className={open ? styles.open : styles.closed}>{label}</span>;
}
