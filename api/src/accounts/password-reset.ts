import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Language } from '@portal/contracts/languages';
import type { ResetPasswordBody } from '@portal/contracts/account-api';
import { AppError } from '../lib/app-error.js';
import { refuseUnlessCodeMayBeSent } from './code-requests.js';
import { CODE_VALID_MS, checkCode, consumeCode, createCode, isEmail, isSixDigits } from './email-codes.js';
import { clearLoginFailures } from './login-throttle.js';
import { PASSWORD_RULE, hashPassword, meetsPasswordRule } from './passwords.js';
import { normalizeEmail } from './users.js';

// A forgotten password (issue 26.1, docs/adr/0043): a code mailed to the account's address, then the code and a new
// password. The code's rules are the sign-up code's (./email-codes.ts) under the purpose 'reset'.

export interface Requester {
  ip: string;
  lang: Language;
}

/**
 * Mails a reset code to the account of `address`, if there is one. The answer, the status and the work done are the
 * same either way: the code row is stored for every well-formed address (so the cooldown and the limits answer alike,
 * and a second request cannot tell), and only the mail depends on the account — queued, never delivered here.
 */
export async function sendResetCode(app: FastifyInstance, reply: FastifyReply, address: string, by: Requester): Promise<void> {
  const email = normalizeEmail(address);
  if (!isEmail(email)) throw new AppError(400, 'enterCorrectEmail');
  await refuseUnlessCodeMayBeSent(app.db, reply, email, by.ip);
  const account = await app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  await app.db.transaction().execute(async (trx) => {
    const code = await createCode(trx, email, by.ip, 'reset');
    if (!account) return;
    await app.messages.enqueue(
      [{ kind: 'password-reset-code', channel: 'email', to: email, lang: by.lang, params: { code, minutes: CODE_VALID_MS / 60_000 }, userId: account.id }],
      trx,
    );
  });
}

/**
 * The new password for the code's address. Every check comes before anything is written (a wrong code only counts an
 * attempt); then in one transaction the code is spent, the password replaced, every session of the account ended,
 * the account's failed logins forgotten and the owner told by mail.
 */
export async function resetPassword(app: FastifyInstance, body: ResetPasswordBody, by: Requester): Promise<void> {
  const email = normalizeEmail(body.email);
  const code = body.code.trim();
  if (!isEmail(email)) throw new AppError(400, 'enterCorrectEmail');
  if (!isSixDigits(code)) throw new AppError(400, 'codeSixDigits');
  if (!meetsPasswordRule(body.password)) {
    throw new AppError(400, 'passwordRule', { params: { min: PASSWORD_RULE.minLength, max: PASSWORD_RULE.maxLength } });
  }
  if (body.password !== body.confirmPassword) throw new AppError(400, 'passwordsMismatch');
  const check = await checkCode(app.db, email, code, 'reset');
  if (!check.ok) throw new AppError(400, check.reason === 'wrong' ? 'codeWrong' : 'codeInvalid');
  // A right code for an address without an account cannot happen (none was mailed); should the account have gone
  // since, the code is as dead as an expired one.
  const account = await app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (!account) throw new AppError(400, 'codeInvalid', { detail: 'reset code of an address without an account' });
  const passwordHash = await hashPassword(body.password);
  const at = new Date().toISOString();
  await app.db.transaction().execute(async (trx) => {
    if (!(await consumeCode(trx, check.id))) throw new AppError(400, 'codeInvalid', { detail: 'reset code used concurrently' });
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', account.id).execute();
    await trx.updateTable('sessions').set({ revoked_at: at }).where('user_id', '=', account.id).where('revoked_at', 'is', null).execute();
    // Proving the mailbox is a successful login's equal: a lockout run up by someone guessing ends with it.
    await clearLoginFailures(trx, email);
    await app.messages.enqueue([{ kind: 'password-changed', channel: 'email', to: email, lang: by.lang, params: { at }, userId: account.id }], trx);
  });
}
