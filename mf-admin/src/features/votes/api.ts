import type { Annulment, AnnulmentList, AnnulmentReason, VoteAnomalies } from '@portal/contracts/votes';
import { staffGet, staffPost } from '../../api/staff-client';

/** GET /api/admin/votes/annulments (organizers): the season's annulled votes, with the organizers' own reasons. */
export const fetchAnnulments = (signal: AbortSignal) => staffGet<AnnulmentList>('/admin/votes/annulments', undefined, { signal });

/** GET /api/admin/votes/anomalies (organizers): the anomaly report — counts and flagged bursts, never a contact. */
export const fetchAnomalies = (range: { from?: string; to?: string }) => (signal: AbortSignal) =>
  staffGet<VoteAnomalies>('/admin/votes/anomalies', range, { signal });

// The contract's ANNUL_SEQS_MAX (its modules are type-only imports here: the schemas stay out of the page's chunk).
const SEQS_PER_REQUEST = 500;

/**
 * POST /api/admin/votes/annulments for every seq, 500 (the most one request takes) at a time; each request is all or
 * nothing, and the first refusal stops the rest. The route asks for a fresh second factor: the staff client shows the
 * step-up dialog and retries when it does.
 */
export async function annulVotes(seqs: readonly number[], kind: AnnulmentReason, reason: string): Promise<Annulment[]> {
  const made: Annulment[] = [];
  for (let i = 0; i < seqs.length; i += SEQS_PER_REQUEST) {
    const answer = await staffPost<{ annulments: Annulment[] }>('/admin/votes/annulments', { seqs: seqs.slice(i, i + SEQS_PER_REQUEST), kind, reason });
    made.push(...answer.annulments);
  }
  return made;
}
