import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { STAFF_TOKEN_HEADER, type StaffMember, type StaffRole, type StaffStage } from '@portal/contracts/staff';
import type { Database } from '../db/schema.js';
import type { StaffStatus } from '../db/schema-staff.js';
import { hashToken } from '../accounts/sessions.js';
import { STAFF_FRESH_MS, STAFF_SESSION_MAX_MS } from '../staff/sessions.js';

// Staff members and sessions made straight in the database, for tests of the routes behind the staff guard: the
// sign-in itself (password, TOTP, passkeys) has its own tests through the API. A `ready` session has proven a second
// factor (now, or STAFF_FRESH_MS + 1 minute ago when `fresh: false`).

export interface StaffSessionOptions {
  role: StaffRole;
  stage?: StaffStage;
  /** For a ready session: false makes its second factor stale, so sensitive routes ask for a step-up. */
  fresh?: boolean;
  status?: StaffStatus;
  email?: string;
}

export interface TestStaffSession {
  token: string;
  member: StaffMember;
  headers: Record<typeof STAFF_TOKEN_HEADER, string>;
}

export async function createStaffSession(db: Kysely<Database>, options: StaffSessionOptions): Promise<TestStaffSession> {
  const now = new Date();
  const stage = options.stage ?? 'ready';
  const email = options.email ?? `${options.role}-${randomBytes(4).toString('hex')}@staff.test`;
  const name = `${options.role} ${email.split('@')[0]}`;
  const member = await db
    .insertInto('staff_members')
    .values({
      email,
      name,
      role: options.role,
      status: options.status ?? 'active',
      password_hash: null,
      totp_secret: stage === 'enrol' ? null : 'JBSWY3DPEHPK3PXP',
      totp_enabled_at: stage === 'enrol' ? null : now.toISOString(),
      totp_last_step: null,
      invited_by: null,
      created_at: now.toISOString(),
      last_sign_in_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = randomBytes(32).toString('base64url');
  const factorAt = stage !== 'ready' ? null : options.fresh === false ? new Date(now.getTime() - STAFF_FRESH_MS - 60_000) : now;
  await db
    .insertInto('staff_sessions')
    .values({
      staff_id: member.id,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + STAFF_SESSION_MAX_MS).toISOString(),
      factor_at: factorAt?.toISOString() ?? null,
      challenge: null,
      revoked_at: null,
    })
    .execute();
  return { token, member: { id: member.id, email, name, role: options.role }, headers: { [STAFF_TOKEN_HEADER]: token } };
}
