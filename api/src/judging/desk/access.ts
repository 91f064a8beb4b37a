import type { Kysely, Transaction } from 'kysely';
import { toContestGroup } from '../../content/groups.js';
import type { Database } from '../../db/schema.js';
import type { Season } from '../../season/season.js';
import { conflictedPairs, pairKey } from '../conflicts-read.js';
import { judgingRounds, type JudgingRound } from '../rounds.js';

// What a judge may see (issue 27 points 2–3): the season file's rounds in which they have assignments, and in each
// the entries assigned to them that are not in conflict (conflicts-read.ts, the one rule). An entry outside that is,
// to the judge, not there at all: every route answers it as an unknown id.

type Db = Kysely<Database> | Transaction<Database>;

export interface DeskEntryRow {
  id: number;
  number: number;
  workId: number | null;
  finalistId: number | null;
  registrationId: number | null;
}

/** The rounds (file order) where the judge has at least one assignment. */
export async function roundsOfJudge(db: Db, season: Season, staffId: number): Promise<JudgingRound[]> {
  const rows = await db
    .selectFrom('judging_assignments')
    .innerJoin('judging_entries', 'judging_entries.id', 'judging_assignments.entry_id')
    .select(['judging_entries.contest_group', 'judging_entries.round'])
    .distinct()
    .where('judging_assignments.staff_id', '=', staffId)
    .where('judging_entries.season', '=', season.id)
    .execute();
  const keys = new Set(rows.map((row) => `${row.contest_group}/${row.round}`));
  return judgingRounds(season).filter((round) => keys.has(`${toContestGroup(round.group)}/${round.key}`));
}

/** The judge's entries of a round, assigned and not in conflict, by number. */
export async function entriesOfJudge(db: Db, season: Season, round: JudgingRound, staffId: number): Promise<DeskEntryRow[]> {
  const rows = await db
    .selectFrom('judging_assignments')
    .innerJoin('judging_entries', 'judging_entries.id', 'judging_assignments.entry_id')
    .select([
      'judging_entries.id as id',
      'judging_entries.number as number',
      'judging_entries.work_id as workId',
      'judging_entries.finalist_id as finalistId',
      'judging_entries.registration_id as registrationId',
    ])
    .distinct()
    .where('judging_assignments.staff_id', '=', staffId)
    .where('judging_entries.season', '=', season.id)
    .where('judging_entries.contest_group', '=', toContestGroup(round.group))
    .where('judging_entries.round', '=', round.key)
    .orderBy('judging_entries.number')
    .execute();
  const conflicted = await conflictedPairs(db as Kysely<Database>, season.id, round.group, round.key, staffId);
  return rows.filter((row) => !conflicted.has(pairKey(staffId, row.id)));
}

/** An entry the judge may see, with its round; undefined for an unknown, unassigned or conflicted one alike. */
export async function entryOfJudge(
  db: Db,
  season: Season,
  staffId: number,
  entryId: number,
): Promise<{ round: JudgingRound; entry: DeskEntryRow; list: DeskEntryRow[] } | undefined> {
  const row = await db
    .selectFrom('judging_entries')
    .select(['contest_group', 'round'])
    .where('id', '=', entryId)
    .where('season', '=', season.id)
    .executeTakeFirst();
  if (!row) return undefined;
  const round = judgingRounds(season).find((candidate) => toContestGroup(candidate.group) === row.contest_group && candidate.key === row.round);
  if (!round) return undefined;
  const list = await entriesOfJudge(db, season, round, staffId);
  const entry = list.find((candidate) => candidate.id === entryId);
  return entry ? { round, entry, list } : undefined;
}
