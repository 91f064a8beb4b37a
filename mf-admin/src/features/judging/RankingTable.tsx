import type { RoundRanking } from '@portal/contracts/admin-judging-rounds';
import { useTranslation } from '@portal/shared/i18n';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import * as styles from './judging.module.css';

/** The ranking raw (the formula's, which decides) beside the normalized one (per-judge z-scores, advisory). */
export function RankingTable({ ranking }: { ranking: RoundRanking }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const changes = new Set(ranking.normalizedChanges);
  const screening = ranking.kind === 'screening';
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption>{t('judging.rankingCaption')}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.number}>{t('judging.rank')}</th>
            <th scope="col" className={styles.number}>{t('judging.number')}</th>
            <th scope="col">{t('judging.title')}</th>
            <th scope="col">{t('judging.team')}</th>
            <th scope="col">{t('judging.school')}</th>
            <th scope="col" className={styles.number}>{t('judging.jury')}</th>
            <th scope="col" className={styles.number}>{t('judging.scores')}</th>
            <th scope="col" className={styles.number}>{t('judging.normalized')}</th>
            <th scope="col" className={styles.number}>{t('judging.normalizedRank')}</th>
            <th scope="col">{t('judging.tiedWith')}</th>
            {screening && <th scope="col">{t('judging.inShortlist')}</th>}
          </tr>
        </thead>
        <tbody>
          {ranking.rows.map((row) => (
            <tr key={row.entryId} className={changes.has(row.number) ? styles.changed : undefined}>
              <td className={styles.number}>{row.rank}</td>
              <td className={styles.number}>{row.number}</td>
              <th scope="row">{row.title}</th>
              <td>{row.teamName}</td>
              <td>{row.school}</td>
              <td className={styles.number}>{row.jury.toFixed(2)}</td>
              <td className={styles.number}>{row.scores}</td>
              <td className={styles.number}>{row.normalized.toFixed(2)}</td>
              <td className={styles.number}>{row.normalizedRank}</td>
              <td>{row.tiedWith.length > 0 ? row.tiedWith.map((number) => t('judging.numberShort', { number })).join(t('judging.listSeparator')) : '—'}</td>
              {screening && <td>{row.inShortlist ? t('judging.yes') : t('judging.no')}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
