import type { Kysely } from 'kysely';
import { toContestGroup, type GroupNumber } from '../content/groups.js';
import type { Database } from '../db/schema.js';
import { pick } from '../i18n/edges.js';
import type { Language } from '../i18n/messages.js';

// A round's entries as the organizer's ranking names them (never a blind judge: this is the organizer's side):
// the work's title, team and captain's school, or the finalist's texts in the caller's language.

export interface RoundEntry {
  id: number;
  number: number;
  workId: number | null;
  finalistId: number | null;
  registrationId: number | null;
  title: string;
  teamName: string;
  school: string;
}

export async function roundEntries(db: Kysely<Database>, season: string, group: GroupNumber, round: string, lang: Language): Promise<RoundEntry[]> {
  const rows = await db
    .selectFrom('judging_entries')
    .leftJoin('works', 'works.id', 'judging_entries.work_id')
    .leftJoin('registrations', 'registrations.id', 'judging_entries.registration_id')
    .leftJoin('registration_members', (join) =>
      join.onRef('registration_members.registration_id', '=', 'judging_entries.registration_id').on('registration_members.position', '=', 'captain'),
    )
    .leftJoin('finalists', 'finalists.id', 'judging_entries.finalist_id')
    .select([
      'judging_entries.id',
      'judging_entries.number',
      'judging_entries.work_id',
      'judging_entries.finalist_id',
      'judging_entries.registration_id',
      'works.title',
      'registrations.team_name',
      'registration_members.school',
      'finalists.team_name_zh_hk',
      'finalists.team_name_zh_cn',
      'finalists.team_name_en',
      'finalists.school_zh_hk',
      'finalists.school_zh_cn',
      'finalists.school_en',
      'finalists.work_title_zh_hk',
      'finalists.work_title_zh_cn',
      'finalists.work_title_en',
    ])
    .where('judging_entries.season', '=', season)
    .where('judging_entries.contest_group', '=', toContestGroup(group))
    .where('judging_entries.round', '=', round)
    .orderBy('judging_entries.number')
    .orderBy('judging_entries.id')
    .execute();
  const seen = new Set<number>();
  return rows.flatMap((row) => {
    // A registration has one captain; the guard keeps a data slip from doubling an entry.
    if (seen.has(row.id)) return [];
    seen.add(row.id);
    const finalist = row.finalist_id !== null;
    const text = (base: 'team_name' | 'school' | 'work_title') => (finalist ? (pick(row as never, base, lang) as string | null) : null) ?? '';
    return [
      {
        id: row.id,
        number: row.number,
        workId: row.work_id,
        finalistId: row.finalist_id,
        registrationId: row.registration_id,
        title: finalist ? text('work_title') : (row.title ?? ''),
        teamName: finalist ? text('team_name') : (row.team_name ?? ''),
        school: finalist ? text('school') : (row.school ?? ''),
      },
    ];
  });
}
