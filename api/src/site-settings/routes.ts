import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { chainLinkFor } from '@portal/contracts/site-settings';
import { AppError } from '../lib/app-error.js';
import { ok } from '../lib/envelope.js';
import { publicSchema } from './schemas.js';
import { readSiteSettings } from './store.js';

/**
 * The site settings for visitors (issue 25 point 3). GET /api/site/settings: the whole settings, a public answer cached
 * per content version (ADR 0018; migration 023's trigger moves it on every save), for a page without the data block
 * (the development servers, a test) and for /c/N in the browser. GET /c/N: the short link itself, answered here so
 * neither the links nor a script are needed to follow one (SPEC §2: an unknown number goes to /).
 */
export const siteSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/site/settings', { schema: publicSchema, ...app.publicAnswer }, async () => {
    const stored = await readSiteSettings(app.db);
    if (!stored) throw new AppError(503, 'settingsUnavailable', { detail: 'site_settings row missing or breaking the rules' });
    return ok(stored.settings);
  });

  app.get<{ Params: { n: string } }>('/c/:n', async (request, reply) => {
    const stored = await readSiteSettings(app.db);
    const target = stored ? chainLinkFor(request.params.n, stored.settings) : null;
    // Followed by the next visitor after a save, whatever their cache holds.
    return reply.header('Cache-Control', 'no-store').redirect(target ?? '/', 302);
  });
};
