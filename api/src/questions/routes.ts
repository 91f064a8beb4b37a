import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sessionUser } from '../http/auth.js';
import { requestLanguage } from '../http/language.js';
import { translate } from '../i18n/translate.js';
import { EnvelopeCode, ok } from '../lib/envelope.js';
import { askQuestion } from './ask.js';
import { askError } from './refusals.js';
import { askSchema, myThreadSchema } from './schemas.js';
import { myThread } from './team-view.js';

// /api/question (issue 26 point 7): the signed-in team's own thread with the organizers. Every account may ask, with
// or without a registration: the personal center exists for every account, and "how do I register?" is a question.
export const questionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });

  app.get('/thread', { schema: myThreadSchema }, async (request) => ok(await myThread(app.db, sessionUser(request).id, app.season.now())));

  app.post('/add', { schema: askSchema }, async (request) => {
    const { id } = sessionUser(request);
    const lang = requestLanguage(request);
    const result = await askQuestion(app.db, id, request.body, lang, app.season.now());
    if (!result.ok) throw askError(result.refusal);
    return { code: EnvelopeCode.success, data: await myThread(app.db, id, app.season.now()), msg: translate('questionSent', lang), show: true };
  });
};
