import type { RegistrationEvent } from '@portal/shared/contracts';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import * as styles from '../../../components/competition.module.css';
import { COMPETITION_NAMESPACE } from '../../../i18n/translations';
import { formatTime } from '../../../lib/dates';

/** What happened to the registration, in the server's order: each submission and each decision, with its reason. */
export function HistoryList({ history }: { history: RegistrationEvent[] }) {
  const { t } = useTranslation(COMPETITION_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  if (!history.length) return null;
  return (
    <>
      <h3 className={styles.subTitle}>{t('history.title')}</h3>
      <ol className={styles.history}>
        {history.map((event, index) => (
          <li key={`${event.at}-${index}`}>
            <time dateTime={event.at}>{formatTime(event.at, language)}</time>{' '}
            {t(`history.${event.by}`, { status: t(`status.${event.to}`) })}
            {event.reason && <> — {event.reason}</>}
          </li>
        ))}
      </ol>
    </>
  );
}
