import { performance } from 'node:perf_hooks';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { AppError } from '../lib/app-error.js';
import { ok } from '../lib/envelope.js';
import { healthSchema } from './health-schemas.js';

/** GET /api/health: answers ok only after a real round trip to the database. */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: healthSchema }, async (request) => {
    const started = performance.now();
    try {
      await sql`select 1`.execute(app.db);
    } catch (error) {
      throw new AppError(503, 'serviceUnavailable', { detail: `database check failed: ${String(error)}` });
    }
    const details = {
      databaseLatencyMs: Math.round((performance.now() - started) * 100) / 100,
      uptimeSeconds: Math.round(process.uptime()),
    };
    return ok({
      status: 'ok' as const,
      database: app.dbDialect,
      ...(request.query.verbose ? { details } : {}),
    });
  });
};
