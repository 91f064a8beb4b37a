import { PostgresAdapter, type Kysely, type Transaction } from 'kysely';
import type { Paged } from '@portal/contracts/common';
import type { StaffListItem, StaffListQuery } from '@portal/contracts/admin-staff';
import type { StaffRole } from '@portal/contracts/staff';
import { recordAudit, type Actor } from '../audit/record.js';
import { fetchPage } from '../content/paging.js';
import type { Database } from '../db/schema.js';
import type { StaffStatus } from '../db/schema-staff.js';
import { AppError } from '../lib/app-error.js';
import { factorsOf, factorsOfMember, findMember, listItem, type StaffRow } from './members.js';
import { revokeAllStaffSessions } from './sessions.js';

// What organizers do with staff accounts — from the back office (routes/staff.ts) and from `pnpm admin staff`
// (cli/admin/staff.ts) through these same functions: list, change a role, disable (every session of the member ends
// at once), enable. No change may leave the portal without an active organizer, whoever makes it. Each change is one
// audit entry, in the change's transaction; asking for what already holds changes and records nothing.

export const STAFF_PAGE_SIZE = 20;

export async function listStaff(db: Kysely<Database>, query: StaffListQuery): Promise<Paged<StaffListItem>> {
  const page = { page_no: query.page_no ?? 1, page_size: query.page_size ?? STAFF_PAGE_SIZE };
  let filtered = db.selectFrom('staff_members');
  if (query.role) filtered = filtered.where('role', '=', query.role);
  if (query.status) filtered = filtered.where('status', '=', query.status);
  const { rows, count } = await fetchPage(filtered, page, (q) => q.selectAll().orderBy('id'));
  const factors = await factorsOf(db, rows);
  return { lists: rows.map((row) => listItem(row, factors.get(row.id) ?? [])), count, ...page };
}

const notFound = (id: number) => new AppError(404, 'staffNotFound', { detail: `no staff member ${id}` });

const isPostgres = (trx: Transaction<Database>) => trx.getExecutor().adapter instanceof PostgresAdapter;

/**
 * The member to change, read inside the change's transaction. On PostgreSQL the active organizers' rows are locked
 * first, always in id order, then the member's: changes to staff queue one behind the other, so two organizers
 * disabling each other at once cannot both pass `keepAnOrganizer` (SQLite has one writer anyway).
 */
async function memberToChange(trx: Transaction<Database>, id: number): Promise<StaffRow> {
  if (isPostgres(trx)) {
    await trx.selectFrom('staff_members').select('id').where('role', '=', 'organizer').where('status', '=', 'active').orderBy('id').forUpdate().execute();
  }
  let query = trx.selectFrom('staff_members').selectAll().where('id', '=', id);
  if (isPostgres(trx)) query = query.forUpdate();
  const member = await query.executeTakeFirst();
  if (!member) throw notFound(id);
  return member;
}

/** Refuses when, after this change, no active organizer would remain. */
async function keepAnOrganizer(trx: Transaction<Database>, member: StaffRow, after: { role: StaffRole; status: StaffStatus }): Promise<void> {
  const removes = member.role === 'organizer' && member.status === 'active' && (after.role !== 'organizer' || after.status !== 'active');
  if (!removes) return;
  const others = await trx.selectFrom('staff_members').select('id').where('role', '=', 'organizer').where('status', '=', 'active').where('id', '<>', member.id).execute();
  if (others.length === 0) throw new AppError(409, 'staffLastOrganizer', { detail: `staff ${member.id} is the last active organizer` });
}

async function answer(db: Kysely<Database>, id: number): Promise<StaffListItem> {
  const row = await findMember(db, id);
  if (!row) throw notFound(id);
  return listItem(row, await factorsOfMember(db, row));
}

/** A new role: the member's sessions end, so they sign in again to the navigation of their new role. */
export async function changeStaffRole(db: Kysely<Database>, actor: Actor, id: number, role: StaffRole, now: Date = new Date()): Promise<StaffListItem> {
  await db.transaction().execute(async (trx) => {
    const member = await memberToChange(trx, id);
    if (member.role === role) return;
    await keepAnOrganizer(trx, member, { role, status: member.status });
    await trx.updateTable('staff_members').set({ role }).where('id', '=', id).execute();
    const sessionsEnded = await revokeAllStaffSessions(trx, id, now);
    await recordAudit(trx, actor, { action: 'staff.roleChange', target: `staff:${id}`, detail: { from: member.role, to: role, sessionsEnded } });
  });
  return answer(db, id);
}

/** Disabled: refused at sign-in, and every session of theirs ends now. */
export async function disableStaff(db: Kysely<Database>, actor: Actor, id: number, now: Date = new Date()): Promise<StaffListItem> {
  await db.transaction().execute(async (trx) => {
    const member = await memberToChange(trx, id);
    if (member.status === 'disabled') return;
    await keepAnOrganizer(trx, member, { role: member.role, status: 'disabled' });
    await trx.updateTable('staff_members').set({ status: 'disabled' }).where('id', '=', id).execute();
    const sessionsEnded = await revokeAllStaffSessions(trx, id, now);
    await recordAudit(trx, actor, { action: 'staff.disable', target: `staff:${id}`, detail: { from: member.status, sessionsEnded } });
  });
  return answer(db, id);
}

/** Enabled again: active, or invited when they never set a password (their invitation, if still valid, works again). */
export async function enableStaff(db: Kysely<Database>, actor: Actor, id: number): Promise<StaffListItem> {
  await db.transaction().execute(async (trx) => {
    const member = await memberToChange(trx, id);
    if (member.status !== 'disabled') return;
    const status: StaffStatus = member.password_hash === null ? 'invited' : 'active';
    await trx.updateTable('staff_members').set({ status }).where('id', '=', id).execute();
    await recordAudit(trx, actor, { action: 'staff.enable', target: `staff:${id}`, detail: { to: status } });
  });
  return answer(db, id);
}
