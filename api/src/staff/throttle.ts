import type { Kysely } from 'kysely';
import { clearLoginFailures, minutesUntilLoginAllowed, recordLoginFailure } from '../accounts/login-throttle.js';
import type { Database } from '../db/schema.js';
import { AppError } from '../lib/app-error.js';

// Staff sign-in is limited as team login is (accounts/login-throttle.ts: 5 failures per account, 20 per IP, in 15
// minutes), under an account key of its own so a staff address and a team address never share a count. Wrong
// passwords and wrong second-factor codes count alike, so a 6-digit code cannot be guessed past the limit. The
// account's failures are forgotten only once a second factor is proven: a correct password alone would otherwise
// reset the count between rounds of code guesses.

export const staffAccountKey = (email: string) => `staff:${email}`;

/** Refuses (429) while this staff account or this IP is over the limit. */
export async function refuseWhileThrottled(db: Kysely<Database>, email: string, ip: string): Promise<void> {
  const minutes = await minutesUntilLoginAllowed(db, staffAccountKey(email), ip);
  if (minutes > 0) throw new AppError(429, 'tooManyLogins', { params: { minutes }, detail: `staff sign-in throttled from ${ip}` });
}

export function recordStaffFailure(db: Kysely<Database>, email: string, ip: string): Promise<void> {
  return recordLoginFailure(db, staffAccountKey(email), ip);
}

export function clearStaffFailures(db: Kysely<Database>, email: string): Promise<void> {
  return clearLoginFailures(db, staffAccountKey(email));
}
