import { useTranslation } from 'react-i18next';
import * as styles from '../../../components/voting.module.css';
import { VOTING_NAMESPACE } from '../../../i18n/translations';
import type { ResultsState } from '../api/get-results';

const points = (value: number | null) => (value === null ? '–' : value.toFixed(2));

/** A published table: every score shown (docs/adr/0015), so anyone can redo the final from the printed numbers. */
export function ResultsTable({ results, caption }: { results: ResultsState; caption: string }) {
  const { t } = useTranslation(VOTING_NAMESPACE);
  const films = results.group === 1;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.sectionTitle}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('winners.rank')}</th>
            <th scope="col">{t('winners.award')}</th>
            <th scope="col">{t('winners.work')}</th>
            <th scope="col">{t('winners.school')}</th>
            <th scope="col" className={styles.numeric}>{t('winners.jury')}</th>
            {films && <th scope="col" className={styles.numeric}>{t('winners.vote')}</th>}
            <th scope="col" className={styles.numeric}>{t('winners.final')}</th>
          </tr>
        </thead>
        <tbody>
          {results.table.map((row) => (
            <tr key={row.finalistId}>
              <td>{row.rank}</td>
              <td>{row.award ? t(`winners.${row.award}`) : ''}</td>
              <td>
                {row.workTitle}
                <br />
                <span className={styles.muted}>{row.teamName}</span>
              </td>
              <td>{row.school}</td>
              <td className={styles.numeric}>{points(row.jury)}</td>
              {films && <td className={styles.numeric}>{`${points(row.vote)} (${row.votes ?? 0})`}</td>}
              <td className={styles.numeric}>{points(row.final)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
