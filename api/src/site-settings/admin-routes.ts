import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '../lib/app-error.js';
import { ok } from '../lib/envelope.js';
import { actingStaff } from '../staff/acting.js';
import { requireStaff } from '../staff/guard.js';
import { publicContentChanged } from '../prerender/public-content.js';
import { settingsError } from './refusals.js';
import { adminReadSchema, adminSaveSchema } from './schemas.js';
import { saveSiteSettings } from './save.js';
import { readSiteSettings } from './store.js';

/**
 * /api/admin/settings (issue 25 point 3): editors and organizers read and save the site settings — checked by the
 * contract's rules, saved against the version they read, audited `settings.save` with the changed keys. The next page
 * load shows the change: nothing is rebuilt or restarted.
 */
export const adminSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', requireStaff({ roles: ['editor', 'organizer'] }));
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });

  app.get('/', { schema: adminReadSchema }, async () => {
    const stored = await readSiteSettings(app.db);
    if (!stored) throw new AppError(503, 'settingsUnavailable', { detail: 'site_settings row missing or breaking the rules' });
    return ok(stored);
  });

  app.put('/', { schema: adminSaveSchema }, async (request) => {
    const result = await saveSiteSettings(app.db, request.body, actingStaff(request).actor);
    if (!result.ok) throw settingsError(result.refusal);
    // Every page draws the settings (the footer): every capture is stale, and is captured again in the background.
    await publicContentChanged(app.config, 'all');
    return ok(result.stored);
  });
};
