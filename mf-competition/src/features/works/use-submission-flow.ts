import { useRef, useState } from 'react';
import { addUserWork } from '@portal/shared/api';
import type { TopicOption, Work, WorkStepInfo } from '@portal/shared/contracts';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { COMPETITION_NAMESPACE } from '../../i18n/translations';
import { failureText, warnText } from '../../lib/errors';
import { checkDraft, type Problem, type WorkDraft } from './draft';
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
 * switch) loses no draft and does not stop the upload: the drafts per step, the upload, the works just submitted.
 */
export function useSubmissionFlow() {
  const { t } = useTranslation(COMPETITION_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const upload = useTusUpload();
  const [drafts, setDrafts] = useState<ByStep<WorkDraft>>({});
  const [problems, setProblems] = useState<ByStep<Problem>>({});
  const [submitted, setSubmitted] = useState<ByStep<Work>>({});
  const [replacing, setReplacing] = useState<ByStep<boolean>>({});
  const [sending, setSending] = useState<string | null>(null);
  const finished = useRef<Finished | null>(null);

  const busy = sending !== null || ['uploading', 'paused', 'waitingNetwork'].includes(upload.view.phase);
  const refuse = (step: string, problem: Problem | null) => setProblems((current) => ({ ...current, [step]: problem ?? undefined }));
  /** A check that failed: a warning toast (§8) and the same text beside the field. */
  const warn = (step: string, problem: Problem) => refuse(step, { ...problem, text: warnText(problem.text) });

  async function fileId(step: string, file: File): Promise<string | null> {
    const done = finished.current;
    if (done && done.step === step && done.file === file) return done.id;
    // A failure is shown by the upload itself (its status and the server's words).
    const outcome = await upload.start(file, step);
    if (outcome.kind !== 'done') return null;
    finished.current = { step, file, id: outcome.id };
    return outcome.id;
  }

  /** Every check first (no request when one fails), then the file by tus, then POST /userWork/add. */
  async function submit(step: WorkStepInfo, draft: WorkDraft, topics: readonly TopicOption[]): Promise<void> {
    if (busy) return;
    const problem = checkDraft(draft, { step, topics, t, language });
    if (problem) {
      warn(step.step, problem);
      return;
    }
    refuse(step.step, null);
    const id = await fileId(step.step, draft.file!); // checkDraft refuses a draft without a file
    if (!id) return;
    setSending(step.step);
    try {
      const body = { step: step.step, title: draft.title.trim(), topic: draft.topic, upload: id, statementAccepted: draft.statement };
      const work = await addUserWork(body);
      finished.current = null;
      upload.reset();
      setSubmitted((current) => ({ ...current, [step.step]: work }));
      setDrafts((current) => ({ ...current, [step.step]: undefined }));
      setReplacing((current) => ({ ...current, [step.step]: false }));
    } catch (error) {
      const text = failureText(error, t('works.submitFailed'));
      if (text) refuse(step.step, { field: 'form', text });
    } finally {
      setSending(null);
    }
  }

  return {
    upload,
    busy,
    sending,
    drafts,
    problems,
    submitted,
    replacing,
    edit: (step: string, draft: WorkDraft) => {
      setDrafts((current) => ({ ...current, [step]: draft }));
      // An edit answers the problem shown; the toast stays until it times out.
      refuse(step, null);
    },
    warn,
    replace: (step: string, open: boolean) => setReplacing((current) => ({ ...current, [step]: open })),
    submit,
  };
}

export type SubmissionFlow = ReturnType<typeof useSubmissionFlow>;
