import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RESEND_SECONDS } from '../email-codes.js';
import { changeEmail, sendEmailChangeCode } from '../email-change.js';
import { resetPassword, sendResetCode } from '../password-reset.js';
import { changeEmailSchema, resetPasswordSchema, sendEmailChangeCodeSchema, sendResetCodeSchema } from '../schemas.js';
import { sessionUser } from '../../http/auth.js';
import { requestLanguage } from '../../http/language.js';
import { translate } from '../../i18n/translate.js';
import { EnvelopeCode } from '../../lib/envelope.js';

// Account recovery (issue 26.1, docs/adr/0043): the routes only read the request and word the answer; the rules are
// in ../password-reset.ts and ../email-change.ts.

/** POST /api/login/sendResetCode and /resetPassword: for anyone; the mailed code is the credential. */
export const passwordResetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/sendResetCode', { schema: sendResetCodeSchema }, async (request, reply) => {
    const lang = requestLanguage(request);
    await sendResetCode(app, reply, request.body.email, { ip: request.ip, lang });
    // The sign-up code's very answer: nothing in it says whether the address has an account.
    return { code: EnvelopeCode.success, data: { resendAfter: RESEND_SECONDS }, msg: translate('codeSent', lang), show: true };
  });

  app.post('/resetPassword', { schema: resetPasswordSchema }, async (request) => {
    const lang = requestLanguage(request);
    await resetPassword(app, request.body, { ip: request.ip, lang });
    return { code: EnvelopeCode.success, data: null, msg: translate('passwordResetSuccess', lang), show: true };
  });
};

/** POST /api/user/sendEmailChangeCode and /changeEmail: the session user's own address only. */
export const emailChangeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post('/sendEmailChangeCode', { schema: sendEmailChangeCodeSchema }, async (request, reply) => {
    const lang = requestLanguage(request);
    await sendEmailChangeCode(app, reply, sessionUser(request), request.body, { ip: request.ip, lang });
    return { code: EnvelopeCode.success, data: { resendAfter: RESEND_SECONDS }, msg: translate('codeSent', lang), show: true };
  });

  app.post('/changeEmail', { schema: changeEmailSchema }, async (request) => {
    const lang = requestLanguage(request);
    const user = await changeEmail(app, sessionUser(request), String(request.headers.token), request.body, { ip: request.ip, lang });
    return { code: EnvelopeCode.success, data: user, msg: translate('emailChangeSuccess', lang), show: true };
  });
};
