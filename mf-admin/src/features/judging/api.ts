import type {
  AdminRound,
  AdminRoundList,
  AssignBody,
  AssignResult,
  RoundProgress,
  RoundRanking,
  ShortlistBody,
  ShortlistResult,
} from '@portal/contracts/admin-judging-rounds';
import { staffGet, staffPost } from '../../api/staff-client';

// /api/admin/judging/rounds (organizers): the season file's rounds, assigning, progress, reopening a sheet, the
// ranking and a screening round's shortlist. Reopen and shortlist need a fresh second factor: the staff client asks
// for it and retries.

/** A round as the URL names it: its group and its key in the season file. */
export interface RoundRef {
  group: string;
  round: string;
}

const base = ({ group, round }: RoundRef) => `/admin/judging/rounds/${encodeURIComponent(group)}/${encodeURIComponent(round)}`;

export const fetchRounds = (signal: AbortSignal) => staffGet<AdminRoundList>('/admin/judging/rounds', undefined, { signal });

/** The one round of the list (the API has no single round's read: the list is short); `round` null: no such round. */
export async function fetchRound(ref: RoundRef, signal: AbortSignal): Promise<{ round: AdminRound | null }> {
  const { rounds } = await fetchRounds(signal);
  return { round: rounds.find((round) => String(round.group) === ref.group && round.key === ref.round) ?? null };
}

export const assignRound = (ref: RoundRef, body: AssignBody) => staffPost<AssignResult>(`${base(ref)}/assign`, body);
export const fetchProgress = (ref: RoundRef, signal: AbortSignal) => staffGet<RoundProgress>(`${base(ref)}/progress`, undefined, { signal });
export const reopenSheet = (ref: RoundRef, staffId: number, reason: string) => staffPost<unknown>(`${base(ref)}/sheets/${staffId}/reopen`, { reason });
export const computeRanking = (ref: RoundRef) => staffPost<RoundRanking>(`${base(ref)}/compute`);
export const applyShortlist = (ref: RoundRef, body: ShortlistBody) => staffPost<ShortlistResult>(`${base(ref)}/shortlist`, body);
