import { useId, useRef, useState, type FormEvent } from 'react';
import type { ScoreImportResult, ScoreSheetProblem } from '@portal/contracts/admin-results';
import { SCORE_SHEET_MAX_BYTES } from '@portal/contracts/finalist-rules';
import { failureText } from '@portal/shared/form';
import { useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { FilePicker } from '../../components/file-picker/FilePicker';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { importSheet, sheetProblems, type Group } from './api';
import * as styles from './scores.module.css';

type Outcome =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'imported'; result: ScoreImportResult }
  | { state: 'refused'; text: string; problems: ScoreSheetProblem[] };

/**
 * The jury's score sheet (CSV, `judge,finalist,criterion,score`), imported whole or not at all: a refused sheet lists
 * every problem with its line as the server found them, and nothing of it is kept.
 */
export function ImportSheet({ group, onImported }: { group: Group; onImported: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);
  // A new picker after each import: it shows no file chosen again.
  const [round, setRound] = useState(0);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    // The server's own limits, said before the bytes leave.
    const local = !file ? t('scores.chooseFile') : file.size > SCORE_SHEET_MAX_BYTES ? t('scores.tooLarge', { max: '1 MB' }) : null;
    setProblem(local);
    if (!file || local) {
      input.current?.focus();
      return;
    }
    setOutcome({ state: 'sending' });
    try {
      const result = await importSheet(group, file);
      setRound((n) => n + 1);
      setOutcome({ state: 'imported', result });
      onImported();
    } catch (failure) {
      const text = failureText(failure, t('scores.importFailed'));
      setOutcome(text ? { state: 'refused', text, problems: sheetProblems(failure) } : { state: 'idle' });
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className={styles.panel}>
      <h2 id={`${id}-title`}>{t('scores.importTitle')}</h2>
      <p className={admin.hint}>{t('scores.importHint')}</p>
      <form className={styles.import} onSubmit={(event) => void send(event)} noValidate aria-busy={outcome.state === 'sending'}>
        <FilePicker key={round} ref={input} label={t('scores.file')} accept=".csv,text/csv" error={problem} />
        <button type="submit" className={admin.button} disabled={outcome.state === 'sending'}>
          {t('scores.import')}
        </button>
      </form>
      <p role="status" className={styles.status}>
        {outcome.state === 'imported'
          ? t('scores.imported', { judges: outcome.result.judges, scores: outcome.result.scores, replaced: outcome.result.replaced })
          : ''}
      </p>
      {outcome.state === 'refused' && <Refusal text={outcome.text} problems={outcome.problems} />}
    </section>
  );
}

/** The server's message, and each problem where it is: a line of the file (or the file as a whole) and its column. */
function Refusal({ text, problems }: { text: string; problems: ScoreSheetProblem[] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <div role="alert" className={styles.refusal}>
      <p className={styles.refusalText}>{text}</p>
      {problems.length > 0 && (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <caption className={styles.hidden}>{t('scores.problems')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('scores.line')}</th>
                <th scope="col">{t('scores.column')}</th>
                <th scope="col">{t('scores.problem')}</th>
              </tr>
            </thead>
            <tbody>
              {problems.map((problem, index) => (
                <tr key={index}>
                  <td className={styles.number}>{problem.line ?? t('scores.wholeFile')}</td>
                  <td>{problem.field ?? '—'}</td>
                  <td>{problem.msg}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
