import type { Kysely } from 'kysely';
import { toContestGroup, type GroupNumber } from '../content/groups.js';
import type { Database } from '../db/schema.js';
import { listMembers, listRegistrations } from '../registrations/store.js';
import { captainSchools, listWorks } from '../works/records.js';

// The rows of the organizers' spreadsheets, as `pnpm admin … export` has always written them: a registration per
// member, a work per line. Personal data: every export of them is recorded (./export.ts).

type Db = Kysely<Database>;

export interface Table {
  header: string[];
  records: string[][];
}

export async function registrationRows(db: Db, season: string, group: GroupNumber): Promise<Table> {
  const rows = await listRegistrations(db, { season, group: toContestGroup(group) });
  const records: string[][] = [];
  for (const row of rows) {
    for (const member of await listMembers(db, row.id)) {
      records.push([
        String(row.id), row.team_name, row.topic_key, row.status, row.reason ?? '', row.created_at,
        String(member.ordinal), member.position, member.name, member.birth_date, member.school, member.student_id, member.email,
      ]);
    }
  }
  const header = ['registration', 'team', 'topic', 'status', 'reason', 'registered', 'member', 'position', 'name', 'birth_date', 'school', 'student_id', 'email'];
  return { header, records };
}

export async function workRows(db: Db, season: string, group: GroupNumber): Promise<Table> {
  const works = await listWorks(db, { season, group: toContestGroup(group) });
  const schools = await captainSchools(db, [...new Set(works.map((work) => work.registrationId))]);
  const header = ['work', 'team', 'captain_school', 'step', 'title', 'topic', 'file', 'size', 'duration_seconds', 'status', 'submitted'];
  const records = works.map((work) => [
    String(work.id), work.team.name, schools.get(work.registrationId) ?? '', work.step, work.title, work.topicKey,
    work.upload.name, String(work.upload.size), work.upload.durationMs === null ? '' : String(work.upload.durationMs / 1000),
    work.status, work.submittedAt,
  ]);
  return { header, records };
}
