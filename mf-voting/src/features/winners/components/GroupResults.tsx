import { useTranslation } from '@portal/shared/i18n';
import * as styles from '../../../components/voting.module.css';
import { VOTING_NAMESPACE } from '../../../i18n/translations';
import type { ResultsState } from '@portal/shared/contracts';
import { ResultsTable } from './ResultsTable';

/** One group: the 'results on <date>' notice until published, then the table; the formula either way. */
export function GroupResults({ results, groupName }: { results: ResultsState; groupName: string }) {
  const { t } = useTranslation(VOTING_NAMESPACE);
  return (
    <>
      {results.published ? (
        <>
          <ResultsTable results={results} caption={t('winners.table', { group: groupName })} />
          {results.mostActiveSchool && <p>{t('winners.mostActive', results.mostActiveSchool)}</p>}
        </>
      ) : (
        <p className={styles.notice} role="status">
          {results.notice ?? t('winners.resultsOn', { date: results.resultsOn })}
        </p>
      )}
      <h2 className={styles.sectionTitle}>{t('winners.formula')}</h2>
      <p className={styles.formula}>{results.formula}</p>
      <h2 className={styles.sectionTitle}>{t('winners.tieRule')}</h2>
      <p className={styles.formula}>{results.tieRule}</p>
      <h2 className={styles.sectionTitle}>{t('winners.awards')}</h2>
      <p className={styles.formula}>{results.awards}</p>
    </>
  );
}
