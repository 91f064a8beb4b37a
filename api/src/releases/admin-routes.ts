import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { ok } from '../lib/envelope.js';
import { parsePortalNow } from '../season/clock.js';
import { actingStaff } from '../staff/acting.js';
import { requireStaff } from '../staff/guard.js';
import { releaseError } from './admin-refusals.js';
import { historySchema, promoteSchema, rampSchema, rollbackSchema, statusSchema, windowSchema } from './admin-schemas.js';
import { changeRelease, type ReleaseRequest } from './change.js';
import { releaseHistory, releaseStatus } from './report.js';
import { isRemoteName } from './remotes.js';

/**
 * /api/admin/releases (issue 24): what `pnpm release status|history|ramp|window|rollback` show and do, for organizers
 * and release managers — the same feature functions, so the same refusals, the same history rows, the same registry
 * served to visitors (read from the database on every request, registry/served.ts). Changes are sensitive: a fresh
 * second factor. `publish` stays at the command line: it builds, or takes, a folder of files on the server.
 */
export const adminReleaseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const roles = ['organizer', 'releaseManager'] as const;
  const change = requireStaff({ roles, fresh: true });
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });

  /** The remote of the path, if the site has it. */
  function remoteOf(remote: string): string {
    if (!isRemoteName(remote)) throw new AppError(404, 'releaseUnknownRemote', { params: { remote } });
    return remote;
  }

  /** Makes the change as `pnpm release` does, then answers the remote's row of the status. */
  async function apply(request: FastifyRequest, remote: string, what: ReleaseRequest, reason: string | undefined) {
    const name = remoteOf(remote);
    const { actor, by } = actingStaff(request);
    const outcome = await changeRelease(app.db, name, what, { actor, by, reason: reason ?? null }, app.season.now());
    if (!outcome.ok) throw releaseError(outcome.refusal);
    const status = await releaseStatus(app.db, app.season.now());
    const row = status.remotes.find((entry) => entry.remote === name);
    if (!row) throw new Error(`${name} is not in the status`);
    return ok(row);
  }

  function instant(value: string, field: 'from' | 'to'): Date {
    const date = parsePortalNow(value);
    if (!date) throw new AppError(400, 'releaseBadInstant', { params: { field } });
    return date;
  }

  app.get('/', { schema: statusSchema, onRequest: requireStaff({ roles }) }, async () => ok(await releaseStatus(app.db, app.season.now())));

  app.get('/:remote/history', { schema: historySchema, onRequest: requireStaff({ roles }) }, async (request) =>
    ok(await releaseHistory(app.db, remoteOf(request.params.remote), request.query.limit ?? 20)),
  );

  app.post('/:remote/ramp', { schema: rampSchema, onRequest: change }, async (request) => {
    const { version, share, reason } = request.body;
    return apply(request, request.params.remote, { kind: 'ramp', version, percent: share }, reason);
  });

  app.post('/:remote/promote', { schema: promoteSchema, onRequest: change }, async (request) => {
    const { version, reason } = request.body;
    // `pnpm release ramp <remote> <version> 100`: the same transition (transitions.ts), recorded as a promote.
    return apply(request, request.params.remote, { kind: 'ramp', version, percent: 100 }, reason);
  });

  app.post('/:remote/window', { schema: windowSchema, onRequest: change }, async (request) => {
    const { version, reason } = request.body;
    const window = { kind: 'window', version, from: instant(request.body.from, 'from'), to: instant(request.body.to, 'to') } as const;
    return apply(request, request.params.remote, window, reason);
  });

  app.post(
    '/:remote/rollback',
    {
      schema: rollbackSchema,
      onRequest: change,
      // Nothing to say but why, and that only if wanted: no body is an empty one.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => apply(request, request.params.remote, { kind: 'rollback' }, request.body.reason),
  );
};
