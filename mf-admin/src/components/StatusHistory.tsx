import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { ADMIN_NAMESPACE } from '../i18n/translations';
import { formatInstant } from '../lib/format';
import * as styles from './record.module.css';

/** One change of a record's status, as the API's histories give it (a registration's reason, a work's note). */
export interface StatusEvent {
  at: string;
  from: string | null;
  to: string;
  by: 'team' | 'organizer';
  byName: string | null;
  /** The reason or note shown in the last column. */
  text: string | null;
}

interface Props {
  /** Names the section for assistive technology. */
  id: string;
  events: StatusEvent[];
  /** The translation key prefix of the record's statuses (`review.registrationStatus`). */
  statusKeys: string;
  /** The last column's heading (a reason, a note). */
  textHeading: string;
}

/** Every change of a record's status, oldest first: by the team or by staff (the command line's included). */
export function StatusHistory({ id, events, statusKeys, textHeading }: Props) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const status = (value: string | null) => (value ? t(`${statusKeys}.${value}`) : t('review.none'));
  return (
    <section aria-labelledby={id} className={styles.panel}>
      <h2 id={id}>{t('review.history')}</h2>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('review.when')}</th>
              <th scope="col">{t('review.change')}</th>
              <th scope="col">{t('review.by')}</th>
              <th scope="col">{textHeading}</th>
            </tr>
          </thead>
          <tbody>
            {events.map((event, index) => (
              <tr key={index}>
                <td>{formatInstant(event.at, language)}</td>
                <td>{t('review.fromTo', { from: status(event.from), to: status(event.to) })}</td>
                <td>{event.by === 'team' ? t('review.byTeam') : t('review.byStaff', { name: event.byName ?? '' })}</td>
                <td>{event.text ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
