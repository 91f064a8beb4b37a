import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** E-mail addresses compare case-insensitively in practice; store one spelling. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Finds or creates the user with this e-mail and returns its id. A given team name replaces
 * the stored one; without one the stored name is kept.
 */
export async function upsertUser(db: Kysely<Database>, email: string, teamName?: string): Promise<number> {
  const normalized = normalizeEmail(email);
  await db
    .insertInto('users')
    .values({ email: normalized, team_name: teamName ?? null, password_hash: null, created_at: new Date().toISOString() })
    .onConflict((oc) =>
      teamName === undefined ? oc.column('email').doNothing() : oc.column('email').doUpdateSet({ team_name: teamName }),
    )
    .execute();
  const row = await db.selectFrom('users').select('id').where('email', '=', normalized).executeTakeFirstOrThrow();
  return row.id;
}

/** `ab***@example.org`: enough for a team to recognise its own comment, not enough to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '***';
  const local = email.slice(0, at);
  const visible = local.length > 2 ? 2 : Math.min(1, local.length);
  return `${local.slice(0, visible)}***${email.slice(at)}`;
}
