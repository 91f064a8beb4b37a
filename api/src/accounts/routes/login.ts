import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { refuseUnlessCodeMayBeSent } from '../code-requests.js';
import { CODE_VALID_MS, RESEND_SECONDS, checkCode, consumeCode, createCode, isEmail, isSixDigits } from '../email-codes.js';
import { logIn } from '../login.js';
import { PASSWORD_RULE, hashPassword, meetsPasswordRule } from '../passwords.js';
import { revokeSession } from '../sessions.js';
import { normalizeEmail } from '../users.js';
import { translate } from '../../i18n/translate.js';
import { AppError } from '../../lib/app-error.js';
import { EnvelopeCode } from '../../lib/envelope.js';
import { sessionUser } from '../../http/auth.js';
import { requestLanguage } from '../../http/language.js';
import { loginSchema, logoutSchema, registerSchema, sendEmailSchema } from '../schemas.js';

const passwordRuleParams = { min: PASSWORD_RULE.minLength, max: PASSWORD_RULE.maxLength };

/** GET /api/login/sendEmail, POST /api/login/register, /account and /logout (spec §7 Layer B). */
export const loginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/sendEmail', { schema: sendEmailSchema }, async (request, reply) => {
    const lang = requestLanguage(request);
    const email = normalizeEmail(request.query.email);
    if (!isEmail(email)) throw new AppError(400, 'enterCorrectEmail');
    await refuseUnlessCodeMayBeSent(app.db, reply, email, request.ip);
    // The same answer and the same mail whether or not the address has an account: only the
    // mailbox's owner learns that, when register says so after a correct code.
    const code = await createCode(app.db, email, request.ip);
    const params = { code, minutes: CODE_VALID_MS / 60_000 };
    // Queued, not sent: the answer does not wait for the mail server, and a failing one is retried (docs/adr/0041).
    await app.messages.enqueue([{ kind: 'signup-code', channel: 'email', to: email, lang, params }]);
    return { code: EnvelopeCode.success, data: { resendAfter: RESEND_SECONDS }, msg: translate('codeSent', lang), show: true };
  });

  app.post('/register', { schema: registerSchema }, async (request) => {
    const { code, password, confirmPassword } = request.body;
    const email = normalizeEmail(request.body.email);
    // Cheapest first; every refusal before anything is written (a wrong code only counts an attempt).
    if (!isEmail(email)) throw new AppError(400, 'enterCorrectEmail');
    if (!isSixDigits(code.trim())) throw new AppError(400, 'codeSixDigits');
    if (!meetsPasswordRule(password)) throw new AppError(400, 'passwordRule', { params: passwordRuleParams });
    if (password !== confirmPassword) throw new AppError(400, 'passwordsMismatch');
    const check = await checkCode(app.db, email, code.trim());
    if (!check.ok) throw new AppError(400, check.reason === 'wrong' ? 'codeWrong' : 'codeInvalid');
    const existing = await app.db.selectFrom('users').select(['id', 'password_hash']).where('email', '=', email).executeTakeFirst();
    if (existing?.password_hash) throw new AppError(409, 'emailRegistered');
    const passwordHash = await hashPassword(password);
    await app.db.transaction().execute(async (trx) => {
      if (!(await consumeCode(trx, check.id))) throw new AppError(400, 'codeInvalid', { detail: 'code used concurrently' });
      if (existing) {
        // A user made before sign-up existed (demo CLI, no password): the verified mailbox claims it.
        const result = await trx
          .updateTable('users')
          .set({ password_hash: passwordHash })
          .where('id', '=', existing.id)
          .where('password_hash', 'is', null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) throw new AppError(409, 'emailRegistered');
      } else {
        await trx
          .insertInto('users')
          .values({ email, team_name: null, password_hash: passwordHash, created_at: new Date().toISOString() })
          .execute();
      }
    });
    return { code: EnvelopeCode.success, data: null, msg: translate('registerSuccess', requestLanguage(request)), show: true };
  });

  app.post('/account', { schema: loginSchema }, async (request) => {
    const result = await logIn(app, request, request.body.account, request.body.password);
    return { code: EnvelopeCode.success, data: result, msg: translate('loginSuccess', requestLanguage(request)), show: true };
  });

  app.post('/logout', { schema: logoutSchema, onRequest: [app.authenticate] }, async (request) => {
    const user = sessionUser(request);
    await revokeSession(app.db, String(request.headers.token));
    request.log.info({ userId: user.id }, 'logged out');
    return { code: EnvelopeCode.success, data: null, msg: translate('logoutSuccess', requestLanguage(request)), show: true };
  });
};
