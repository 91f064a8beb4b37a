import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** A session lasts a week; the account slice's login issues a new one. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** What a handler learns about the caller from a valid session. */
export interface SessionUser {
  id: number;
  email: string;
  teamName: string | null;
}

// 32 random bytes in base64url are exactly 43 characters from this alphabet.
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

/** SHA-256 hex: the token has 256 bits of entropy, so a plain fast hash is enough to hide it. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a session for a user and returns its token; only the token's hash is stored. */
export async function issueSession(db: Kysely<Database>, userId: number, now: Date = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
      revoked_at: null,
    })
    .execute();
  return token;
}

/** The user of a live session (not revoked, not expired), or undefined. */
export async function findSessionUser(
  db: Kysely<Database>,
  token: string,
  now: Date = new Date(),
): Promise<SessionUser | undefined> {
  // Anything else cannot be one of our tokens: skip the query (and hashing megabytes of header).
  if (!tokenShape.test(token)) return undefined;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.email', 'users.team_name'])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row && { id: row.id, email: row.email, teamName: row.team_name };
}

/** Ends a session (logout); true when a live session was revoked. */
export async function revokeSession(db: Kysely<Database>, token: string, now: Date = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
