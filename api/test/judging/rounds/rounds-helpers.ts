import type { App } from '../../../src/app.js';
import { createStaffSession, type TestStaffSession } from '../../../src/testing/staff.js';
import { staffCall } from '../../staff/results-helpers.js';
import { recordWork } from '../../works/tus-helpers.js';
import { registeredTeam, type Team } from '../../works/user-work/work-helpers.js';

// The organizer's judging rounds under test (issue 27): teams with a submitted work, judges, and sheets written
// straight in the database (the judge's desk has tests of its own).

/** Inside group 1's `firstRound` (2023-12-02 … 2024-01-25) and group 2's `firstScreening` (2024-01-01 … 01-31). */
export const DURING_ROUNDS = new Date('2024-01-10T10:00:00+08:00');

export interface TeamWork extends Team {
  workId: number;
}

/** A passed team of `group` that submitted its screening work. */
export async function teamWithWork(app: App, group: 1 | 2, language = 'en'): Promise<TeamWork> {
  const team = await registeredTeam(app, group, { language });
  await recordWork(app, team.userId, group === 1 ? 'videoSubmission' : 'preliminarySubmission', 'submitted');
  const work = await app.db.selectFrom('works').select('id').where('registration_id', '=', team.registrationId).executeTakeFirstOrThrow();
  return { ...team, workId: work.id };
}

export async function judges(app: App, count: number, lang?: string): Promise<TestStaffSession[]> {
  const made: TestStaffSession[] = [];
  for (let i = 0; i < count; i += 1) {
    const judge = await createStaffSession(app.db, { role: 'judge' });
    if (lang) await app.db.updateTable('staff_members').set({ lang }).where('id', '=', judge.member.id).execute();
    made.push(judge);
  }
  return made;
}

export const organizerCall = (app: App, organizer: TestStaffSession) =>
  <T>(method: 'GET' | 'POST', url: string, body?: unknown, lang?: string) => staffCall<T>(app, organizer.headers, method, url, body, lang);

/** A judge's sheet of a round with every criterion of `entries` scored `score`, in `status`. */
export async function writeSheet(app: App, options: { staffId: number; group: 1 | 2; round: string; entries: number[]; criteria: string[]; status: 'draft' | 'submitted' }): Promise<number> {
  const now = new Date().toISOString();
  const sheet = await app.db
    .insertInto('judging_sheets')
    .values({
      season: app.season.id,
      contest_group: options.group === 1 ? 'secondary' : 'university',
      round: options.round,
      staff_id: options.staffId,
      status: options.status,
      created_at: now,
      updated_at: now,
      submitted_at: options.status === 'submitted' ? now : null,
      hash: options.status === 'submitted' ? 'a'.repeat(64) : null,
      reopened_at: null,
      reopened_by: null,
      reopen_reason: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const entryId of options.entries) {
    for (const criterion of options.criteria) {
      await app.db.insertInto('judging_scores').values({ sheet_id: sheet.id, entry_id: entryId, criterion, score_centi: 5000, updated_at: now }).execute();
    }
  }
  return sheet.id;
}

/** A declared conflict of a judge with a team. */
export async function teamConflict(app: App, staffId: number, registrationId: number): Promise<void> {
  await app.db
    .insertInto('judging_conflicts')
    .values({ season: app.season.id, staff_id: staffId, kind: 'team', registration_id: registrationId, school: null, school_key: null, entry_id: null, note: null, declared_at: new Date().toISOString() })
    .execute();
}

/** The round's assignments as `staffId:entryNumber` pairs, and every judge's load. */
export async function assignmentsOf(app: App, group: 1 | 2, round: string) {
  const rows = await app.db
    .selectFrom('judging_assignments')
    .innerJoin('judging_entries', 'judging_entries.id', 'judging_assignments.entry_id')
    .select(['judging_assignments.staff_id', 'judging_assignments.panel', 'judging_entries.number', 'judging_entries.id as entryId'])
    .where('judging_entries.season', '=', app.season.id)
    .where('judging_entries.contest_group', '=', group === 1 ? 'secondary' : 'university')
    .where('judging_entries.round', '=', round)
    .orderBy('judging_assignments.id')
    .execute();
  const load = new Map<number, number>();
  for (const row of rows) load.set(row.staff_id, (load.get(row.staff_id) ?? 0) + 1);
  return { rows, load };
}

/** Everything judging and the audit log hold, to show a refused request changed nothing. */
export async function judgingState(app: App) {
  await app.messages.drain();
  return {
    entries: await app.db.selectFrom('judging_entries').selectAll().orderBy('id').execute(),
    assignments: await app.db.selectFrom('judging_assignments').selectAll().orderBy('id').execute(),
    sheets: await app.db.selectFrom('judging_sheets').selectAll().orderBy('id').execute(),
    messages: await app.db.selectFrom('messages').select('id').orderBy('id').execute(),
    audit: (await app.db.selectFrom('audit_head').select('seq').executeTakeFirstOrThrow()).seq,
  };
}
