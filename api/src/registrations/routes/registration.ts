import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { toGroupNumber } from '../../content/groups.js';
import { translate } from '../../i18n/translate.js';
import { EnvelopeCode, ok } from '../../lib/envelope.js';
import { sessionUser } from '../../http/auth.js';
import { requestLanguage } from '../../http/language.js';
import { GROUPS, groupInfo, registrationActivity } from '../groups.js';
import { findOwnRegistration, findRegistration } from '../store.js';
import { submitRegistration } from '../submit.js';
import { registrationView } from '../view.js';
import {
  addSchema,
  getGroupSchema,
  getOwnActiveSchema,
  isAddActiveSchema,
  isDateBackSchema,
} from '../schemas.js';

/** /api/registration/* (SPEC §7 Layer B; payloads in docs/adr/0007). Reads of the calendar are public. */
export const registrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/isAddActive', { schema: isAddActiveSchema }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const groups = request.query.group === undefined ? GROUPS : [request.query.group];
    return ok(await Promise.all(groups.map((group) => registrationActivity(app.db, app.season, group))));
  });

  app.get('/getGroup', { schema: getGroupSchema }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const lang = requestLanguage(request);
    return ok(await Promise.all(GROUPS.map((group) => groupInfo(app.db, app.season, group, lang))));
  });

  app.get('/getOwnActive', { schema: getOwnActiveSchema, onRequest: app.authenticate }, async (request) => {
    const row = await findOwnRegistration(app.db, app.season.id, sessionUser(request).id);
    return ok(row ? await registrationView(app.db, app.season, row, requestLanguage(request)) : null);
  });

  app.get('/isDateBack', { schema: isDateBackSchema, onRequest: app.authenticate }, async (request) => {
    const row = await findOwnRegistration(app.db, app.season.id, sessionUser(request).id);
    const back = row?.status === 'failed';
    return ok({
      back,
      canModify: back && app.season.isOpen(toGroupNumber(row.contest_group), 'registration'),
      reason: back ? row.reason : null,
    });
  });

  app.post('/add', { schema: addSchema, onRequest: app.authenticate }, async (request) => {
    const lang = requestLanguage(request);
    const id = await submitRegistration(app.db, app.season, { userId: sessionUser(request).id, language: lang }, request.body);
    const row = await findRegistration(app.db, id);
    if (!row) throw new Error(`registration ${id} vanished after it was stored`);
    return {
      code: EnvelopeCode.success,
      data: await registrationView(app.db, app.season, row, lang),
      msg: translate('registrationSubmitted', lang),
      show: true,
    };
  });
};
