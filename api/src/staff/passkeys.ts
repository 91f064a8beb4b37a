import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import {
  PASSKEY_LABEL_MAX,
  type FactorProven,
  type PasskeyAuthenticationResponse,
  type PasskeyCreationOptions,
  type PasskeyRegistered,
  type PasskeyRegistrationResponse,
  type PasskeyRequestOptions,
} from '@portal/contracts/admin-auth';
import type { Database } from '../db/schema.js';
import type { Language } from '../i18n/messages.js';
import { translate } from '../i18n/translate.js';
import { AppError } from '../lib/app-error.js';
import { afterFactorProven, factorFailed, factorProven, refuseWhileFactorThrottled } from './factor-proof.js';
import { factorsOfMember } from './members.js';
import { PASSKEY_CEREMONY_MS, finishPending, readPending, startPending } from './pending.js';
import { issueRecoveryCodes } from './recovery-codes.js';
import type { RelyingParty } from './relying-party.js';
import type { StaffSession } from './sessions.js';

// Passkeys (WebAuthn) as a second factor, through @simplewebauthn/server: the challenge of each ceremony is kept on the
// session (staff/pending.ts) and good once; the RP ID and the origin come from SITE_URL (staff/relying-party.ts). As
// a second factor after the password, user verification (a PIN, a fingerprint) is welcome but not required; user
// presence is. No attestation is asked for: which make of authenticator a member uses is not the portal's business.
// The signature counter is checked by the library and kept, so a cloned authenticator shows.

/** How long the browser's prompt waits. */
const PROMPT_MS = 120_000;

/** A stable WebAuthn user handle that says nothing about the member (the spec asks for no personal data in it). */
function userHandle(staffId: number): Uint8Array<ArrayBuffer> {
  return new Uint8Array(createHash('sha256').update(`portal-staff:${staffId}`).digest().subarray(0, 16));
}

function passkeysOf(db: Kysely<Database>, staffId: number) {
  return db.selectFrom('staff_passkeys').selectAll().where('staff_id', '=', staffId).orderBy('id').execute();
}

const transportsOf = (stored: string | null): string[] | undefined => (stored ? (JSON.parse(stored) as string[]) : undefined);

/** POST /passkey/registration-options */
export async function passkeyRegistrationOptions(db: Kysely<Database>, session: StaffSession, rp: RelyingParty, now: Date = new Date()): Promise<PasskeyCreationOptions> {
  const existing = await passkeysOf(db, session.member.id);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: session.member.email,
    userDisplayName: session.member.name,
    userID: userHandle(session.member.id),
    timeout: PROMPT_MS,
    attestationType: 'none',
    // The same authenticator twice would be one factor counted as two.
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credential_id, ...(passkey.transports ? { transports: transportsOf(passkey.transports) } : {}) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await startPending(db, session.id, { purpose: 'registration', challenge: options.challenge, expiresAt: new Date(now.getTime() + PASSKEY_CEREMONY_MS).toISOString() });
  return options as PasskeyCreationOptions;
}

// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** The label as stored: control characters made spaces, spaces collapsed, trimmed; a numbered default when empty. */
function passkeyLabel(input: string | undefined, count: number, lang: Language): string {
  const label = (input ?? '').replace(CONTROL, ' ').trim().replace(/\s+/g, ' ');
  if ([...label].length > PASSKEY_LABEL_MAX) throw new AppError(400, 'staffPasskeyLabel', { params: { max: PASSKEY_LABEL_MAX } });
  return label || translate('staffPasskeyDefaultLabel', lang, { n: count + 1 });
}

