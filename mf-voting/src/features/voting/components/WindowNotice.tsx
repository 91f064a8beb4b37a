import { HTML_LANG, useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { loadSeason } from '@portal/shared/season';
import * as styles from '../../../components/voting.module.css';
import { VOTING_NAMESPACE } from '../../../i18n/translations';
import type { VotingWindow } from '../use-voting-window';

/**
 * The window's days in the page's language, on Hong Kong time (the contest's clock). The API's window is half-open
 * [from, to): `to` is the midnight after the last day, so the last day shown is the one just before it.
 */
function useFormatDays(): (window: { from: string; to: string }) => { from: string; to: string } {
  const language = useLanguageStore((store) => store.language);
  const format = new Intl.DateTimeFormat(HTML_LANG[language], { dateStyle: 'long', timeZone: 'Asia/Hong_Kong' });
  return (window) => ({ from: format.format(new Date(window.from)), to: format.format(new Date(Date.parse(window.to) - 1)) });
}

/** The voting period, and the §8 'please vote within the specified time' when it is not open. */
export function WindowNotice({ votingWindow }: { votingWindow: VotingWindow }) {
  const { t } = useTranslation(VOTING_NAMESPACE);
  const formatDays = useFormatDays();
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
    <p>{t('voting.window', formatDays(votingWindow.voting))}</p>
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
