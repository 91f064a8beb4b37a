import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AnnulBody, Annulment, AnnulmentList, AnomalyQuery, VoteAnomalies } from '@portal/contracts/votes';
import { StaffRefusalEnvelope } from '@portal/contracts/staff';
import { Type } from 'typebox';
import { ErrorEnvelope, SuccessEnvelope, errorResponses, ok } from '../lib/envelope.js';
import { actingStaff } from '../staff/acting.js';
import { requireStaff } from '../staff/guard.js';
import { annulVotes, listAnnulments } from './annul.js';
import { voteAnomalies } from './anomalies.js';

// /api/admin/votes/annulments (issue 28 point 4, docs/adr/0049): organizers annul public votes — each annulment a new
// entry of the public chain — and list them with their own reasons. Annulling changes the results, so it asks for a
// fresh second factor. `pnpm admin votes annul` runs the same feature code (votes/annul.ts).

const failures = { ...errorResponses, 401: StaffRefusalEnvelope, 403: StaffRefusalEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope };

export const adminVoteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/annulments',
    // A private read, registered without HEAD (as the back office's other private reads).
    { exposeHeadRoute: false, schema: { response: { 200: SuccessEnvelope(AnnulmentList), ...failures } }, onRequest: requireStaff({ roles: ['organizer'] }) },
    async () => ok({ season: app.season.id, annulments: await listAnnulments(app.db, app.season.id) }),
  );

  app.get(
    '/anomalies',
    // The anomaly report (issue 28 point 3): counts and flagged bursts, never a contact; organizers, as annulling is.
    {
      exposeHeadRoute: false,
      schema: { querystring: AnomalyQuery, response: { 200: SuccessEnvelope(VoteAnomalies), ...failures } },
      onRequest: requireStaff({ roles: ['organizer'] }),
    },
    async (request) => ok(await voteAnomalies(app.db, app.season.id, request.query)),
  );

  app.post(
    '/annulments',
    { schema: { body: AnnulBody, response: { 200: SuccessEnvelope(Type.Object({ annulments: Type.Array(Annulment) })), ...failures } }, onRequest: requireStaff({ roles: ['organizer'], fresh: true }) },
    async (request) => {
      const { actor, by } = actingStaff(request);
      const annulments = await annulVotes(app.db, app.season.id, request.body, { actor, name: by }, () => app.season.now());
      request.log.info({ seqs: annulments.map((a) => a.annulledSeq), kind: request.body.kind }, 'votes annulled');
      return ok({ annulments });
    },
  );
};
