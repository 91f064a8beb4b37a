import type { DeclareConflictBody, JudgeConflicts, JudgeEntry, JudgingDesk, SavedScores, SaveScoresBody, SubmittedSheet } from '@portal/contracts/admin-judging';
import { staffGet, staffPost, staffRequest } from '../../api/staff-client';

// The judge's desk in the staff API (contracts/src/admin-judging.ts): only the caller's assigned, non-conflicted
// entries; the server checks the role, the round's phase and the sheet's lock on every call.
const BASE = '/admin/judging';

export const fetchDesk = (signal: AbortSignal) => staffGet<JudgingDesk>(`${BASE}/desk`, undefined, { signal });

export const fetchEntry = (id: string, signal: AbortSignal) => staffGet<JudgeEntry>(`${BASE}/entries/${id}`, undefined, { signal });

/**
 * Silent: the page says how the save went in its own live region (a toast per keystroke would drown the judge), and
 * a refusal's words are shown there. Saving the same cells again changes nothing on the server, so a queued save is
 * resent freely.
 */
export const saveScores = (entryId: number, scores: SaveScoresBody['scores']) =>
  staffRequest<SavedScores>({ method: 'put', url: `${BASE}/entries/${entryId}/scores`, data: { scores } satisfies SaveScoresBody, silent: true });

/** Silent: a refusal (IncompleteSheet) is shown on the round's card as the entries still missing a score. */
export const submitSheet = (group: number, round: string) => staffPost<SubmittedSheet>(`${BASE}/rounds/${group}/${round}/submit`, undefined, { silent: true });

export const fetchConflicts = (signal: AbortSignal) => staffGet<JudgeConflicts>(`${BASE}/conflicts`, undefined, { signal });

export const declareConflict = (body: DeclareConflictBody) => staffPost<JudgeConflicts>(`${BASE}/conflicts`, body);
