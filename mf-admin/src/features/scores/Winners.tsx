import { useId, useState } from 'react';
import type { ComputedResult, PublishedWinners } from '@portal/contracts/admin-results';
import { failureText } from '@portal/shared/form';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { confirm } from '@portal/shared/ui';
import * as admin from '../../components/admin.module.css';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { formatDay } from '../../lib/format';
import { computeResult, publishWinners, type Group } from './api';
import * as styles from './scores.module.css';

type Step =
  | { state: 'idle' }
  | { state: 'computing' }
  | { state: 'computed'; result: ComputedResult }
  | { state: 'publishing'; result: ComputedResult }
  | { state: 'published'; result: ComputedResult; published: PublishedWinners };

/**
 * Compute the ranked table from the imported sheet (and the public vote for films) and review it with its digest;
 * publish exactly that table after a confirm that names the digest. The server refuses a digest a fresh compute no
 * longer gives (the scores changed meanwhile), and asks for the second factor again when it is stale.
 */
export function Winners({ group }: { group: Group }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const id = useId();
  const [step, setStep] = useState<Step>({ state: 'idle' });
  const [refusal, setRefusal] = useState<string | null>(null);

  const compute = async () => {
    setRefusal(null);
    setStep({ state: 'computing' });
    try {
      setStep({ state: 'computed', result: await computeResult(group) });
    } catch (failure) {
      setRefusal(failureText(failure, t('scores.computeFailed')));
      setStep({ state: 'idle' });
    }
  };

  const publish = async (result: ComputedResult) => {
    const confirmed = await confirm({
      title: t('scores.publishTitle', { group: t(`results.groupName.${group}`) }),
      message: t('scores.publishMessage', { digest: result.digest, rows: result.rows.length }),
      confirmLabel: t('scores.publish'),
      cancelLabel: t('results.cancel'),
    });
    if (!confirmed) return;
    setRefusal(null);
    setStep({ state: 'publishing', result });
    try {
      setStep({ state: 'published', result, published: await publishWinners(group, result.digest) });
    } catch (failure) {
      setRefusal(failureText(failure, t('scores.publishFailed')));
      setStep({ state: 'computed', result });
    }
  };

  const result = 'result' in step ? step.result : null;
  return (
    <section aria-labelledby={`${id}-title`} className={styles.panel}>
      <h2 id={`${id}-title`}>{t('scores.winnersTitle')}</h2>
      <p className={admin.hint}>{t(`scores.winnersHint.${group}`)}</p>
      <button type="button" className={admin.secondary} onClick={() => void compute()} disabled={step.state === 'computing' || step.state === 'publishing'}>
        {t('scores.compute')}
      </button>
      {refusal && (
        <p role="alert" className={`${admin.notice} ${styles.gap}`}>
          {refusal}
        </p>
      )}
      {result && <ResultTable result={result} />}
      {result && step.state !== 'published' && (
        <button type="button" className={`${admin.button} ${styles.gap}`} onClick={() => void publish(result)} disabled={step.state === 'publishing'}>
          {t('scores.publish')}
        </button>
      )}
      {step.state === 'published' && <Published published={step.published} />}
    </section>
  );
}

function Published({ published }: { published: PublishedWinners }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const day = formatDay(published.resultsOn, language);
  return (
    <p role="status" className={styles.published}>
      {t('scores.published', { winners: published.winners })} {published.publicNow ? t('scores.publicNow', { day }) : t('scores.publicFrom', { day })}
    </p>
  );
}

const points = (value: number | null) => (value === null ? '—' : value.toFixed(2));

/** The ranked table as `pnpm admin winners compute` prints it, with the digest that identifies it. */
function ResultTable({ result }: { result: ComputedResult }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const films = result.group === 1;
  // Issue 27: when the jury's points came from judging sheets the server adds the normalized points (advisory), the
  // finalists whose award they would change, and each sheet's hash; a table from an imported CSV has none of them.
  const normalized = result.rows.some((row) => row.normalized !== undefined);
  const changed = (result.normalizedChanges ?? []).map((finalistId) => {
    const row = result.rows.find((one) => one.finalistId === finalistId);
    return row ? t('scores.finalistName', { position: row.position, team: row.teamName, id: row.finalistId }) : `#${finalistId}`;
  });
  return (
    <div className={styles.result}>
      {changed.length > 0 && (
        <p role="note" className={admin.notice}>
          {t('scores.normalizedChanges', { finalists: changed.join(t('results.listSeparator')) })}
        </p>
      )}
      <dl className={styles.facts}>
        <dt>{t('scores.digest')}</dt>
        <dd className={styles.hash}>{result.digest}</dd>
        {result.sheets && result.sheets.length > 0 && (
          <>
            <dt>{t('scores.sheetHashes')}</dt>
            <dd>
              <ul className={styles.sheets}>
                {result.sheets.map((sheet) => (
                  <li key={sheet.judge}>
                    {sheet.name}: <span className={styles.hash}>{sheet.hash}</span>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        <dt>{t('scores.formula')}</dt>
        <dd>{result.formulaVersion}</dd>
        {result.mostActive && (
          <>
            <dt>{t('scores.mostActive')}</dt>
            <dd>{t('scores.mostActiveSchool', { school: result.mostActive.school, films: result.mostActive.films })}</dd>
          </>
        )}
      </dl>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption>{t('scores.resultCaption', { group: t(`results.groupName.${result.group}`) })}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.number}>{t('scores.rank')}</th>
              <th scope="col">{t('scores.finalist')}</th>
              <th scope="col">{t('finalists.field.school')}</th>
              <th scope="col" className={styles.number}>{t('scores.jury')}</th>
              {normalized && <th scope="col" className={styles.number}>{t('scores.normalized')}</th>}
              {films ? (
                <>
                  <th scope="col" className={styles.number}>{t('scores.votes')}</th>
                  <th scope="col" className={styles.number}>{t('scores.vote')}</th>
                </>
              ) : (
                <>
                  <th scope="col" className={styles.number}>{t('scores.proposal')}</th>
                  <th scope="col" className={styles.number}>{t('scores.presentation')}</th>
                </>
              )}
              <th scope="col" className={styles.number}>{t('scores.final')}</th>
              <th scope="col">{t('scores.award')}</th>
            </tr>
          </thead>
          <tbody>
            {result.rows.map((row) => (
              <tr key={row.finalistId}>
                <td className={styles.number}>{row.rank}</td>
                <th scope="row">{t('scores.finalistName', { position: row.position, team: row.teamName, id: row.finalistId })}</th>
                <td>{row.school}</td>
                <td className={styles.number}>{points(row.jury)}</td>
                {normalized && <td className={styles.number}>{points(row.normalized ?? null)}</td>}
                {films ? (
                  <>
                    <td className={styles.number}>{row.votes ?? '—'}</td>
                    <td className={styles.number}>{points(row.vote)}</td>
                  </>
                ) : (
                  <>
                    <td className={styles.number}>{points(row.proposal)}</td>
                    <td className={styles.number}>{points(row.presentation)}</td>
                  </>
                )}
                <td className={styles.number}>{points(row.final)}</td>
                <td>{row.award ? t(`scores.awardName.${row.award}`) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
