import { useId, type ChangeEvent, type FormEvent } from 'react';
import type { MatchCenter, TopicOption, Work, WorkStepInfo } from '@portal/shared/contracts';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { SelectField, TextField } from '../../../components/Field';
import * as styles from '../../../components/competition.module.css';
import { useWatch } from '@portal/shared/form';
import { COMPETITION_NAMESPACE } from '../../../i18n/translations';
import { fileRefusal, initialDraft, type DraftField, type WorkDraft } from '../draft';
import type { SubmissionFlow } from '../use-submission-flow';
import { FileField } from './FileField';
import { StatementField } from './StatementField';
import { UploadPanel } from './UploadPanel';

interface WorkFormProps {
  step: WorkStepInfo;
  registration: NonNullable<MatchCenter['registration']>;
  /** The work it replaces, if any. */
  work: Work | null;
  topics: TopicOption[];
  flow: SubmissionFlow;
}

/** Title, topic, file and entry statement of one step's work; sending uploads the file, then submits the work. */
export function WorkForm({ step, registration, work, topics, flow }: WorkFormProps) {
  const { t } = useTranslation(COMPETITION_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const base = useId();
  const draft = useWatch({ control: flow.form.control, name: step.step }) ?? initialDraft(registration, work);
  const idOf = (field: DraftField) => `${base}-${field}`;
  const errorAt = (field: DraftField | 'form') => flow.problemAt(step.step, field);
  const edit = (patch: Partial<WorkDraft>) => flow.edit(step.step, { ...draft, ...patch });
  const ownUpload = flow.upload.view.step === step.step && flow.upload.view.phase !== 'idle';
  // The field a check refused gets the focus (and with it its message, through aria-describedby).
  const focus = (path: string) => document.getElementById(`${base}-${path.slice(step.step.length + 1)}`)?.focus();

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    const refusal = file && fileRefusal(file, step, t, language);
    if (!refusal) {
      edit({ file });
      return;
    }
    event.target.value = ''; // refused: nothing stays picked, and the same file can be picked again
    edit({ file: null });
    flow.warn(step.step, 'file', refusal);
  }

  const topicOptions = [{ value: '', label: t('form.chooseTopic') }, ...topics.map(({ key, title }) => ({ value: key, label: title }))];
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    flow.submit(step, draft, topics, { focus });
  };
  return (
    <form className={styles.form} noValidate aria-busy={flow.busy} onSubmit={send}>
      <fieldset className={styles.plain} disabled={flow.busy}>
        {work && <p className={styles.hint}>{t('works.form.replaceHint')}</p>}
        <div className={styles.teamGrid}>
          <TextField
            id={idOf('title')}
            label={t('works.form.title')}
            autoComplete="off"
            value={draft.title}
            error={errorAt('title')}
            onChange={(title) => edit({ title })}
          />
          <SelectField
            id={idOf('topic')}
            label={t('works.form.topic')}
            options={topicOptions}
            value={topics.some(({ key }) => key === draft.topic) ? draft.topic : ''}
            error={errorAt('topic')}
            onChange={(topic) => edit({ topic })}
          />
        </div>
        <FileField id={idOf('file')} step={step} file={draft.file} error={errorAt('file')} onPick={pick} />
        <StatementField
          id={idOf('statement')}
          checked={draft.statement}
          error={errorAt('statement')}
          onChange={(statement) => edit({ statement })}
        />
      </fieldset>
      {ownUpload && <UploadPanel upload={flow.upload} />}
      {errorAt('form') && (
        <p className={styles.error} role="alert">
          {errorAt('form')}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={flow.busy}>
          {work ? t('works.form.replaceSubmit') : t('works.form.submit')}
        </button>
        {work && (
          <button type="button" className={styles.secondary} disabled={flow.busy} onClick={() => flow.replace(step.step, false)}>
            {t('works.form.cancelReplace')}
          </button>
        )}
      </div>
    </form>
  );
}
