import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { translate } from '../../i18n/translate.js';
import { AppError } from '../../lib/app-error.js';
import { EnvelopeCode, ok } from '../../lib/envelope.js';
import { sessionUser } from '../../http/auth.js';
import { requestLanguage } from '../../http/language.js';
import { findOwnRegistration } from '../../registrations/store.js';
import { addSchema, getByIdSchema, getMatchCenterSchema, listsSchema } from '../schemas.js';
import { matchCenter } from '../match-center.js';
import { findWork } from '../records.js';
import { submitWork } from '../submit.js';
import { teamWorkViews, workViews } from '../view.js';

/** /api/userWork/* (SPEC §7 Layer B; payloads in @portal/contracts/works-api): the signed-in team's works. */
export const userWorkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Every call is about the caller's own team: a session first, and answers no cache may keep.
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });

  /** The caller's work `id` as the team sees it; another team's work is as unknown as a missing one. */
  async function ownWork(request: FastifyRequest, id: number) {
    const registration = await findOwnRegistration(app.db, app.season.id, sessionUser(request).id);
    const work = await findWork(app.db, id);
    if (!registration || !work || work.registrationId !== registration.id) throw new AppError(404, 'notFound', { detail: `work ${id} is not the caller's` });
    const [view] = await workViews(app.db, app.season, [work], requestLanguage(request));
    if (!view) throw new Error(`work ${id} has no view`);
    return view;
  }

  app.get('/getMatchCenter', { schema: getMatchCenterSchema }, async (request) =>
    ok(await matchCenter(app.db, app.season, sessionUser(request).id, requestLanguage(request))),
  );

  app.get('/lists', { schema: listsSchema }, async (request) => {
    const registration = await findOwnRegistration(app.db, app.season.id, sessionUser(request).id);
    return ok(registration ? await teamWorkViews(app.db, app.season, registration.id, requestLanguage(request)) : []);
  });

  app.get('/getById', { schema: getByIdSchema }, async (request) => ok(await ownWork(request, request.query.id)));

  app.post('/add', { schema: addSchema }, async (request) => {
    const deps = { db: app.db, season: app.season, storage: app.uploadStorage, log: request.log, messages: app.messages };
    const id = await submitWork(deps, sessionUser(request).id, request.body);
    return {
      code: EnvelopeCode.success,
      data: await ownWork(request, id),
      msg: translate('workSubmitted', requestLanguage(request)),
      show: true,
    };
  });
};
