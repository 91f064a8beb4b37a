import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { EMAIL_CODE, isEmail, isSixDigits } from '@portal/contracts/account';
import type { Database } from '../db/schema.js';

// The code's length, life and resend wait are the forms' too (@portal/contracts).
export const CODE_LENGTH = EMAIL_CODE.length;
export const CODE_VALID_MS = EMAIL_CODE.validMinutes * 60 * 1000;
export const RESEND_SECONDS = EMAIL_CODE.resendSeconds;
/** Codes per address and per requesting IP in any window of SEND_WINDOW_MS. */
export const SENDS_PER_ADDRESS = 5;
export const SENDS_PER_IP = 20;
export const SEND_WINDOW_MS = 60 * 60 * 1000;
/** Wrong guesses after which a code is dead. */
export const MAX_CODE_ATTEMPTS = 5;

/**
 * What a code is for: sign-up, a forgotten password, or a new address for the account `userId` (issue 26.1). One
 * table and one set of rules for all three: the cooldown and the hourly limits count every code sent to an address
 * or from an IP whatever its purpose, so asking for another kind of code is no way round them.
 */
export type CodePurpose = 'register' | 'reset' | 'emailChange';

export { isEmail, isSixDigits };

/** A uniformly random 6-digit code from the CSPRNG. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

/** `salt:sha256(salt:code)`: a per-code salt, so equal codes do not give equal rows. */
export function hashCode(code: string, salt: string = randomBytes(16).toString('hex')): string {
  return `${salt}:${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
}

export function codeMatches(code: string, stored: string): boolean {
  const [salt = '', digest = ''] = stored.split(':');
  const actual = Buffer.from(hashCode(code, salt).split(':')[1] ?? '', 'hex');
  const expected = Buffer.from(digest, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const countRows = async (query: Promise<{ n: string | number | bigint } | undefined>) => Number((await query)?.n ?? 0);

export type SendVerdict =
  | { ok: true }
  | { ok: false; reason: 'cooldown'; resendAfter: number }
  | { ok: false; reason: 'limit' };

/** Whether a new code may be sent now: the resend cooldown first, then the hourly limits per address and IP. */
export async function checkSendAllowed(
  db: Kysely<Database>,
  email: string,
  ip: string,
  now: Date = new Date(),
): Promise<SendVerdict> {
  const latest = await db
    .selectFrom('email_codes')
    .select('created_at')
    .where('email', '=', email)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (latest) {
    const left = Math.ceil((Date.parse(latest.created_at) + RESEND_SECONDS * 1000 - now.getTime()) / 1000);
    if (left > 0) return { ok: false, reason: 'cooldown', resendAfter: Math.min(left, RESEND_SECONDS) };
  }
  const since = new Date(now.getTime() - SEND_WINDOW_MS).toISOString();
  const count = (column: 'email' | 'ip', value: string) =>
    countRows(
      db
        .selectFrom('email_codes')
        .select((eb) => eb.fn.countAll().as('n'))
        .where(column, '=', value)
        .where('created_at', '>', since)
        .executeTakeFirst(),
    );
  if ((await count('email', email)) >= SENDS_PER_ADDRESS) return { ok: false, reason: 'limit' };
  if ((await count('ip', ip)) >= SENDS_PER_IP) return { ok: false, reason: 'limit' };
  return { ok: true };
}

/** Stores a new code (hashed) and returns the plain code for the mail. */
export async function createCode(
  db: Kysely<Database>,
  email: string,
  ip: string,
  purpose: CodePurpose = 'register',
  userId: number | null = null,
  now: Date = new Date(),
): Promise<string> {
  const code = generateCode();
  await db
    .insertInto('email_codes')
    .values({
      email,
      code_hash: hashCode(code),
      purpose,
      user_id: userId,
      ip,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + CODE_VALID_MS).toISOString(),
      used_at: null,
    })
    .execute();
  return code;
}

export type CodeCheck = { ok: true; id: number } | { ok: false; reason: 'invalid' | 'wrong' };

/**
 * Checks a code against the address's newest code of that purpose (and, for an e-mail change, of that account).
 * Only the newest counts (a resend supersedes the earlier ones); it must be unused, unexpired and under the attempt
 * limit. A wrong guess is counted. Marking the code used is the caller's job, in the same transaction as its effect.
 */
export async function checkCode(
  db: Kysely<Database>,
  email: string,
  code: string,
  purpose: CodePurpose = 'register',
  userId: number | null = null,
  now: Date = new Date(),
): Promise<CodeCheck> {
  let query = db
    .selectFrom('email_codes')
    .select(['id', 'code_hash', 'expires_at', 'used_at', 'attempts'])
    .where('email', '=', email)
    .where('purpose', '=', purpose);
  if (userId !== null) query = query.where('user_id', '=', userId);
  const row = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || row.used_at !== null || row.expires_at <= now.toISOString() || row.attempts >= MAX_CODE_ATTEMPTS) {
    return { ok: false, reason: 'invalid' };
  }
  if (!codeMatches(code, row.code_hash)) {
    await db
      .updateTable('email_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .execute();
    return { ok: false, reason: 'wrong' };
  }
  return { ok: true, id: row.id };
}

/** Marks a code used; false when another request used it first. */
export async function consumeCode(db: Kysely<Database>, id: number, now: Date = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('email_codes')
    .set({ used_at: now.toISOString() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
