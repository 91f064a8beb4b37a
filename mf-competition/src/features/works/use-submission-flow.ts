import { useRef, useState } from 'react';
import { addUserWork } from '@portal/shared/api';
import type { TopicOption, Work, WorkStepInfo } from '@portal/shared/contracts';
import { failureText, useCheckedForm, type SubmitOptions } from '@portal/shared/form';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { COMPETITION_NAMESPACE } from '../../i18n/translations';
import { checkDraft, type DraftField, type WorkDraft } from './draft';
import { useTusUpload } from './use-tus-upload';

type ByStep<T> = Partial<Record<string, T>>;

/** A finished upload not yet named in a work (its submit was refused): sending again needs no new upload. */
interface Finished {
  step: string;
  file: File;
  id: string;
}

/**
 * Where the team is in submitting, kept by the page above its data part, so that a reload of the data (a language
 * switch) loses no draft and does not stop the upload: the form holding every step's draft, the upload, the works
 * just submitted.
 */
export function useSubmissionFlow() {
  const { t } = useTranslation(COMPETITION_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const upload = useTusUpload();
  // The step being sent and what its checks need: a form holds every step's draft, and sends one step at a time.
  const sending = useRef<{ step: WorkStepInfo; topics: readonly TopicOption[] } | null>(null);
  const form = useCheckedForm<ByStep<WorkDraft>>({
    defaultValues: {},
    problemOf: (drafts) => {
      const target = sending.current;
      const draft = target && drafts[target.step.step];
      if (!target || !draft) return null;
      const problem = checkDraft(draft, { step: target.step, topics: target.topics, t, language });
      return problem && { field: `${target.step.step}.${problem.field}`, text: problem.text };
    },
  });
  const [submitted, setSubmitted] = useState<ByStep<Work>>({});
  const [replacing, setReplacing] = useState<ByStep<boolean>>({});
  const [posting, setPosting] = useState<string | null>(null);
  const finished = useRef<Finished | null>(null);

  const busy = posting !== null || ['uploading', 'paused', 'waitingNetwork'].includes(upload.view.phase);

  async function fileId(step: string, file: File): Promise<string | null> {
    const done = finished.current;
    if (done && done.step === step && done.file === file) return done.id;
    // A failure is shown by the upload itself (its status and the server's words).
    const outcome = await upload.start(file, step);
    if (outcome.kind !== 'done') return null;
    finished.current = { step, file, id: outcome.id };
    return outcome.id;
  }

  /** The checked draft of `step`: the file by tus, then POST /userWork/add. */
  async function send(step: WorkStepInfo, draft: WorkDraft): Promise<void> {
    const id = await fileId(step.step, draft.file!); // checkDraft refuses a draft without a file
    if (!id) return;
    setPosting(step.step);
    try {
      const body = { step: step.step, title: draft.title.trim(), topic: draft.topic, upload: id, statementAccepted: draft.statement };
      const work = await addUserWork(body);
      finished.current = null;
      upload.reset();
      setSubmitted((current) => ({ ...current, [step.step]: work }));
      form.setValue(step.step, undefined);
      setReplacing((current) => ({ ...current, [step.step]: false }));
    } catch (error) {
      const text = failureText(error, t('works.submitFailed'));
      if (text) form.setError(`root.${step.step}`, { message: text });
    } finally {
      setPosting(null);
    }
  }

  return {
    form,
    upload,
    busy,
    sending: posting,
    submitted,
    replacing,
    /** A step's draft as the team edits it; an edit answers the problem shown (the toast stays until it goes). */
    edit: (step: string, draft: WorkDraft) => {
      form.setValue(step, draft);
      form.clearErrors([step, `root.${step}`]);
    },
    /** A check outside sending (a picked file refused): a toast and the text beside its field. */
    warn: (step: string, field: DraftField, text: string) => form.report({ field: `${step}.${field}`, text }),
    /** The problem shown for a step's field ('form': the server's refusal at the form's end). */
    problemAt: (step: string, field: DraftField | 'form'): string | null => {
      const { errors } = form.formState;
      const error = field === 'form' ? errors.root?.[step] : errors[step]?.[field];
      return error?.message ?? null;
    },
    replace: (step: string, open: boolean) => setReplacing((current) => ({ ...current, [step]: open })),
    /** Every check first (no request when one fails), then the upload and the work. */
    submit: (step: WorkStepInfo, draft: WorkDraft, topics: readonly TopicOption[], options: SubmitOptions) => {
      if (busy) return;
      form.setValue(step.step, draft);
      sending.current = { step, topics };
      void form.onSubmit((drafts) => send(step, drafts[step.step] ?? draft), options)();
    },
  };
}

export type SubmissionFlow = ReturnType<typeof useSubmissionFlow>;
