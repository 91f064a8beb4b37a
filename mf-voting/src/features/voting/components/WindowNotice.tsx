import { useTranslation } from 'react-i18next';
import { HTML_LANG, useLanguageStore } from '@portal/shared/i18n';
import { loadSeason } from '@portal/shared/season';
import * as styles from '../../../components/voting.module.css';
import { VOTING_NAMESPACE } from '../../../i18n/translations';
import type { VotingWindow } from '../use-voting-window';

/** The window's instants in the page's language, on Hong Kong time (the contest's clock). */
function useFormatInstant(): (iso: string) => string {
  const language = useLanguageStore((store) => store.language);
  const format = new Intl.DateTimeFormat(HTML_LANG[language], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Hong_Kong' });
  return (iso) => format.format(new Date(iso));
}

/** The voting period, and the §8 'please vote within the specified time' when it is not open. */
export function WindowNotice({ votingWindow }: { votingWindow: VotingWindow }) {
  const { t } = useTranslation(VOTING_NAMESPACE);
  const formatInstant = useFormatInstant();
  if (votingWindow.state === 'checking') return <p className={styles.muted} role="status">{t('voting.checking')}</p>;
  if (votingWindow.state === 'unknown') {
    return (
      <div className={styles.problem} role="alert">
        <p>{t('voting.unknown')}</p>
        <button type="button" className={styles.secondary} onClick={() => void loadSeason()}>
          {t('voting.retry')}
        </button>
      </div>
    );
  }
  const period = votingWindow.voting && (
    <p>{t('voting.window', { from: formatInstant(votingWindow.voting.from), to: formatInstant(votingWindow.voting.to) })}</p>
  );
  if (votingWindow.state === 'open') return period;
  return (
    <div className={styles.notice} role="status">
      <p>
        <strong>{t('voting.outsideWindow')}</strong>
      </p>
      {period}
    </div>
  );
}
