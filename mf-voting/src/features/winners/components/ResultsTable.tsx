import { useTranslation } from '@portal/shared/i18n';
import * as styles from '../../../components/voting.module.css';
import { VOTING_NAMESPACE } from '../../../i18n/translations';
import type { ResultsState } from '@portal/shared/contracts';

const points = (value: number | null) => (value === null ? '–' : value.toFixed(2));

/**
 * A published table: every score shown (docs/adr/0015), so anyone can redo the final from the printed numbers.
 * On a phone the rows are drawn as cards (CSS); the explicit roles keep it a table for screen readers, whose browsers
 * drop table semantics once a table's display changes, and each cell's data-label names its column there.
 */
export function ResultsTable({ results, caption }: { results: ResultsState; caption: string }) {
  const { t } = useTranslation(VOTING_NAMESPACE);
  const films = results.group === 1;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} role="table">
        <caption className={styles.sectionTitle}>{caption}</caption>
        <thead>
          <tr role="row">
            <th role="columnheader" scope="col">{t('winners.rank')}</th>
            <th role="columnheader" scope="col">{t('winners.award')}</th>
            <th role="columnheader" scope="col">{t('winners.work')}</th>
            <th role="columnheader" scope="col">{t('winners.school')}</th>
            <th role="columnheader" scope="col" className={styles.numeric}>{t('winners.jury')}</th>
            {films && <th role="columnheader" scope="col" className={styles.numeric}>{t('winners.vote')}</th>}
            <th role="columnheader" scope="col" className={styles.numeric}>{t('winners.final')}</th>
          </tr>
        </thead>
        <tbody>
          {results.table.map((row) => (
            <tr key={row.finalistId} role="row">
              <td role="cell" className={styles.rank}>{row.rank}</td>
              <td role="cell" className={styles.award}>{row.award ? t(`winners.${row.award}`) : ''}</td>
              <td role="cell" className={styles.work}>
                {row.workTitle}
                <br />
                <span className={styles.muted}>{row.teamName}</span>
              </td>
              <td role="cell" className={styles.work}>{row.school}</td>
              <td role="cell" className={styles.numeric} data-label={t('winners.jury')}>{points(row.jury)}</td>
              {films && <td role="cell" className={styles.numeric} data-label={t('winners.vote')}>{`${points(row.vote)} (${row.votes ?? 0})`}</td>}
              <td role="cell" className={styles.numeric} data-label={t('winners.final')}>{points(row.final)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
