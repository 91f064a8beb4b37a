import type { ComputedResult, PublishedWinners, ScoreImportResult, ScoreSheetProblem, ScoreSheetView } from '@portal/contracts/admin-results';
import { ApiError } from '@portal/shared/api';
import { staffGet, staffPost, staffRequest } from '../../api/staff-client';

// /api/admin/scores and /api/admin/winners (organizers): the jury's sheet of a group, its import, compute and publish.
export type Group = 1 | 2;

export const fetchSheet = (group: Group, signal: AbortSignal) => staffGet<ScoreSheetView>('/admin/scores', { group }, { signal });
export const computeResult = (group: Group) => staffPost<ComputedResult>('/admin/scores/compute', { group });
/** Publishes exactly the table reviewed: the server refuses a digest a fresh compute no longer gives. */
export const publishWinners = (group: Group, digest: string) => staffPost<PublishedWinners>('/admin/winners/publish', { group, digest });

/** The sheet as the `file` part of a form, as a browser sends a chosen file. */
export function importSheet(group: Group, file: File): Promise<ScoreImportResult> {
  const form = new FormData();
  form.append('file', file);
  return staffRequest<ScoreImportResult>({ method: 'post', url: '/admin/scores/import', params: { group }, data: form });
}

/** A refused sheet's problems, each with its line, as the server listed them (nothing was imported). */
export function sheetProblems(error: unknown): ScoreSheetProblem[] {
  if (!(error instanceof ApiError)) return [];
  const data = error.envelope?.data as { problems?: unknown } | null | undefined;
  return Array.isArray(data?.problems) ? (data.problems as ScoreSheetProblem[]) : [];
}
