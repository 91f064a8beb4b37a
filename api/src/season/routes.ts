import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../lib/envelope.js';
import { requestLanguage } from '../http/language.js';
import { seasonState } from './state.js';
import { seasonSchema } from './schemas.js';

/** GET /api/season: what is open now by the server's clock; the pages take every open/closed state from here. */
export const seasonRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: seasonSchema }, async (request, reply) => {
    // The answer changes with the clock: never cached, so a page never shows a window that has closed.
    void reply.header('cache-control', 'no-store');
    return ok(seasonState(app.season, requestLanguage(request)));
  });
};
