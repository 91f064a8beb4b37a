import { useId, useState } from 'react';
import type { JudgeEntry, RubricItem } from '@portal/contracts/admin-judging';
import { useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { parseScore, weightedTotal } from './total';
import { useAutosave, type SaveState } from './use-autosave';
import * as styles from './judging-desk.module.css';

const textOf = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/**
 * One number field per criterion, saved as the judge types (not a submitted form: each valid cell goes to the server
 * on its own, so the fields are plain controlled inputs rather than a react-hook-form). A cell that is not a score
 * (too high, three decimals) is marked and not sent.
 */
export function Rubric({ entry }: { entry: JudgeEntry }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const id = useId();
  const autosave = useAutosave(entry.id);
  const [values, setValues] = useState<Record<string, number | null>>(() => ({ ...entry.scores, ...autosave.queued }));
  const [texts, setTexts] = useState<Record<string, string>>(() => Object.fromEntries(entry.rubric.map((item) => [item.key, textOf(values[item.key])])));
  const [unreadable, setUnreadable] = useState<Record<string, boolean>>({});
  const editable = entry.phase === 'open' && entry.sheetStatus === 'draft';

  const type = (item: RubricItem, text: string, badInput = false) => {
    // A number field the browser cannot read (`1e`, `--`) reports '' with badInput: not a cleared score.
    // Its text is left as the browser shows it (writing it back would clear what the judge is typing).
    setUnreadable((before) => ({ ...before, [item.key]: badInput }));
    if (badInput) return;
    setTexts((before) => ({ ...before, [item.key]: text }));
    const parsed = parseScore(text, item.max);
    if (!parsed.ok) return;
    setValues((before) => ({ ...before, [item.key]: parsed.value }));
    autosave.change(item.key, parsed.value);
  };
  const step = (item: RubricItem, by: number) => {
    const now = values[item.key] ?? 0;
    const next = Math.min(item.max, Math.max(0, Math.round((now + by) * 100) / 100));
    type(item, String(next));
  };
  const total = weightedTotal(entry.rubric, values);

  return (
    <section aria-labelledby={`${id}-title`} className={styles.rubric}>
      <h2 id={`${id}-title`}>{t('desk.rubric')}</h2>
      {!editable && <p className={admin.notice}>{entry.sheetStatus === 'submitted' ? t('desk.readOnlySubmitted') : t(`desk.readOnlyPhase.${entry.phase}`)}</p>}
      {entry.rubric.map((item) => {
        const invalid = unreadable[item.key] === true || !parseScore(texts[item.key] ?? '', item.max).ok;
        return (
          <div key={item.key} className={styles.criterion}>
            <label htmlFor={`${id}-${item.key}`} className={admin.label}>
              {item.title}
            </label>
            <p id={`${id}-${item.key}-range`} className={admin.hint}>
              {t('desk.range', { max: item.max, weight: item.weight })}
            </p>
            <div className={styles.stepper}>
              <button type="button" className={styles.stepButton} aria-label={t('desk.lower', { title: item.title })} disabled={!editable} onClick={() => step(item, -1)}>
                −
              </button>
              <input
                id={`${id}-${item.key}`}
                className={styles.score}
                type="number"
                inputMode="decimal"
                min={0}
                max={item.max}
                step={0.01}
                value={texts[item.key] ?? ''}
                readOnly={!editable}
                aria-invalid={invalid || undefined}
                aria-describedby={`${id}-${item.key}-range${invalid ? ` ${id}-${item.key}-error` : ''}`}
                onChange={(event) => type(item, event.target.value, event.target.validity.badInput)}
              />
              <button type="button" className={styles.stepButton} aria-label={t('desk.raise', { title: item.title })} disabled={!editable} onClick={() => step(item, 1)}>
                +
              </button>
            </div>
            {invalid && (
              <p id={`${id}-${item.key}-error`} className={admin.error}>
                {t('desk.invalidScore', { max: item.max })}
              </p>
            )}
          </div>
        );
      })}
      <p className={styles.total}>
        {t('desk.total')} <strong>{total === null ? t('desk.totalPending') : total.toFixed(2)}</strong>
      </p>
      <SaveStatus state={autosave.state} />
    </section>
  );
}

function SaveStatus({ state }: { state: SaveState }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const text = state.kind === 'idle' ? '' : state.kind === 'refused' ? state.msg : t(`desk.save.${state.kind}`);
  return (
    <p className={`${styles.saveState} ${state.kind === 'refused' || state.kind === 'offline' ? styles.saveProblem : ''}`} role="status" aria-live="polite">
      {text}
    </p>
  );
}
