import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

// What a session is in the middle of, kept on its row (staff_sessions.challenge, JSON with a purpose and an expiry):
// a TOTP secret shown but not yet confirmed by a code, or the WebAuthn challenge of a passkey ceremony. One at a time:
// starting another replaces it. It is bound to the session, so nobody else's answer can use it, and cleared when used.

export const TOTP_SETUP_MS = 10 * 60 * 1000;
export const PASSKEY_CEREMONY_MS = 5 * 60 * 1000;

export type Pending =
  | { purpose: 'totp'; secret: string; expiresAt: string }
  | { purpose: 'registration'; challenge: string; expiresAt: string }
  | { purpose: 'authentication'; challenge: string; expiresAt: string };

export type PendingPurpose = Pending['purpose'];

export async function startPending(db: Kysely<Database>, sessionId: number, pending: Pending): Promise<void> {
  await db.updateTable('staff_sessions').set({ challenge: JSON.stringify(pending) }).where('id', '=', sessionId).execute();
}

/** The session's pending step of this purpose, unless it expired. */
export async function readPending<P extends PendingPurpose>(
  db: Kysely<Database>,
  sessionId: number,
  purpose: P,
  now: Date = new Date(),
): Promise<Extract<Pending, { purpose: P }> | undefined> {
  const row = await db.selectFrom('staff_sessions').select('challenge').where('id', '=', sessionId).executeTakeFirst();
  if (!row?.challenge) return undefined;
  let pending: Pending;
  try {
    pending = JSON.parse(row.challenge) as Pending;
  } catch {
    return undefined;
  }
  if (pending.purpose !== purpose || !(Date.parse(pending.expiresAt) > now.getTime())) return undefined;
  return pending as Extract<Pending, { purpose: P }>;
}

/**
 * Ends the pending step once it has been used, only if it is still the one read: of two answers to one challenge
 * racing, one clears it (true) and the other finds it gone (false) and must not succeed.
 */
export async function finishPending(db: Kysely<Database>, sessionId: number, pending: Pending): Promise<boolean> {
  const result = await db
    .updateTable('staff_sessions')
    .set({ challenge: null })
    .where('id', '=', sessionId)
    .where('challenge', '=', JSON.stringify(pending))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
