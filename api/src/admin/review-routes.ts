import type { FastifyPluginAsync } from 'fastify';
import { adminDashboardRoutes } from '../dashboard/routes.js';
import { adminExportRoutes } from '../exports/routes.js';
import { adminPurgeRoutes } from '../purge/routes.js';
import { adminRegistrationRoutes } from '../registrations/routes/admin.js';
import { adminWorkRoutes } from '../works/routes/admin.js';
import { fileLinkRoutes } from './file-link-routes.js';

// The back office's review resources (issue 24 point 3), registered under /api/admin: each feature's own routes, all
// behind the staff guard, calling the feature functions `pnpm admin` calls.
export const reviewRoutes: FastifyPluginAsync = async (app) => {
  await app.register(adminDashboardRoutes);
  await app.register(adminRegistrationRoutes);
  await app.register(adminWorkRoutes);
  await app.register(adminExportRoutes);
  await app.register(adminPurgeRoutes);
  await app.register(fileLinkRoutes);
};
