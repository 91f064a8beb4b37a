import { randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { RECOVERY_CODE_COUNT, type RecoveryProven } from '@portal/contracts/admin-auth';
import { codeMatches, hashCode } from '../accounts/email-codes.js';
import type { Database } from '../db/schema.js';
import { AppError } from '../lib/app-error.js';
import { afterFactorProven, factorFailed, factorProven, refuseWhileFactorThrottled } from './factor-proof.js';
import type { StaffSession } from './sessions.js';

// Recovery codes: the way in when the phone or the passkey is lost. Ten at a time, each 10 characters of Crockford's
// base32 alphabet (no i, l, o, u to misread; 50 bits), shown once as `xxxxx-xxxxx`, stored salted and hashed as e-mail
// codes are (`salt:sha256`), good once. Guessing one is limited like passwords (staff/throttle.ts). A new set voids
// the old one.

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const LENGTH = 10;

function newCode(): string {
  const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** What a member typed, in the stored form: case, spaces and the hyphen do not matter. */
export function normalizeRecoveryCode(input: string): string | undefined {
  const code = input.toLowerCase().replace(/[\s-]/g, '');
  return code.length === LENGTH && [...code].every((char) => ALPHABET.includes(char)) ? code : undefined;
}

/** Replaces the member's codes with a new set, in the caller's transaction; returns them for showing once. */
export async function issueRecoveryCodes(trx: Transaction<Database>, staffId: number, now: Date = new Date()): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await trx.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
  await trx
    .insertInto('staff_recovery_codes')
    .values(codes.map((code) => ({ staff_id: staffId, code_hash: hashCode(normalizeRecoveryCode(code) ?? code), created_at: now.toISOString(), used_at: null })))
    .execute();
  return codes;
}

/** Uses one of the member's unused codes: true when it matched and this call was the one to use it. */
export async function consumeRecoveryCode(db: Kysely<Database>, staffId: number, typed: string, now: Date = new Date()): Promise<boolean> {
  const code = normalizeRecoveryCode(typed);
  if (code === undefined) return false;
  const unused = await db.selectFrom('staff_recovery_codes').select(['id', 'code_hash']).where('staff_id', '=', staffId).where('used_at', 'is', null).execute();
  const match = unused.find((row) => codeMatches(code, row.code_hash));
  if (!match) return false;
  const result = await db
    .updateTable('staff_recovery_codes')
    .set({ used_at: now.toISOString() })
    .where('id', '=', match.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function remainingRecoveryCodes(db: Kysely<Database>, staffId: number): Promise<number> {
  const row = await db
    .selectFrom('staff_recovery_codes')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** POST /recovery/verify: a recovery code instead of the usual factor (sign-in or step-up); it is used up. */
export async function verifyRecoveryCode(db: Kysely<Database>, session: StaffSession, input: { code: string; ip: string }, now: Date = new Date()): Promise<RecoveryProven> {
  if (normalizeRecoveryCode(input.code) === undefined) throw new AppError(400, 'staffRecoveryWrong', { detail: 'malformed recovery code' });
  await refuseWhileFactorThrottled(db, session, input.ip);
  const proven = await db.transaction().execute(async (trx) => {
    if (!(await consumeRecoveryCode(trx, session.member.id, input.code, now))) return undefined;
    const remaining = await remainingRecoveryCodes(trx, session.member.id);
    const freshUntil = await factorProven(trx, session, { action: 'staff.recoveryCodeUse', detail: { remaining, stepUp: session.stage === 'ready' } }, now);
    return { freshUntil, remaining };
  });
  if (!proven) return factorFailed(db, session, input.ip, 'recovery', 'verify', 'staffRecoveryWrong');
  await afterFactorProven(db, session);
  return { stage: 'ready', ...proven };
}
