import type { Kysely } from 'kysely';
import { generateSecret, generateURI, verify } from 'otplib';
import type { FactorProven, RecoveryCodes, TotpSetup } from '@portal/contracts/admin-auth';
import type { Database } from '../db/schema.js';
import { AppError } from '../lib/app-error.js';
import { factorFailed, factorProven, afterFactorProven, refuseWhileFactorThrottled } from './factor-proof.js';
import { factorsOfMember } from './members.js';
import { TOTP_SETUP_MS, finishPending, readPending, startPending } from './pending.js';
import { issueRecoveryCodes } from './recovery-codes.js';
import { STAFF_ISSUER } from './relying-party.js';
import type { StaffSession } from './sessions.js';

// TOTP (RFC 6238) with otplib: SHA-1, 6 digits, 30-second steps, as every authenticator app does. A code is accepted
// from the step before to the step after the server's (clocks drift), and each step once: the last step accepted is
// kept (staff_members.totp_last_step) and only a later one passes, so a code seen over a shoulder cannot be replayed.
// A new secret is kept on the session until a code proves the app has it; only then does it replace the old one.

/** ±1 step of 30 s. */
const TOLERANCE_SECONDS = 30;
/** 160-bit secrets, as RFC 4226 recommends for SHA-1. */
const SECRET_BYTES = 20;

const SIX_DIGITS = /^\d{6}$/;

/** The code as typed, without spaces (apps show `123 456`); undefined when it is not 6 digits. */
export function cleanTotpCode(input: string): string | undefined {
  const code = input.replace(/\s/g, '');
  return SIX_DIGITS.test(code) ? code : undefined;
}

/** The time step the code belongs to, if it is right for `secret` and later than `afterStep`. */
export async function matchTotp(secret: string, code: string, afterStep: number | null, now: Date = new Date()): Promise<number | undefined> {
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: TOLERANCE_SECONDS,
      ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
    });
    // The functional API answers for HOTP too; a TOTP match carries its time step.
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  } catch {
    // A secret otplib refuses (too short, not base32) or a stored step beyond the window: no code matches.
    return undefined;
  }
}

/** POST /totp/setup: a new secret for the member's app, kept on this session until `enableTotp` confirms it. */
export async function setupTotp(db: Kysely<Database>, session: StaffSession, now: Date = new Date()): Promise<TotpSetup> {
  const secret = generateSecret({ length: SECRET_BYTES });
  await startPending(db, session.id, { purpose: 'totp', secret, expiresAt: new Date(now.getTime() + TOTP_SETUP_MS).toISOString() });
  const otpauthUri = generateURI({ issuer: STAFF_ISSUER, label: session.member.email, secret });
  return { secret, otpauthUri };
}

/** POST /totp/enable: the first code from the app makes its secret the member's, with a new set of recovery codes. */
export async function enableTotp(db: Kysely<Database>, session: StaffSession, input: { code: string; ip: string }, now: Date = new Date()): Promise<RecoveryCodes> {
  const code = cleanTotpCode(input.code);
  if (code === undefined) throw new AppError(400, 'staffCodeFormat');
  const pending = await readPending(db, session.id, 'totp', now);
  if (!pending) throw new AppError(400, 'staffTotpSetupExpired');
  await refuseWhileFactorThrottled(db, session, input.ip);
  const step = await matchTotp(pending.secret, code, null, now);
  if (step === undefined) return factorFailed(db, session, input.ip, 'totp', 'enable', 'staffCodeWrong');
  const member = await db.selectFrom('staff_members').select(['id', 'totp_enabled_at']).where('id', '=', session.member.id).executeTakeFirstOrThrow();
  const before = await factorsOfMember(db, member);
  const recoveryCodes = await db.transaction().execute(async (trx) => {
    if (!(await finishPending(trx, session.id, pending))) throw new AppError(400, 'staffTotpSetupExpired', { detail: 'setup used concurrently' });
    await trx
      .updateTable('staff_members')
      .set({ totp_secret: pending.secret, totp_enabled_at: now.toISOString(), totp_last_step: step })
      .where('id', '=', session.member.id)
      .execute();
    const codes = await issueRecoveryCodes(trx, session.member.id, now);
    await factorProven(trx, session, { action: 'staff.totpEnable', detail: { replaced: before.includes('totp'), passkeys: before.includes('passkey'), recoveryCodes: codes.length } }, now);
    return codes;
  });
  await afterFactorProven(db, session);
  return { recoveryCodes };
}

/** POST /totp/verify: the second step of a sign-in, or a step-up. */
export async function verifyTotp(db: Kysely<Database>, session: StaffSession, input: { code: string; ip: string }, now: Date = new Date()): Promise<FactorProven> {
  const code = cleanTotpCode(input.code);
  if (code === undefined) throw new AppError(400, 'staffCodeFormat');
  const member = await db.selectFrom('staff_members').select(['totp_secret', 'totp_enabled_at', 'totp_last_step']).where('id', '=', session.member.id).executeTakeFirstOrThrow();
  if (member.totp_enabled_at === null || member.totp_secret === null) throw new AppError(400, 'staffTotpNotEnabled');
  await refuseWhileFactorThrottled(db, session, input.ip);
  const step = await matchTotp(member.totp_secret, code, member.totp_last_step === null ? null : Number(member.totp_last_step), now);
  if (step === undefined) return factorFailed(db, session, input.ip, 'totp', 'verify', 'staffCodeWrong');
  const freshUntil = await db
    .transaction()
    .execute(async (trx) => {
      // The step is taken once, even by two requests with the same code at the same moment.
      const taken = await trx
        .updateTable('staff_members')
        .set({ totp_last_step: step })
        .where('id', '=', session.member.id)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) return undefined;
      return factorProven(trx, session, { action: 'staff.factorVerify', detail: { method: 'totp', stepUp: session.stage === 'ready' } }, now);
    });
  if (freshUntil === undefined) return factorFailed(db, session, input.ip, 'totp', 'verify', 'staffCodeWrong');
  await afterFactorProven(db, session);
  return { stage: 'ready', freshUntil };
}
