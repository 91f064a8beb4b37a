import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { logIn } from '../login.js';
import { translate } from '../../i18n/translate.js';
import { EnvelopeCode } from '../../lib/envelope.js';
import { requestLanguage } from '../../http/language.js';
import { loginSchema } from '../schemas.js';

/** POST /api/v1.user/login (spec §7 Layer A): the same credentials and answer as /api/login/account. */
export const v1UserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/login', { schema: loginSchema }, async (request) => {
    const result = await logIn(app, request, request.body.account, request.body.password);
    return { code: EnvelopeCode.success, data: result, msg: translate('loginSuccess', requestLanguage(request)), show: true };
  });
};
