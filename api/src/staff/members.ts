import type { Kysely, Selectable, Transaction } from 'kysely';
import type { StaffFactor } from '@portal/contracts/admin-auth';
import type { StaffListItem } from '@portal/contracts/admin-staff';
import type { Database } from '../db/schema.js';
import type { StaffMemberTable } from '../db/schema-staff.js';

// Reading staff members: by e-mail for sign-in, by id for management, with the factors they have enrolled.

export type Db = Kysely<Database> | Transaction<Database>;
export type StaffRow = Selectable<StaffMemberTable>;

export function findMemberByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  return db.selectFrom('staff_members').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findMember(db: Db, id: number): Promise<StaffRow | undefined> {
  return db.selectFrom('staff_members').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The factors of several members at once (a page of the list): TOTP once enabled, passkeys once registered. */
export async function factorsOf(db: Db, members: readonly Pick<StaffRow, 'id' | 'totp_enabled_at'>[]): Promise<Map<number, StaffFactor[]>> {
  const ids = members.map((member) => member.id);
  const withPasskeys =
    ids.length === 0
      ? new Set<number>()
      : new Set((await db.selectFrom('staff_passkeys').select('staff_id').distinct().where('staff_id', 'in', ids).execute()).map((row) => row.staff_id));
  return new Map(
    members.map((member) => [
      member.id,
      [...(member.totp_enabled_at !== null ? (['totp'] as const) : []), ...(withPasskeys.has(member.id) ? (['passkey'] as const) : [])],
    ]),
  );
}

export async function factorsOfMember(db: Db, member: Pick<StaffRow, 'id' | 'totp_enabled_at'>): Promise<StaffFactor[]> {
  return (await factorsOf(db, [member])).get(member.id) ?? [];
}

/** A member as the management list shows them. */
export function listItem(row: StaffRow, factors: StaffFactor[]): StaffListItem {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    status: row.status,
    createdAt: row.created_at,
    lastSignInAt: row.last_sign_in_at,
    factors,
  };
}
