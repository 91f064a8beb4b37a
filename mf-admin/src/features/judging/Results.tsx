import { useId, useState } from 'react';
import type { AdminRound, RoundRanking, ShortlistResult } from '@portal/contracts/admin-judging-rounds';
import { Link } from '@portal/shared/router';
import { failureText } from '@portal/shared/form';
import { useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { adminPath } from '../../config/paths';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { applyShortlist, computeRanking, type RoundRef } from './api';
import { entryLabel } from './entry-label';
import { RankingTable } from './RankingTable';
import { ShortlistDialog } from './ShortlistDialog';
import * as styles from './judging.module.css';

/**
 * The round's ranking from the submitted sheets, raw beside normalized, with the digest and each sheet's hash; a
 * screening's shortlist is applied from exactly the ranking reviewed. A finals round is published on the Scores page.
 */
export function Results({ round, at, onShortlisted }: { round: AdminRound; at: RoundRef; onShortlisted: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const id = useId();
  const [ranking, setRanking] = useState<RoundRanking | null>(null);
  const [computing, setComputing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [applied, setApplied] = useState<ShortlistResult | null>(null);

  const compute = async () => {
    setRefusal(null);
    setApplied(null);
    setComputing(true);
    try {
      setRanking(await computeRanking(at));
    } catch (failure) {
      setRanking(null);
      setRefusal(failureText(failure, t('judging.computeFailed')));
    } finally {
      setComputing(false);
    }
  };

  const byNumber = new Map(ranking?.rows.map((row) => [row.number, row]));
  const changed = (ranking?.normalizedChanges ?? []).map((number) => {
    const row = byNumber.get(number);
    return row ? entryLabel(t, row) : `#${number}`;
  });
  const screening = round.kind === 'screening';
  return (
    <section aria-labelledby={`${id}-title`} className={styles.panel}>
      <h2 id={`${id}-title`}>{t('judging.results')}</h2>
      <p>{screening ? t('judging.resultsHintScreening') : t('judging.resultsHintFinals')}</p>
      <div className={styles.actions}>
        <button type="button" className={admin.secondary} onClick={() => void compute()} disabled={computing}>
          {t('judging.compute')}
        </button>
        {!screening && <Link to={`${adminPath('scores')}?group=${round.group}`}>{t('judging.toScores')}</Link>}
      </div>
      {refusal && (
        <p role="alert" className={styles.refusal}>
          {refusal}
        </p>
      )}
      {ranking && (
        <>
          {changed.length > 0 && (
            <p role="note" className={styles.warning}>
              {screening ? t('judging.normalizedChangesShortlist', { entries: changed.join(t('judging.listSeparator')) }) : t('judging.normalizedChangesAward', { entries: changed.join(t('judging.listSeparator')) })}
            </p>
          )}
          <dl className={styles.facts}>
            <dt>{t('judging.formula')}</dt>
            <dd>{ranking.formulaVersion}</dd>
            <dt>{t('judging.digest')}</dt>
            <dd className={styles.hash}>{ranking.digest}</dd>
            <dt>{t('judging.sheetHashes')}</dt>
            <dd>
              {ranking.sheets.length === 0 ? (
                '—'
              ) : (
                <ul className={styles.sheets}>
                  {ranking.sheets.map((sheet) => (
                    <li key={sheet.staffId}>
                      {sheet.name}: <span className={styles.hash}>{sheet.hash}</span>
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </dl>
          <RankingTable ranking={ranking} />
          {screening && !applied && (
            <div className={styles.actions}>
              <button type="button" className={admin.button} onClick={() => setConfirming(true)}>
                {t('judging.applyShortlist')}
              </button>
            </div>
          )}
        </>
      )}
      {applied && (
        <p role="status" className={styles.done}>
          {t('judging.shortlistDone', applied)}
        </p>
      )}
      {ranking && confirming && (
        <ShortlistDialog
          ranking={ranking}
          send={async (entries) => {
            const result = await applyShortlist(at, entries ? { digest: ranking.digest, entries } : { digest: ranking.digest });
            setApplied(result);
            onShortlisted();
          }}
          onClose={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
