import { TypeBoxValidatorCompiler, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RemovedSample, RemoveSampleBody } from '@portal/contracts/admin-sample';
import { StaffRefusalEnvelope } from '@portal/contracts/staff';
import { SuccessEnvelope, errorResponses, ok } from '../lib/envelope.js';
import { actorOf, requireStaff } from '../staff/guard.js';
import { removeSample } from './remove.js';

/**
 * POST /api/admin/sample/remove (issue 25 point 7): an organizer, freshly signed in, removes every sample record —
 * or with `{ "dryRun": true }` sees the counts, changing nothing. The feature function is `pnpm admin sample remove`'s.
 */
export const adminSampleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // TypeBox's own check: the app's Ajv would coerce `"dryRun": "yes"` and drop unknown properties — a typo in
  // `dryRun` would then remove the sample instead of refusing (docs/adr/0032, "Input").
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  app.addHook('onRequest', requireStaff({ roles: ['organizer'], fresh: true }));
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });

  const schema = {
    body: RemoveSampleBody,
    response: { 200: SuccessEnvelope(RemovedSample), ...errorResponses, 401: StaffRefusalEnvelope, 403: StaffRefusalEnvelope },
  };
  app.post('/remove', { schema }, async (request) => {
    const dryRun = request.body.dryRun === true;
    const { db, config } = app;
    const counts = await removeSample({ db, publicMediaDir: config.publicMediaDir, prerenderDir: config.prerenderDir }, actorOf(request), { dryRun });
    return ok({ dryRun, counts });
  });
};
