import type { TFunction } from '@portal/shared/i18n';
import type { MatchCenter, TopicOption, Work, WorkStepInfo } from '@portal/shared/contracts';
import { cleanWorkTitle, WORK_TITLE } from '@portal/shared/form';
import type { Language } from '@portal/shared/i18n';
import { translateMessage } from '@portal/shared/ui';
import { formatBytes } from '../../lib/format';
import { extensionOf, isWorkFileType, typesLabel } from './file-types';

// What the team fills in for one step, and every check the page makes before any request, in the order of the API's
// userWork/add (api/src/works/submit.ts): the entry statement, the title (the contracts' rule), the topic, the file
// (SPEC §5 types, the step's types and size).

export interface WorkDraft {
  title: string;
  topic: string;
  file: File | null;
  statement: boolean;
}

export type DraftField = 'title' | 'topic' | 'file' | 'statement';

/** A check that failed, or a refusal of the server: its text, beside its field (or the form's end for 'form'). */
export interface Problem {
  field: DraftField | 'form';
  text: string;
}

/** A new draft: the work's title and topic when it replaces one, else the team's registered topic. */
export function initialDraft(registration: MatchCenter['registration'], work: Work | null): WorkDraft {
  return { title: work?.title ?? '', topic: work?.topic ?? registration?.topic ?? '', file: null, statement: false };
}

/** Why a picked file cannot be the step's work (§8 wording), or null. */
export function fileRefusal(file: Pick<File, 'name' | 'size'>, step: WorkStepInfo, t: TFunction, language: Language): string | null {
  const extension = extensionOf(file.name);
  if (!isWorkFileType(extension)) return translateMessage('uploadOnlyPdfPptMp4');
  if (!step.accept.includes(extension)) return t('works.check.stepTypes', { types: typesLabel(step.accept) });
  if (file.size > step.maxBytes) return translateMessage('fileTooLarge', { limit: formatBytes(step.maxBytes, language) });
  return null;
}

interface Context {
  step: WorkStepInfo;
  topics: readonly TopicOption[];
  t: TFunction;
  language: Language;
}

/** The first problem of the draft, in the server's order, or null when it may be uploaded and sent. */
export function checkDraft(draft: WorkDraft, { step, topics, t, language }: Context): Problem | null {
  if (!draft.statement) return { field: 'statement', text: translateMessage('tickStatement') };
  if (cleanWorkTitle(draft.title) === undefined) return { field: 'title', text: t('works.check.title', { max: WORK_TITLE.maxLength }) };
  if (!topics.some((topic) => topic.key === draft.topic)) return { field: 'topic', text: t('check.topic') };
  if (!draft.file) return { field: 'file', text: t('works.check.file') };
  const refusal = fileRefusal(draft.file, step, t, language);
  if (refusal) return { field: 'file', text: refusal };
  return null;
}
