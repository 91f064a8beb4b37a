import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { dashboardSchema } from '../admin/schemas.js';
import { requestLanguage } from '../http/language.js';
import { ok } from '../lib/envelope.js';
import { requireStaff } from '../staff/guard.js';
import { seasonFunnel } from './funnel.js';

/** GET /api/admin/dashboard: every staff member's first view. */
export const adminDashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/dashboard', { schema: dashboardSchema, onRequest: requireStaff({ roles: 'any' }), exposeHeadRoute: false }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return ok(await seasonFunnel(app.db, app.season, requestLanguage(request)));
  });
};
