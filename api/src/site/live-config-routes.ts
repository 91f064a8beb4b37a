import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { LiveConfig } from '@portal/contracts/live-config';
import { NO_CACHE } from '../http/cache-policy.js';
import { requestLanguage } from '../http/language.js';
import { readLiveConfig } from '../display/public.js';

/**
 * GET /config/live.json: the home page's live-stream block, {src, show, title} as the page has always read it (not an
 * envelope). Since issue 25 it is the display data's `live` row, which editors switch on in the back office (or
 * `pnpm admin display import live`) during an event; the title is the request's language. Not cached: a switch shows
 * at the next request. A row broken by hand hides the block instead of breaking the home page.
 */
export const configRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The row is checked with the contract's rules before it is served: the answer is written out as it is.
  const schema = { response: { 200: Type.Unsafe<LiveConfig>({ type: 'object', additionalProperties: true }) } };
  app.get('/config/live.json', { schema }, async (request, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    return readLiveConfig(app.db, requestLanguage(request));
  });
};
