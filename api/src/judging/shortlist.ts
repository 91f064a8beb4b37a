import type { Kysely } from 'kysely';
import type { ShortlistResult } from '@portal/contracts/admin-judging-rounds';
import type { Acting } from '../audit/acting.js';
import { recordAudit } from '../audit/record.js';
import { toContestGroup, type GroupNumber } from '../content/groups.js';
import type { Database } from '../db/schema.js';
import { changeWorkStatus, type WorkDecisionDeps } from '../works/decide.js';
import { findWork } from '../works/records.js';
import { canMove } from '../works/status.js';
import { computeRoundRanking } from './ranking.js';
import { JudgingResultsError } from './results-refusals.js';
import { roundPhase } from './rounds.js';

// A screening round ends in a shortlist (issue 27 point 7): the ranking the organizer reviewed (its digest) is
// recomputed; the top `shortlist` works become shortlisted and the rest notShortlisted, each through the one status
// change of the back office and `pnpm admin works status` (works/decide.ts: its rule, history, audit entry and mail).
// Allowed once every assigned sheet is submitted, or once the round has closed (late judges then abstain).
// Every refusal is checked before the first status moves; the statuses then change one work at a time (each its own
// recorded change), and the shortlist's row and audit entry come last.

export interface ShortlistRequest {
  digest: string;
  /** Entry numbers that go through, needed only when a tie straddles the cut. */
  entries?: number[];
}

async function pendingSheets(db: Kysely<Database>, season: string, group: GroupNumber, round: string): Promise<number> {
  const assigned = await db
    .selectFrom('judging_assignments')
    .innerJoin('judging_entries', 'judging_entries.id', 'judging_assignments.entry_id')
    .select('judging_assignments.staff_id')
    .distinct()
    .where('judging_entries.season', '=', season)
    .where('judging_entries.contest_group', '=', toContestGroup(group))
    .where('judging_entries.round', '=', round)
    .execute();
  const submitted = await db
    .selectFrom('judging_sheets')
    .select('staff_id')
    .where('season', '=', season)
    .where('contest_group', '=', toContestGroup(group))
    .where('round', '=', round)
    .where('status', '=', 'submitted')
    .execute();
  const done = new Set(submitted.map((row) => row.staff_id));
  return assigned.filter((row) => !done.has(row.staff_id)).length;
}

/** The entry numbers that go through: the top `size`, or — with a tie at the cut — the organizer's choice, checked. */
function chosen(ranked: { number: number; inShortlist: boolean }[], tieAtCut: number[], size: number, entries: number[] | undefined): Set<number> {
  const top = ranked.filter((row) => row.inShortlist).map((row) => row.number);
  if (tieAtCut.length === 0) {
    if (entries && (entries.length !== size || entries.some((n) => !top.includes(n)))) throw new JudgingResultsError({ reason: 'entriesInvalid', size });
    return new Set(top);
  }
  if (!entries) throw new JudgingResultsError({ reason: 'tieUnresolved', tied: tieAtCut, size });
  const picked = new Set(entries);
  const above = top.filter((n) => !tieAtCut.includes(n));
  const valid = picked.size === entries.length && picked.size === size && above.every((n) => picked.has(n)) && entries.every((n) => above.includes(n) || tieAtCut.includes(n));
  if (!valid) throw new JudgingResultsError({ reason: 'entriesInvalid', size });
  return picked;
}

export async function applyShortlist(deps: WorkDecisionDeps, group: GroupNumber, key: string, request: ShortlistRequest, acting: Acting): Promise<ShortlistResult> {
  const { db, season } = deps;
  const { round, entries, answer } = await computeRoundRanking(db, season, group, key, 'en');
  if (round.kind !== 'screening' || answer.shortlist === null) throw new JudgingResultsError({ reason: 'notScreening', round: key });
  if (answer.digest !== request.digest) throw new JudgingResultsError({ reason: 'digestChanged', digest: answer.digest, expected: request.digest });
  const pending = await pendingSheets(db, season.id, group, key);
  if (pending > 0 && roundPhase(season, round) !== 'closed') throw new JudgingResultsError({ reason: 'notReady', round: key, pending });
  const through = chosen(answer.rows, answer.tieAtCut, answer.shortlist, request.entries);
  const moves: { workId: number; to: 'shortlisted' | 'notShortlisted' }[] = [];
  const conflicts: number[] = [];
  for (const entry of entries) {
    if (entry.workId === null) continue;
    const to = through.has(entry.number) ? 'shortlisted' : 'notShortlisted';
    const work = await findWork(db, entry.workId);
    if (!work || work.status === to) continue;
    if (!canMove(work.status, to)) conflicts.push(entry.workId);
    else moves.push({ workId: entry.workId, to });
  }
  if (conflicts.length > 0) throw new JudgingResultsError({ reason: 'statusConflict', works: conflicts });
  let mailed = 0;
  for (const move of moves) {
    const changed = await changeWorkStatus(deps, acting, move.workId, move.to, undefined);
    if (changed.ok) mailed += 1;
  }
  const appliedAt = season.now().toISOString();
  const shortlisted = through.size;
  const notShortlisted = entries.filter((entry) => entry.workId !== null).length - shortlisted;
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('judging_shortlists')
      .values({ season: season.id, contest_group: toContestGroup(group), round: key, digest: answer.digest, size: answer.shortlist ?? 0, applied_at: appliedAt, applied_by: acting.name })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, acting.actor, {
      action: 'judging.shortlist',
      target: `judging_shortlist:${row.id}`,
      detail: { season: season.id, group, round: key, digest: answer.digest, shortlisted, notShortlisted, changed: moves.length },
    });
  });
  return { group, round: key, shortlisted, notShortlisted, mailed, appliedAt };
}
