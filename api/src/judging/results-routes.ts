import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StaffRefusalEnvelope } from '@portal/contracts/staff';
import { RoundParams, RoundRanking, ShortlistBody, ShortlistResult } from '@portal/contracts/admin-judging-rounds';
import { requestLanguage } from '../http/language.js';
import { ErrorEnvelope, SuccessEnvelope, errorResponses, ok } from '../lib/envelope.js';
import { actingStaff } from '../staff/acting.js';
import { requireStaff } from '../staff/guard.js';
import { reviewRoundRanking } from './ranking.js';
import { JudgingResultsError, judgingError } from './results-refusals.js';
import { applyShortlist } from './shortlist.js';

// A judging round's results for the organizer (issue 27 points 6–7), under /api/admin/judging: the ranking with its
// digest (raw and normalized), and a screening round's shortlist applied from exactly the ranking reviewed. The same
// feature functions serve `pnpm admin judging compute|shortlist`; each action is in the audit log.

const failures = { ...errorResponses, 401: StaffRefusalEnvelope, 403: StaffRefusalEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope };

export const judgingResultsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });

  async function refusals<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof JudgingResultsError) throw judgingError(error.refusal);
      throw error;
    }
  }

  app.post(
    '/rounds/:group/:round/compute',
    { schema: { params: RoundParams, response: { 200: SuccessEnvelope(RoundRanking), ...failures } }, onRequest: requireStaff({ roles: ['organizer'] }) },
    async (request) => {
      const group = Number(request.params.group) as 1 | 2;
      const { actor } = actingStaff(request);
      const ranking = await refusals(() => reviewRoundRanking(app.db, app.season, group, request.params.round, requestLanguage(request), actor));
      return ok(ranking);
    },
  );

  app.post(
    '/rounds/:group/:round/shortlist',
    {
      schema: { params: RoundParams, body: ShortlistBody, response: { 200: SuccessEnvelope(ShortlistResult), ...failures } },
      onRequest: requireStaff({ roles: ['organizer'], fresh: true }),
    },
    async (request) => {
      const group = Number(request.params.group) as 1 | 2;
      const { actor, by } = actingStaff(request);
      const result = await refusals(() =>
        applyShortlist({ db: app.db, messages: app.messages, season: app.season }, group, request.params.round, request.body, { actor, name: by }),
      );
      return ok(result);
    },
  );
};