/** POST /passkey/register: the authenticator's answer to the registration options. */
export async function registerPasskey(
  db: Kysely<Database>,
  session: StaffSession,
  rp: RelyingParty,
  input: { response: PasskeyRegistrationResponse; label?: string | undefined; lang: Language },
  now: Date = new Date(),
): Promise<PasskeyRegistered> {
  const member = await db.selectFrom('staff_members').select(['id', 'totp_enabled_at']).where('id', '=', session.member.id).executeTakeFirstOrThrow();
  const before = await factorsOfMember(db, member);
  const count = (await passkeysOf(db, member.id)).length;
  const label = passkeyLabel(input.label, count, input.lang);
  const pending = await readPending(db, session.id, 'registration', now);
  if (!pending) throw new AppError(400, 'staffPasskeyExpired');
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      // The contract's schema is the JSON form of the same dictionary; the library checks every value.
      response: input.response as RegistrationResponseJSON,
      expectedChallenge: pending.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
  } catch {
    verified = undefined;
  }
  if (!verified?.verified) throw new AppError(400, 'staffPasskeyFailed', { detail: 'registration response did not verify' });
  const { credential } = verified.registrationInfo;
  const recoveryCodes = await db.transaction().execute(async (trx) => {
    if (!(await finishPending(trx, session.id, pending))) throw new AppError(400, 'staffPasskeyExpired', { detail: 'registration challenge used concurrently' });
    const inserted = await trx
      .insertInto('staff_passkeys')
      .values({
        staff_id: member.id,
        credential_id: credential.id,
        public_key: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ? JSON.stringify(credential.transports) : null,
        label,
        created_at: now.toISOString(),
        last_used_at: null,
      })
      .onConflict((conflict) => conflict.column('credential_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw new AppError(409, 'staffPasskeyTaken', { detail: 'credential id already registered' });
    const first = before.length === 0;
    const codes = first ? await issueRecoveryCodes(trx, member.id, now) : null;
    await factorProven(trx, session, { action: 'staff.passkeyRegister', detail: { passkey: inserted.id, firstFactor: first } }, now);
    return codes;
  });
  await afterFactorProven(db, session);
  return { recoveryCodes };
}

/** POST /passkey/authentication-options */
export async function passkeyAuthenticationOptions(db: Kysely<Database>, session: StaffSession, rp: RelyingParty, now: Date = new Date()): Promise<PasskeyRequestOptions> {
  const passkeys = await passkeysOf(db, session.member.id);
  if (passkeys.length === 0) throw new AppError(400, 'staffNoPasskey');
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: passkeys.map((passkey) => ({ id: passkey.credential_id, ...(passkey.transports ? { transports: transportsOf(passkey.transports) } : {}) })),
    userVerification: 'preferred',
    timeout: PROMPT_MS,
  });
  await startPending(db, session.id, { purpose: 'authentication', challenge: options.challenge, expiresAt: new Date(now.getTime() + PASSKEY_CEREMONY_MS).toISOString() });
  return options as PasskeyRequestOptions;
}

/** POST /passkey/verify: the second step of a sign-in, or a step-up. A wrong answer counts like a wrong code. */
export async function verifyPasskey(
  db: Kysely<Database>,
  session: StaffSession,
  rp: RelyingParty,
  input: { response: PasskeyAuthenticationResponse; ip: string },
  now: Date = new Date(),
): Promise<FactorProven> {
  const pending = await readPending(db, session.id, 'authentication', now);
  if (!pending) throw new AppError(400, 'staffPasskeyExpired');
  await refuseWhileFactorThrottled(db, session, input.ip);
  // Only the member's own passkeys: another member's credential is simply not one of theirs.
  const passkey = await db.selectFrom('staff_passkeys').selectAll().where('staff_id', '=', session.member.id).where('credential_id', '=', input.response.id).executeTakeFirst();
  if (!passkey) return factorFailed(db, session, input.ip, 'passkey', 'verify', 'staffPasskeyFailed');
  const counter = Number(passkey.counter);
  let newCounter: number | undefined;
  try {
    const result = await verifyAuthenticationResponse({
      response: input.response as AuthenticationResponseJSON,
      expectedChallenge: pending.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: { id: passkey.credential_id, publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')), counter, ...(passkey.transports ? { transports: transportsOf(passkey.transports) } : {}) },
      requireUserVerification: false,
    });
    if (result.verified) newCounter = result.authenticationInfo.newCounter;
  } catch {
    // A bad signature, another challenge or origin, a counter that went backwards (a cloned authenticator): all wrong.
    newCounter = undefined;
  }
  if (newCounter === undefined) return factorFailed(db, session, input.ip, 'passkey', 'verify', 'staffPasskeyFailed');
  const verifiedCounter = newCounter;
  const freshUntil = await db.transaction().execute(async (trx) => {
    if (!(await finishPending(trx, session.id, pending))) return undefined;
    // The counter read is still the stored one: two uses of one assertion cannot both pass.
    const updated = await trx
      .updateTable('staff_passkeys')
      .set({ counter: verifiedCounter, last_used_at: now.toISOString() })
      .where('id', '=', passkey.id)
      .where('counter', '=', passkey.counter)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return undefined;
    return factorProven(trx, session, { action: 'staff.factorVerify', detail: { method: 'passkey', passkey: passkey.id, stepUp: session.stage === 'ready' } }, now);
  });
  if (freshUntil === undefined) return factorFailed(db, session, input.ip, 'passkey', 'verify', 'staffPasskeyFailed');
  await afterFactorProven(db, session);
  return { stage: 'ready', freshUntil };
}
