import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { purgeSchema } from '../admin/schemas.js';
import { ok } from '../lib/envelope.js';
import { requireStaff } from '../staff/guard.js';
import { purgeReport, purgeReportView } from './report.js';

/** GET /api/admin/purge: organizers see the dry run (`pnpm admin purge --dry-run`'s counts), the day and the exports. */
export const adminPurgeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/purge', { onRequest: requireStaff({ roles: ['organizer'] }), schema: purgeSchema, exposeHeadRoute: false }, async (_request, reply) => {
    const { config } = app;
    const deps = {
      db: app.db,
      storage: app.uploadStorage,
      tusDir: config.tusDir,
      dataDir: config.dataDir,
      voteSecretConfigured: config.voteSecret !== undefined,
      seasonsDir: config.seasonsDir,
    };
    void reply.header('cache-control', 'no-store');
    return ok(purgeReportView(await purgeReport(deps, app.season), config.jobSchedules.purge));
  });
};
