import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { pick } from '../../i18n/edges.js';
import type { Language } from '../../i18n/messages.js';

// What the organizer (never a blind judge) reads beside an entry's number: the work's title, the team, its school(s).

type Db = Kysely<Database> | Transaction<Database>;

export interface EntryRow {
  id: number;
  number: number;
  work_id: number | null;
  finalist_id: number | null;
  registration_id: number | null;
}

export interface EntryLabel {
  title: string;
  teamName: string;
  school: string;
}

export async function entryLabels(db: Db, entries: EntryRow[], lang: Language): Promise<Map<number, EntryLabel>> {
  const labels = new Map<number, EntryLabel>();
  const workIds = entries.map((entry) => entry.work_id).filter((id): id is number => id !== null);
  const finalistIds = entries.map((entry) => entry.finalist_id).filter((id): id is number => id !== null);
  const registrationIds = [...new Set(entries.map((entry) => entry.registration_id).filter((id): id is number => id !== null))];
  const works = workIds.length === 0 ? [] : await db.selectFrom('works').select(['id', 'title']).where('id', 'in', workIds).execute();
  const finalists = finalistIds.length === 0 ? [] : await db.selectFrom('finalists').selectAll().where('id', 'in', finalistIds).execute();
  const teams = registrationIds.length === 0 ? [] : await db.selectFrom('registrations').select(['id', 'team_name']).where('id', 'in', registrationIds).execute();
  const members =
    registrationIds.length === 0
      ? []
      : await db.selectFrom('registration_members').select(['registration_id', 'school']).where('registration_id', 'in', registrationIds).orderBy('id').execute();
  for (const entry of entries) {
    const finalist = finalists.find((row) => row.id === entry.finalist_id);
    const team = teams.find((row) => row.id === entry.registration_id);
    // A team's members may come from several schools: each once, in the members' order.
    const schools = [...new Set(members.filter((row) => row.registration_id === entry.registration_id).map((row) => row.school))];
    labels.set(entry.id, {
      title: finalist ? pick(finalist, 'work_title', lang) : (works.find((row) => row.id === entry.work_id)?.title ?? ''),
      teamName: finalist ? pick(finalist, 'team_name', lang) : (team?.team_name ?? ''),
      school: finalist ? pick(finalist, 'school', lang) : schools.join(' / '),
    });
  }
  return labels;
}
