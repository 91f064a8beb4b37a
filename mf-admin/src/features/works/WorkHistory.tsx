import type { AdminWorkEvent } from '@portal/contracts/admin-review';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { formatInstant } from '../../lib/format';
import * as styles from './works.module.css';

/** Every change of the work, oldest first: the team's (re)submissions with the replaced file, staff's with a note. */
export function WorkHistory({ history }: { history: AdminWorkEvent[] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const status = (value: AdminWorkEvent['from']) => (value ? t(`review.workStatus.${value}`) : t('review.none'));
  return (
    <section aria-labelledby="work-history" className={styles.panel}>
      <h2 id="work-history">{t('review.history')}</h2>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('review.when')}</th>
              <th scope="col">{t('review.change')}</th>
              <th scope="col">{t('review.by')}</th>
              <th scope="col">{t('works.note')}</th>
            </tr>
          </thead>
          <tbody>
            {history.map((event, index) => (
              <tr key={index}>
                <td>{formatInstant(event.at, language)}</td>
                <td>{t('review.fromTo', { from: status(event.from), to: status(event.to) })}</td>
                <td>{event.by === 'team' ? t('review.byTeam') : t('review.byStaff', { name: event.byName ?? '' })}</td>
                <td>{event.note ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
