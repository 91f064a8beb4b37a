import type { AdminQuestionSummary, AdminQuestionThread, AnswerQuestionBody, QuestionFaqDraft } from '@portal/contracts/admin-questions';
import { staffGet, staffPost } from '../../api/staff-client';
import { pagedLoader } from '../../components/resource-table';

// The questions' calls of the staff API (api/src/questions/admin-routes.ts): organizers, reviewers and editors read;
// organizers and reviewers answer; organizers and editors make FAQ drafts.
const BASE = '/admin/questions';

/** The inbox: `state` (all, unanswered), search, paging; the unanswered first. */
export const loadQuestions = pagedLoader<AdminQuestionSummary>(BASE);

export const fetchQuestion = (id: string, signal: AbortSignal) => staffGet<AdminQuestionThread>(`${BASE}/${id}`, undefined, { signal });

/** The server stores it, mails the team in its language and answers with the thread. */
export const answerQuestion = (id: number, body: AnswerQuestionBody) => staffPost<AdminQuestionThread>(`${BASE}/${id}/answer`, body);

export const makeFaqDraft = (id: number, messageId: number) => staffPost<QuestionFaqDraft>(`${BASE}/${id}/messages/${messageId}/faq-draft`);
