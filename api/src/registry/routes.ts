import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { matchesEtag } from '../lib/etag.js';
import { AppError } from '../lib/app-error.js';
import { ErrorEnvelope, errorResponses } from '../lib/envelope.js';
import type { RegistryDocument } from '@portal/contracts/registry';
import type { RegistryStore } from './store.js';
import { servedRegistry } from './served.js';

export interface RegistryRoutesOptions {
  store: RegistryStore;
}

/**
 * GET /registry.json: the remote registry document itself (not wrapped: the shell reads it like a static file).
 * The registry file is the base; what `pnpm release` put in the database overlays it (stable versions, a candidate
 * while it applies by the server clock), read on every request so a release needs no restart and every API instance
 * serves the same. With neither a valid file nor a released remote the answer is a 503 envelope and the shell falls
 * back to the copy built into it.
 */
export const registryRoutes: FastifyPluginAsyncTypebox<RegistryRoutesOptions> = async (app, opts) => {
  const { store } = opts;
  const schema = {
    // Validated with the contracts' registry schema where it is read and published (store.ts, publish): here it is
    // written out as it is.
    response: { 200: Type.Unsafe<RegistryDocument>({ type: 'object', additionalProperties: true }), 304: Type.Null(), ...errorResponses, 503: ErrorEnvelope },
  };
  app.get('/registry.json', { schema }, async (request, reply) => {
    const { document, file } = await servedRegistry(app.db, store, app.season.now());
    if (!document) throw new AppError(503, 'serviceUnavailable', { detail: file.ok ? 'no remote' : file.reason });
    if (!file.ok && !file.missing) request.log.warn({ reason: file.reason }, 'registry file unusable: serving the released remotes only');
    // The tag is the served document's: it changes with the file, the database and a window opening or closing.
    const etag = `"${createHash('sha256').update(JSON.stringify(document)).digest('base64url').slice(0, 27)}"`;
    // no-cache = always revalidate: a release shows up on the next load, at the cost of a 304.
    reply.header('Cache-Control', 'no-cache').header('ETag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
    return document;
  });
};
