import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '../lib/app-error.js';
import { ok } from '../lib/envelope.js';
import { requestLanguage } from '../http/language.js';
import { listBanners, readIntro } from './public.js';
import { bannersSchema, introSchema } from './schemas.js';

/**
 * GET /api/display/banners and /api/display/intro (issue 25 point 3): what the home page drew from files compiled into
 * it, now data editors change. Public answers, cached per content version (ADR 0018), which a save moves.
 */
export const displayPublicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/banners', { schema: bannersSchema, ...app.publicAnswer }, async (request) => ok(await listBanners(app.db, requestLanguage(request))));
  app.get('/intro', { schema: introSchema, ...app.publicAnswer }, async (request) => {
    const intro = await readIntro(app.db, requestLanguage(request));
    if (!intro) throw new AppError(503, 'displayUnavailable', { detail: 'intro row missing or breaking the rules' });
    return ok(intro);
  });
};
