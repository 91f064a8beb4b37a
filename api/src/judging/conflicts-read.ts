import type { Kysely } from 'kysely';
import { toContestGroup, type GroupNumber } from '../content/groups.js';
import type { Database } from '../db/schema.js';
import { schoolKey } from '../scoring/most-active.js';

// Which judge may not judge which entry (issue 27 point 3): one rule, read by the desk (the entry disappears from the
// judge's list), by assigning (never assign it) and by compute (never count it). A judge is in conflict with an entry
// when they declared a conflict with its team (the registration behind it) or with a school that any member of that
// team gives (compared folded, as the most-active-school award compares schools), or — for a finalist not linked to a
// registration — that the finalist's school names in any language.

type Db = Kysely<Database>;

/** `staffId:entryId` keys of the round's entries each judge may not judge. */
export type ConflictedPairs = Set<string>;

export const pairKey = (staffId: number, entryId: number) => `${staffId}:${entryId}`;

export async function conflictedPairs(db: Db, season: string, group: GroupNumber, round: string, staffId?: number): Promise<ConflictedPairs> {
  let conflictQuery = db.selectFrom('judging_conflicts').select(['staff_id', 'kind', 'registration_id', 'school_key']).where('season', '=', season);
  if (staffId !== undefined) conflictQuery = conflictQuery.where('staff_id', '=', staffId);
  const conflicts = await conflictQuery.orderBy('id').execute();
  const pairs: ConflictedPairs = new Set();
  if (conflicts.length === 0) return pairs;
  const entries = await db
    .selectFrom('judging_entries')
    .leftJoin('finalists', 'finalists.id', 'judging_entries.finalist_id')
    .select([
      'judging_entries.id',
      'judging_entries.registration_id',
      'finalists.school_zh_hk',
      'finalists.school_zh_cn',
      'finalists.school_en',
    ])
    .where('judging_entries.season', '=', season)
    .where('judging_entries.contest_group', '=', toContestGroup(group))
    .where('judging_entries.round', '=', round)
    .orderBy('judging_entries.id')
    .execute();
  const registrationIds = [...new Set(entries.map((entry) => entry.registration_id).filter((id): id is number => id !== null))];
  const memberSchools = new Map<number, Set<string>>();
  if (registrationIds.length > 0) {
    const members = await db
      .selectFrom('registration_members')
      .select(['registration_id', 'school'])
      .where('registration_id', 'in', registrationIds)
      .orderBy('registration_id')
      .orderBy('id')
      .execute();
    for (const member of members) {
      const schools = memberSchools.get(member.registration_id) ?? new Set<string>();
      schools.add(schoolKey(member.school));
      memberSchools.set(member.registration_id, schools);
    }
  }
  for (const entry of entries) {
    const schools =
      entry.registration_id !== null
        ? (memberSchools.get(entry.registration_id) ?? new Set<string>())
        : new Set([entry.school_zh_hk, entry.school_zh_cn, entry.school_en].filter((name): name is string => !!name).map(schoolKey));
    for (const conflict of conflicts) {
      const team = conflict.kind === 'team' && conflict.registration_id !== null && conflict.registration_id === entry.registration_id;
      const school = conflict.kind === 'school' && conflict.school_key !== null && schools.has(conflict.school_key);
      if (team || school) pairs.add(pairKey(conflict.staff_id, entry.id));
    }
  }
  return pairs;
}
