import type { Kysely, Transaction } from 'kysely';
import { toContestGroup } from '../../content/groups.js';
import type { Database } from '../../db/schema.js';
import type { JudgingRound } from '../rounds.js';

// A round's entries (issue 27): the rows a judge scores and a blind judge knows by number. Screening: every
// submitted work of the round's works steps this season, whatever its status (a work withdrawn later keeps its number);
// finals: the group's finalists. Numbers are given once, in a stable order, and never change: a work submitted later
// gets the next number, so "Entry 7" on a judge's notes stays entry 7.

type Db = Kysely<Database> | Transaction<Database>;

export interface EnsuredEntries {
  entries: number;
  newEntries: number;
}

interface Candidate {
  workId: number | null;
  finalistId: number | null;
  registrationId: number | null;
}

async function candidates(db: Db, season: string, round: JudgingRound): Promise<Candidate[]> {
  const group = toContestGroup(round.group);
  if (round.kind === 'finals') {
    const rows = await db.selectFrom('finalists').select(['id', 'registration_id']).where('contest_group', '=', group).orderBy('position').orderBy('id').execute();
    return rows.map((row) => ({ workId: null, finalistId: row.id, registrationId: row.registration_id }));
  }
  if (round.works.length === 0) return [];
  const rows = await db
    .selectFrom('works')
    .innerJoin('registrations', 'registrations.id', 'works.registration_id')
    .select(['works.id', 'works.registration_id'])
    .where('works.season', '=', season)
    .where('registrations.contest_group', '=', group)
    .where('works.step', 'in', round.works)
    .orderBy('works.submitted_at')
    .orderBy('works.id')
    .execute();
  return rows.map((row) => ({ workId: row.id, finalistId: null, registrationId: row.registration_id }));
}

/** Adds the round's entries it does not have yet, numbered after the last; returns how many it has and added. */
export async function ensureEntries(db: Db, season: string, round: JudgingRound, now: Date): Promise<EnsuredEntries> {
  const group = toContestGroup(round.group);
  const existing = await db
    .selectFrom('judging_entries')
    .select(['work_id', 'finalist_id', 'number'])
    .where('season', '=', season)
    .where('contest_group', '=', group)
    .where('round', '=', round.key)
    .execute();
  const seen = new Set(existing.map((row) => (row.work_id !== null ? `w${row.work_id}` : `f${row.finalist_id}`)));
  let next = existing.reduce((max, row) => Math.max(max, row.number), 0) + 1;
  const fresh = (await candidates(db, season, round)).filter((c) => !seen.has(c.workId !== null ? `w${c.workId}` : `f${c.finalistId}`));
  const createdAt = now.toISOString();
  for (const candidate of fresh) {
    await db
      .insertInto('judging_entries')
      .values({
        season,
        contest_group: group,
        round: round.key,
        number: next,
        work_id: candidate.workId,
        finalist_id: candidate.finalistId,
        registration_id: candidate.registrationId,
        created_at: createdAt,
      })
      .execute();
    next += 1;
  }
  return { entries: existing.length + fresh.length, newEntries: fresh.length };
}
