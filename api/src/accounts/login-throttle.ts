import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Failed logins allowed per account, and per IP, in any window of FAILURE_WINDOW_MS. */
export const FAILURES_PER_ACCOUNT = 5;
export const FAILURES_PER_IP = 20;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Minutes until this account may try again from this IP, 0 when allowed. Counted from the database
 * so the limit holds across API instances and restarts.
 */
export async function minutesUntilLoginAllowed(
  db: Kysely<Database>,
  account: string,
  ip: string,
  now: Date = new Date(),
): Promise<number> {
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS).toISOString();
  const blockedFor = async (column: 'account' | 'ip', value: string, max: number) => {
    const rows = await db
      .selectFrom('login_failures')
      .select('created_at')
      .where(column, '=', value)
      .where('created_at', '>', since)
      .orderBy('created_at', 'desc')
      .limit(max)
      .execute();
    const oldest = rows[max - 1];
    if (!oldest) return 0;
    // The window frees a slot when its oldest counted failure leaves it.
    return Math.max(1, Math.ceil((Date.parse(oldest.created_at) + FAILURE_WINDOW_MS - now.getTime()) / 60_000));
  };
  return Math.max(await blockedFor('account', account, FAILURES_PER_ACCOUNT), await blockedFor('ip', ip, FAILURES_PER_IP));
}

export async function recordLoginFailure(db: Kysely<Database>, account: string, ip: string, now: Date = new Date()): Promise<void> {
  await db.insertInto('login_failures').values({ account, ip, created_at: now.toISOString() }).execute();
}

/** A successful login forgets the account's failures (the per-IP ones stay). */
export async function clearLoginFailures(db: Kysely<Database>, account: string): Promise<void> {
  await db.deleteFrom('login_failures').where('account', '=', account).execute();
}
