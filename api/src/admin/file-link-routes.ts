import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '../lib/app-error.js';
import { ok } from '../lib/envelope.js';
import { FILE_LINK_PARAM, isLinkablePath, issueFileLink } from '../staff/file-links.js';
import { requireStaff, staffSessionOf } from '../staff/guard.js';
import { fileLinkSchema } from './schemas.js';

// POST /api/admin/file-links: a short-lived link to one private file route for this session (staff/file-links.ts).
// Any ready staff member may ask; the file route's own guard decides on every request whether their role may open it.
export const fileLinkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/file-links', { onRequest: requireStaff({ roles: 'any' }), schema: fileLinkSchema }, async (request, reply) => {
    const { path } = request.body;
    if (!isLinkablePath(path)) throw new AppError(400, 'adminFileLinkPath');
    const link = await issueFileLink(app.db, staffSessionOf(request).id, path);
    void reply.header('cache-control', 'no-store');
    return ok({ url: `${path}?${FILE_LINK_PARAM}=${link.token}`, expiresAt: link.expiresAt });
  });
};
