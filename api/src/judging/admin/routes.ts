import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Acting } from '../../audit/acting.js';
import { requestLanguage } from '../../http/language.js';
import { ok } from '../../lib/envelope.js';
import { actingStaff } from '../../staff/acting.js';
import { requireStaff } from '../../staff/guard.js';
import { assignRound } from './assign.js';
import { listRounds } from './list.js';
import { roundProgress } from './progress.js';
import { reopenSheet } from './reopen.js';
import { assignSchema, listSchema, progressSchema, reopenSchema } from './schemas.js';

/**
 * /api/admin/judging/rounds (issue 27): the organizer's side of judging — the season file's rounds, assigning their
 * entries, progress per judge and per entry (names included: the organizer is not blind), and reopening a submitted
 * sheet (a fresh second factor: it unlocks scores a judge signed off). Organizers only; `pnpm admin judging` runs the
 * same feature code.
 */
export const judgingRoundRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });
  const organizer = requireStaff({ roles: ['organizer'] });
  const acting = (request: FastifyRequest): Acting => {
    const { actor, by } = actingStaff(request);
    return { actor, name: by };
  };
  const group = (value: '1' | '2') => (value === '1' ? 1 : 2);

  // Private reads, registered without HEAD (as the back office's other private reads).
  const noHead = { exposeHeadRoute: false } as const;

  app.get('/rounds', { ...noHead, schema: listSchema, onRequest: organizer }, async (request) => ok(await listRounds(app.db, app.season, requestLanguage(request))));

  app.post('/rounds/:group/:round/assign', { schema: assignSchema, onRequest: organizer }, async (request) =>
    ok(await assignRound(app.db, app.season, group(request.params.group), request.params.round, request.body, acting(request))),
  );

  app.get('/rounds/:group/:round/progress', { ...noHead, schema: progressSchema, onRequest: organizer }, async (request) =>
    ok(await roundProgress(app.db, app.season, group(request.params.group), request.params.round, requestLanguage(request))),
  );

  app.post('/rounds/:group/:round/sheets/:staffId/reopen', { schema: reopenSchema, onRequest: requireStaff({ roles: ['organizer'], fresh: true }) }, async (request) => {
    const { params } = request;
    const deps = { db: app.db, season: app.season, messages: app.messages, siteUrl: app.config.siteUrl };
    return ok(await reopenSheet(deps, group(params.group), params.round, params.staffId, request.body.reason, acting(request)));
  });
};
