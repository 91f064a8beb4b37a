import { useId, useState } from 'react';
import type { AdminRound, AssignBody, AssignResult } from '@portal/contracts/admin-judging-rounds';
import { failureText, firstProblem, useCheckedForm } from '@portal/shared/form';
import { useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { assignRound, type RoundRef } from './api';
import * as styles from './judging.module.css';

interface AssignValues {
  mode: AssignBody['mode'];
  over: AssignBody['over'];
  /** As the number field holds it. */
  perEntry: string;
}

const PER_ENTRY_MAX = 50;

/**
 * Assigning the round's entries: everything to every judge (or panel), or each entry to n judges (or panels) spread
 * evenly. Assigning again only adds what is new (entries submitted since, judges added), so it is safe to repeat.
 */
export function Assign({ round, at, onAssigned }: { round: AdminRound; at: RoundRef; onAssigned: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const id = useId();
  const [result, setResult] = useState<AssignResult | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useCheckedForm<AssignValues>({
    defaultValues: { mode: 'all', over: 'judges', perEntry: '2' },
    problemOf: (values) =>
      firstProblem<AssignValues>(
        [
          {
            field: 'perEntry',
            ok: ({ mode, perEntry }) => mode === 'all' || (/^\d+$/.test(perEntry.trim()) && Number(perEntry) >= 1 && Number(perEntry) <= PER_ENTRY_MAX),
            message: { text: t('judging.perEntryInvalid', { max: PER_ENTRY_MAX }) },
          },
        ],
        values,
      ),
  });
  const mode = form.watch('mode');
  const { errors, isSubmitting } = form.formState;

  const send = async ({ mode: chosen, over, perEntry }: AssignValues) => {
    setRefusal(null);
    setResult(null);
    const body: AssignBody = chosen === 'spread' ? { mode: chosen, over, perEntry: Number(perEntry) } : { mode: chosen, over };
    try {
      setResult(await assignRound(at, body));
      onAssigned();
    } catch (failure) {
      setRefusal(failureText(failure, t('judging.assignFailed')));
    }
  };

  const noPanels = round.panels.length === 0;
  return (
    <section aria-labelledby={`${id}-title`} className={styles.panel}>
      <h2 id={`${id}-title`}>{t('judging.assign')}</h2>
      <p>{t('judging.assignHint')}</p>
      <form className={styles.assign} onSubmit={(event) => void form.onSubmit(send)(event)} noValidate aria-busy={isSubmitting}>
        <fieldset>
          <legend>{t('judging.assignMode')}</legend>
          <label className={styles.choice}>
            <input type="radio" value="all" {...form.register('mode')} />
            {t('judging.modeAll')}
          </label>
          <label className={styles.choice}>
            <input type="radio" value="spread" {...form.register('mode')} />
            {t('judging.modeSpread')}
          </label>
        </fieldset>
        <fieldset>
          <legend>{t('judging.assignOver')}</legend>
          <label className={styles.choice}>
            <input type="radio" value="judges" {...form.register('over')} />
            {t('judging.overJudges')}
          </label>
          <label className={styles.choice}>
            <input type="radio" value="panels" disabled={noPanels} aria-describedby={noPanels ? `${id}-nopanels` : undefined} {...form.register('over')} />
            {t('judging.overPanels')}
          </label>
          {noPanels && (
            <span id={`${id}-nopanels`} className={admin.hint}>
              {t('judging.noPanels')}
            </span>
          )}
        </fieldset>
        {mode === 'spread' && (
          <div className={admin.field}>
            <label htmlFor={`${id}-per`} className={admin.label}>
              {t('judging.perEntry')}
            </label>
            <input
              id={`${id}-per`}
              type="number"
              inputMode="numeric"
              min={1}
              max={PER_ENTRY_MAX}
              className={`${admin.input} ${styles.perEntry}`}
              aria-invalid={errors.perEntry ? true : undefined}
              aria-describedby={errors.perEntry ? `${id}-per-error` : undefined}
              {...form.register('perEntry')}
            />
            {errors.perEntry?.message && (
              <p id={`${id}-per-error`} className={admin.error}>
                {errors.perEntry.message}
              </p>
            )}
          </div>
        )}
        <button type="submit" className={admin.button} disabled={isSubmitting}>
          {t('judging.assignSubmit')}
        </button>
      </form>
      {refusal && (
        <p role="alert" className={styles.refusal}>
          {refusal}
        </p>
      )}
      {result && (
        <p role="status" className={styles.done}>
          {t('judging.assignDone', result)}
        </p>
      )}
    </section>
  );
}
