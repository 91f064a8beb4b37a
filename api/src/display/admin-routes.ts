import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { DISPLAY_COLLECTION_TABLE, isDisplayCollection, mayEditDisplayCollection, type DisplayCollection, type DisplayCollectionSpec } from '@portal/contracts/admin-display';
import { ok } from '../lib/envelope.js';
import { actingStaff } from '../staff/acting.js';
import { isFresh, requireStaff, staffRefusals, staffSessionOf } from '../staff/guard.js';
import { readCollection, readOverview } from './read.js';
import { displayError } from './refusals.js';
import { saveDisplayCollection, type DisplayEnv } from './save.js';
import { adminOverviewSchema, adminReadSchema, adminSaveSchema } from './schemas.js';

/**
 * /api/admin/display (issue 25 point 3): editors and organizers read and save the display collections — each whole,
 * checked by the contract's rules, against the version they read, audited `display.save`. The next page load shows the
 * change: nothing is rebuilt or restarted.
 */
/**
 * A collection's own rule beyond the routes' (the timeline: organizers only, and a save with a fresh second factor),
 * checked once the collection is known — before its items are read or the body is looked at.
 */
function requireCollectionRule(request: FastifyRequest, collection: DisplayCollection, saving: boolean): void {
  const { fresh } = DISPLAY_COLLECTION_TABLE[collection] as DisplayCollectionSpec;
  const session = staffSessionOf(request);
  if (!mayEditDisplayCollection(collection, session.member.role)) throw staffRefusals.role(session.member.role);
  if (saving && fresh && !isFresh(session)) throw staffRefusals.stepUp();
}

export const adminDisplayRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', requireStaff({ roles: ['editor', 'organizer'] }));
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });
  const env: DisplayEnv = { db: app.db, prerenderDir: app.config.prerenderDir, clock: app.season, season: app.season };

  app.get('/', { schema: adminOverviewSchema }, async () => ok({ collections: await readOverview(app.db, app.season) }));

  app.get('/:collection', { schema: adminReadSchema }, async (request) => {
    const { collection } = request.params;
    if (!isDisplayCollection(collection)) throw displayError(collection, { reason: 'unknown', collection });
    requireCollectionRule(request, collection, false);
    return ok(await readCollection(app.db, collection, app.season));
  });

  app.put('/:collection', { schema: adminSaveSchema }, async (request) => {
    const { collection } = request.params;
    if (isDisplayCollection(collection)) requireCollectionRule(request, collection, true);
    const result = await saveDisplayCollection(env, collection, request.body, actingStaff(request).actor);
    if (!result.ok) throw displayError(collection, result.refusal);
    return ok(result.stored);
  });
};
