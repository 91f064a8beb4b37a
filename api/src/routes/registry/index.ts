import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError } from '../../lib/app-error.js';
import { ErrorEnvelope, errorResponses } from '../../lib/envelope.js';
import { RegistryDocument } from '../../registry/schema.js';
import { RegistryStore } from '../../registry/store.js';

export interface RegistryRoutesOptions {
  registryFile: string;
}

/**
 * GET /registry.json: the remote registry document itself (not wrapped: the shell reads it
 * like a static file). When it is missing or invalid the answer is a 503 envelope and the
 * shell falls back to the copy built into it.
 */
export const registryRoutes: FastifyPluginAsyncTypebox<RegistryRoutesOptions> = async (app, opts) => {
  const store = new RegistryStore(opts.registryFile);
  const schema = {
    response: { 200: RegistryDocument, 304: Type.Null(), ...errorResponses, 503: ErrorEnvelope },
  };
  app.get('/registry.json', { schema }, async (request, reply) => {
    const result = await store.read();
    if (!result.ok) throw new AppError(503, 'serviceUnavailable', { detail: result.reason });
    // no-cache = always revalidate: a release shows up on the next load, at the cost of a 304.
    reply.header('Cache-Control', 'no-cache').header('ETag', result.etag);
    if (matchesEtag(request.headers['if-none-match'], result.etag)) return reply.code(304).send(null);
    return result.document;
  });
};

/** If-None-Match may list several tags and a proxy may have weakened ours to W/"...". */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}
