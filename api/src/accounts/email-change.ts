import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ChangeEmailBody, SendEmailChangeCodeBody, User } from '@portal/contracts/account-api';
import { AppError } from '../lib/app-error.js';
import { isUniqueViolation } from '../lib/db-errors.js';
import { refuseUnlessCodeMayBeSent } from './code-requests.js';
import { CODE_VALID_MS, checkCode, consumeCode, createCode, isEmail, isSixDigits } from './email-codes.js';
import { minutesUntilLoginAllowed, recordLoginFailure } from './login-throttle.js';
import { verifyPassword } from './passwords.js';
import type { Requester } from './password-reset.js';
import { findPublicUser } from './profile.js';
import { hashToken, type SessionUser } from './sessions.js';
import { maskEmail, normalizeEmail } from './users.js';

// A new address for a signed-in account (issue 26.1, docs/adr/0043): the current password allows the request, a code
// mailed to the NEW address proves it is the requester's, and the OLD address is told once it is done.

const emailTaken = (detail: string) => new AppError(409, 'emailTaken', { detail });

/**
 * Checks the current password (wrong ones count as failed logins, so this form is no way round the login throttle),
 * then mails a code bound to this account and the new address. Whether the address already has an account is said
 * only after the code, to the mailbox's owner, as sign-up does.
 */
export async function sendEmailChangeCode(
  app: FastifyInstance,
  reply: FastifyReply,
  user: SessionUser,
  body: SendEmailChangeCodeBody,
  by: Requester,
): Promise<void> {
  const email = normalizeEmail(body.email);
  if (!isEmail(email)) throw new AppError(400, 'enterCorrectEmail');
  if (email === user.email) throw new AppError(400, 'emailSameAsCurrent');
  if (body.password === '') throw new AppError(400, 'enterCurrentPassword');
  const minutes = await minutesUntilLoginAllowed(app.db, user.email, by.ip);
  if (minutes > 0) throw new AppError(429, 'tooManyLogins', { params: { minutes } });
  const row = await app.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirst();
  if (!row?.password_hash || !(await verifyPassword(body.password, row.password_hash))) {
    await recordLoginFailure(app.db, user.email, by.ip);
    throw new AppError(400, 'currentPasswordWrong');
  }
  await refuseUnlessCodeMayBeSent(app.db, reply, email, by.ip);
  await app.db.transaction().execute(async (trx) => {
    const code = await createCode(trx, email, by.ip, 'emailChange', user.id);
    await app.messages.enqueue(
      [{ kind: 'email-change-code', channel: 'email', to: email, lang: by.lang, params: { code, minutes: CODE_VALID_MS / 60_000 }, userId: user.id }],
      trx,
    );
  });
}

/**
 * The code from the new address makes it the account's. In one transaction: the code is spent, the address replaced
 * (normalized as sign-up stores it), every OTHER session of the account ended — the one that made the change stays —
 * and the old address told, with the new one masked.
 */
export async function changeEmail(app: FastifyInstance, user: SessionUser, token: string, body: ChangeEmailBody, by: Requester): Promise<User> {
  const email = normalizeEmail(body.email);
  const code = body.code.trim();
  if (!isEmail(email)) throw new AppError(400, 'enterCorrectEmail');
  if (!isSixDigits(code)) throw new AppError(400, 'codeSixDigits');
  if (email === user.email) throw new AppError(400, 'emailSameAsCurrent');
  const check = await checkCode(app.db, email, code, 'emailChange', user.id);
  if (!check.ok) throw new AppError(400, check.reason === 'wrong' ? 'codeWrong' : 'codeInvalid');
  const other = await app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (other) throw emailTaken(`address of user ${other.id}`);
  const at = new Date().toISOString();
  try {
    await app.db.transaction().execute(async (trx) => {
      if (!(await consumeCode(trx, check.id))) throw new AppError(400, 'codeInvalid', { detail: 'change code used concurrently' });
      await trx.updateTable('users').set({ email }).where('id', '=', user.id).execute();
      await trx
        .updateTable('sessions')
        .set({ revoked_at: at })
        .where('user_id', '=', user.id)
        .where('revoked_at', 'is', null)
        .where('token_hash', '!=', hashToken(token))
        .execute();
      await app.messages.enqueue(
        [{ kind: 'email-changed', channel: 'email', to: user.email, lang: by.lang, params: { newAddress: maskEmail(email), at }, userId: user.id }],
        trx,
      );
    });
  } catch (error) {
    // Another account took the address between the check and the update.
    if (isUniqueViolation(error)) throw emailTaken('address taken concurrently');
    throw error;
  }
  const changed = await findPublicUser(app.db, user.id);
  if (!changed) throw new Error(`user ${user.id} vanished during an e-mail change`);
  return changed;
}
