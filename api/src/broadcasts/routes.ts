import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requestLanguage } from '../http/language.js';
import { ok } from '../lib/envelope.js';
import { actingStaff } from '../staff/acting.js';
import { isFresh, requireStaff, staffRefusals, staffSessionOf } from '../staff/guard.js';
import { countOf, findAudience } from './audience.js';
import { previewBroadcast } from './preview.js';
import { listBroadcasts, readBroadcast } from './read.js';
import { broadcastError, broadcastNotFound } from './refusals.js';
import { checkTexts, sendBroadcast, type BroadcastEnv } from './send.js';
import { audienceSchema, listSchema, previewSchema, readSchema, sendSchema } from './schemas.js';

/**
 * /api/admin/broadcasts (issue 26 point 6): organizers count an audience, preview a message in the three languages,
 * send it (a fresh second factor: it mails every team) and read what was delivered. Sending is send.ts, shared with
 * `pnpm admin broadcasts send`.
 */
export const adminBroadcastRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', requireStaff({ roles: ['organizer'] }));
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });
  // Sent at real time, as the queue's rows and the audit log record theirs: PORTAL_NOW moves the season, not the mail.
  const env: BroadcastEnv = { db: app.db, messages: app.messages, season: app.season, clock: { now: () => new Date() } };

  app.get('/', { schema: listSchema }, async (request) => ok(await listBroadcasts(app.db, requestLanguage(request), request.query)));

  app.get('/:id', { schema: readSchema }, async (request) => {
    const detail = await readBroadcast(app.db, request.params.id, requestLanguage(request));
    if (!detail) throw broadcastNotFound(request.params.id);
    return ok(detail);
  });

  app.post('/audience', { schema: audienceSchema }, async (request) => ok(countOf(await findAudience(app.db, app.season.id, request.body.audience))));

  app.post('/preview', { schema: previewSchema }, async (request) => {
    const checked = checkTexts(request.body.texts);
    if (!checked.ok) throw broadcastError(checked.refusal);
    return ok(await previewBroadcast(app.db, checked.texts));
  });

  // Sending is sensitive (it mails every team): the second factor must be fresh, checked before the body is read.
  app.post('/', { schema: sendSchema, onRequest: async (request) => { if (!isFresh(staffSessionOf(request))) throw staffRefusals.stepUp(); } }, async (request) => {
    const { actor, by } = actingStaff(request);
    const sent = await sendBroadcast(env, request.body, { actor, name: by });
    if (!sent.ok) throw broadcastError(sent.refusal);
    return ok({ id: sent.id, recipients: sent.recipients, optedOut: sent.optedOut });
  });
};
