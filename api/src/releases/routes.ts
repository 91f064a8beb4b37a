import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError } from 'fastify';
import { AppError } from '../lib/app-error.js';
import type { MessageKey } from '../i18n/messages.js';
import { servedRegistry } from '../registry/served.js';
import type { RegistryStore } from '../registry/store.js';
import { recordBeacon, type Beacon, type GateThresholds } from './health.js';
import { beaconSchema } from './schemas.js';

export interface ReleaseRoutesOptions {
  gate: GateThresholds;
  rateLimit: { max: number; timeWindowMs: number };
  registryStore: RegistryStore;
}

// A beacon is a few dozen bytes; anything near this is not one.
const BEACON_BYTES = 1024;

// Body errors Fastify raises before the handler: for a beacon they are all "bad beacon", a 400 like any other.
const refusedBodies: Record<number, MessageKey> = { 413: 'payloadTooLarge', 415: 'unsupportedMediaType' };

/**
 * POST /api/release/beacon: the shell's report of one remote load (docs/adr/0017), sent with navigator.sendBeacon,
 * so the body is JSON as application/json or text/plain (a Blob or a string). Counted: 204. A version the registry
 * serves that `pnpm release` does not track (the registry file's own, as `npm start` releases them): 204 and nothing
 * counted — the visitor's browser did what it should, and an error there would be a console error on a working page.
 * A beacon of a remote or version that is not served, in another shape or too large: a 400 envelope, nothing counted.
 */
export const releaseRoutes: FastifyPluginAsyncTypebox<ReleaseRoutesOptions> = async (app, opts) => {
  async function isServed({ remote, version }: Beacon): Promise<boolean> {
    const { document } = await servedRegistry(app.db, opts.registryStore, app.season.now());
    const entry = document?.remotes.find((candidate) => candidate.name === remote);
    return entry !== undefined && (entry.version === version || entry.rollout?.version === version);
  }

  // In memory, per instance: it stops one client from flooding the gate; the gate's figures live in the database.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError(429, 'tooManyRequests'),
  });
  // Errors thrown here go on to the app's handler, which answers in the envelope.
  app.setErrorHandler((error: FastifyError) => {
    const key = error.statusCode === undefined ? undefined : refusedBodies[error.statusCode];
    throw key ? new AppError(400, key, { detail: error.message }) : error;
  });
  app.post(
    '/beacon',
    {
      schema: beaconSchema,
      bodyLimit: BEACON_BYTES,
      config: { rateLimit: { max: opts.rateLimit.max, timeWindow: opts.rateLimit.timeWindowMs } },
      // text/plain arrives as a string: parse it here so the body schema checks both kinds alike.
      preValidation: async (request) => {
        if (typeof request.body !== 'string') return;
        try {
          request.body = JSON.parse(request.body) as typeof request.body;
        } catch {
          throw new AppError(400, 'badRequest', { detail: 'beacon body is not JSON' });
        }
      },
    },
    async (request, reply) => {
      const result = await recordBeacon(app.db, request.body, opts.gate, app.season.now().toISOString());
      if (!result.counted) {
        if (await isServed(request.body)) return reply.code(204).send(null);
        throw new AppError(400, 'unknownRelease', { detail: `${request.body.remote}@${request.body.version} is not published` });
      }
      if (result.rolledBack) {
        const { remote, version } = request.body;
        request.log.warn({ remote, version, ...result.rolledBack }, `health gate: ${remote}@${version} rolled back to 0%`);
      }
      return reply.code(204).send(null);
    },
  );
};
