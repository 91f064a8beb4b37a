import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { StaffMember, StaffRole, StaffStage } from '@portal/contracts/staff';
import { hashToken } from '../accounts/sessions.js';
import type { Database } from '../db/schema.js';

// Staff sessions (issue 24, docs/adr/0030): their own table and header, never a team session. A session ends after
// STAFF_IDLE_MS without a request, STAFF_SESSION_MAX_MS after sign-in whatever happens, at sign-out, and at once for
// every session of a member who is disabled. Only the token's SHA-256 is stored. Real time, not the season clock: these
// protect accounts (docs/adr/0009).

export const STAFF_IDLE_MS = 30 * 60 * 1000;
export const STAFF_SESSION_MAX_MS = 12 * 60 * 60 * 1000;
/** A sensitive action needs a second factor proven within this time; older, it asks again (step-up). */
export const STAFF_FRESH_MS = 5 * 60 * 1000;
/** last_seen_at is written at most this often, so reads do not each cost a write. */
const TOUCH_EVERY_MS = 60 * 1000;

const tokenShape = /^[A-Za-z0-9_-]{43}$/;

export interface StaffSession {
  id: number;
  member: StaffMember;
  stage: StaffStage;
  /** When this session last proved a second factor, or null. */
  factorAt: string | null;
  /** Until when sensitive actions need no step-up; null when never proven. */
  freshUntil: string | null;
  lastSeenAt: string;
}

export async function issueStaffSession(db: Kysely<Database>, staffId: number, now: Date = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('staff_sessions')
    .values({
      staff_id: staffId,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + STAFF_SESSION_MAX_MS).toISOString(),
      factor_at: null,
      challenge: null,
      revoked_at: null,
    })
    .execute();
  return token;
}

/** Whether a member has a second factor to prove: an enabled TOTP or a passkey. */
export async function hasSecondFactor(db: Kysely<Database>, staffId: number, totpEnabledAt: string | null): Promise<boolean> {
  if (totpEnabledAt !== null) return true;
  const passkey = await db.selectFrom('staff_passkeys').select('id').where('staff_id', '=', staffId).limit(1).executeTakeFirst();
  return passkey !== undefined;
}

/**
 * The live session of a token (not revoked, not expired, not idle, member active); else undefined. Reading it changes
 * nothing: the guard touches it (`touchStaffSession`) only once the request is let through, so a refused request
 * neither keeps a session alive nor writes anything.
 */
export async function findStaffSession(db: Kysely<Database>, token: string, now: Date = new Date()): Promise<StaffSession | undefined> {
  if (!tokenShape.test(token)) return undefined;
  return liveSession(db, { tokenHash: hashToken(token) }, now);
}

/** The live session by its id (a file link names it). */
export async function findStaffSessionById(db: Kysely<Database>, sessionId: number, now: Date = new Date()): Promise<StaffSession | undefined> {
  return liveSession(db, { id: sessionId }, now);
}

async function liveSession(db: Kysely<Database>, by: { tokenHash: string } | { id: number }, now: Date): Promise<StaffSession | undefined> {
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff_members', 'staff_members.id', 'staff_sessions.staff_id')
    .select([
      'staff_sessions.id as session_id', 'staff_sessions.last_seen_at', 'staff_sessions.factor_at',
      'staff_members.id', 'staff_members.email', 'staff_members.name', 'staff_members.role', 'staff_members.totp_enabled_at',
    ])
    .$call((query) => ('id' in by ? query.where('staff_sessions.id', '=', by.id) : query.where('staff_sessions.token_hash', '=', by.tokenHash)))
    .where('staff_sessions.revoked_at', 'is', null)
    .where('staff_sessions.expires_at', '>', now.toISOString())
    .where('staff_members.status', '=', 'active')
    .executeTakeFirst();
  if (!row) return undefined;
  if (Date.parse(row.last_seen_at) + STAFF_IDLE_MS <= now.getTime()) return undefined;
  const stage: StaffStage =
    row.factor_at !== null ? 'ready' : (await hasSecondFactor(db, row.id, row.totp_enabled_at)) ? 'secondFactor' : 'enrol';
  return {
    id: row.session_id,
    member: { id: row.id, email: row.email, name: row.name, role: row.role as StaffRole },
    stage,
    factorAt: row.factor_at,
    freshUntil: row.factor_at === null ? null : new Date(Date.parse(row.factor_at) + STAFF_FRESH_MS).toISOString(),
    lastSeenAt: row.last_seen_at,
  };
}

/** A request was served on the session: its idle time starts again (written at most once a minute). */
export async function touchStaffSession(db: Kysely<Database>, session: StaffSession, now: Date = new Date()): Promise<void> {
  if (Date.parse(session.lastSeenAt) + TOUCH_EVERY_MS > now.getTime()) return;
  await db.updateTable('staff_sessions').set({ last_seen_at: now.toISOString() }).where('id', '=', session.id).where('revoked_at', 'is', null).execute();
}

/** The session proved a second factor now: it is ready, and fresh for STAFF_FRESH_MS. */
export async function markFactorProven(db: Kysely<Database>, sessionId: number, now: Date = new Date()): Promise<string> {
  await db.updateTable('staff_sessions').set({ factor_at: now.toISOString(), last_seen_at: now.toISOString() }).where('id', '=', sessionId).execute();
  return new Date(now.getTime() + STAFF_FRESH_MS).toISOString();
}

export async function revokeStaffSession(db: Kysely<Database>, sessionId: number, now: Date = new Date()): Promise<void> {
  await db.updateTable('staff_sessions').set({ revoked_at: now.toISOString() }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** Ends every session of a member (disabled, role changed, password reset): their next request is refused. */
export async function revokeAllStaffSessions(db: Kysely<Database>, staffId: number, now: Date = new Date()): Promise<number> {
  const result = await db
    .updateTable('staff_sessions')
    .set({ revoked_at: now.toISOString() })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
