import type { Kysely } from 'kysely';
import { toContestGroup } from '../../../src/content/groups.js';
import type { Database } from '../../../src/db/schema.js';
import { sheetHash } from '../../../src/judging/sheet-hash.js';

// A judging round made straight in the database for the compute tests: judges, entries, assignments, sheets with
// their scores (a submitted one with the hash submission stores), and declared conflicts.

type Db = Kysely<Database>;
const SEASON = '2023-2024';
const at = () => new Date().toISOString();
let judgeCount = 0;

export async function addJudge(db: Db, name?: string): Promise<number> {
  judgeCount += 1;
  const email = `judge-${judgeCount}-${Math.random().toString(36).slice(2, 8)}@staff.test`;
  const row = await db
    .insertInto('staff_members')
    .values({ email, name: name ?? `Judge ${judgeCount}`, role: 'judge', status: 'active', password_hash: null, totp_secret: null, totp_enabled_at: null, totp_last_step: null, invited_by: null, created_at: at(), last_sign_in_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function addEntry(db: Db, group: 1 | 2, round: string, number: number, link: { workId?: number; finalistId?: number; registrationId?: number | null }): Promise<number> {
  const row = await db
    .insertInto('judging_entries')
    .values({ season: SEASON, contest_group: toContestGroup(group), round, number, work_id: link.workId ?? null, finalist_id: link.finalistId ?? null, registration_id: link.registrationId ?? null, created_at: at() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function assign(db: Db, entryIds: number[], staffId: number): Promise<void> {
  if (entryIds.length === 0) return;
  await db.insertInto('judging_assignments').values(entryIds.map((entry_id) => ({ entry_id, staff_id: staffId, panel: null, assigned_at: at(), assigned_by: 'test' }))).execute();
}

/** cells: [entryId, criterion, hundredths]. */
export async function addSheet(db: Db, group: 1 | 2, round: string, staffId: number, status: 'draft' | 'submitted', cells: [number, string, number][]): Promise<number> {
  const hash = status === 'submitted' ? sheetHash({ season: SEASON, group, round, staffId }, cells.map(([entryId, criterion, centi]) => ({ entryId, criterion, centi }))) : null;
  const sheet = await db
    .insertInto('judging_sheets')
    .values({ season: SEASON, contest_group: toContestGroup(group), round, staff_id: staffId, status, created_at: at(), updated_at: at(), submitted_at: status === 'submitted' ? at() : null, hash, reopened_at: null, reopened_by: null, reopen_reason: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let start = 0; start < cells.length; start += 300) {
    await db
      .insertInto('judging_scores')
      .values(cells.slice(start, start + 300).map(([entry_id, criterion, score_centi]) => ({ sheet_id: sheet.id, entry_id, criterion, score_centi, updated_at: at() })))
      .execute();
  }
  return sheet.id;
}

export async function teamConflict(db: Db, staffId: number, registrationId: number): Promise<void> {
  await db.insertInto('judging_conflicts').values({ season: SEASON, staff_id: staffId, kind: 'team', registration_id: registrationId, school: null, school_key: null, entry_id: null, note: null, declared_at: at() }).execute();
}

/** A registration with one submitted work (and its account), as the screening round's entries need. */
export async function addTeamWork(db: Db, group: 1 | 2, email: string): Promise<{ userId: number; registrationId: number; workId: number }> {
  const { id: userId } = await db.insertInto('users').values({ email, team_name: null, password_hash: null, created_at: at(), avatar: null, members: null }).returning('id').executeTakeFirstOrThrow();
  const { id: registrationId } = await db
    .insertInto('registrations')
    .values({ season: SEASON, user_id: userId, contest_group: toContestGroup(group), team_name: `Team ${email}`, topic_key: 'topic', status: 'passed', reason: null, language: 'en', created_at: at(), updated_at: at() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: uploadId } = await db
    .insertInto('uploads')
    .values({ public_id: `${email}-0`, owner_user_id: userId, kind: 'video', mime: 'video/mp4', ext: 'mp4', size: 1, storage_path: `${email}-0`, original_name: 'work.mp4', created_at: at() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: workId } = await db
    .insertInto('works')
    .values({ season: SEASON, registration_id: registrationId, step: group === 1 ? 'videoSubmission' : 'preliminarySubmission', title: `Work of ${email}`, topic_key: 'topic', upload_id: uploadId, status: 'submitted', statement_accepted_at: at(), submitted_at: at(), updated_at: at() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId, registrationId, workId };
}
