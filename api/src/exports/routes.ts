import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actingOf } from '../admin/acting.js';
import { privateFile } from '../admin/private-file.js';
import { createExportSchema, exportsSchema } from '../admin/schemas.js';
import { ok } from '../lib/envelope.js';
import { requireStaff } from '../staff/guard.js';
import { contentDisposition } from '../uploads/names.js';
import { makeExport } from './export.js';
import { listExports } from './records.js';

// /api/admin/exports: organizers take a group's registrations or works as CSV (sensitive: a fresh second factor; each
// export recorded before it is sent) and see every export made.

export const adminExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/exports', { onRequest: requireStaff({ roles: ['organizer'], fresh: true }), schema: createExportSchema }, async (request, reply) => {
    const made = await makeExport(app.db, app.season.id, actingOf(request), request.body);
    void privateFile(reply, 'text/csv; charset=utf-8', contentDisposition('attachment', made.fileName)).header('x-export-rows', String(made.record.rows));
    return reply.send(made.csv);
  });

  app.get('/exports', { onRequest: requireStaff({ roles: ['organizer'] }), schema: exportsSchema, exposeHeadRoute: false }, async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return ok(await listExports(app.db));
  });
};
