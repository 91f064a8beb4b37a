import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isLiveConfigFile, type LiveConfig } from '@portal/contracts/live-config';
import { NO_CACHE } from '../http/cache-policy.js';

/** The hidden block, served while there is no valid file. */
const HIDDEN: LiveConfig = { src: '', show: false, title: '' };

export interface ConfigRoutesOptions {
  dataDir: string;
}

/**
 * GET /config/live.json: DATA_DIR/config/live.json when present and valid, else the hidden
 * default. Read per request so an operator can switch the stream on during an event; a broken
 * file hides the block (and is logged) instead of breaking the home page.
 */
export const configRoutes: FastifyPluginAsyncTypebox<ConfigRoutesOptions> = async (app, { dataDir }) => {
  const file = join(dataDir, 'config', 'live.json');
  // The file is checked with the contract's schema (isLiveConfigFile): the answer is written out as it is.
  const schema = { response: { 200: Type.Unsafe<LiveConfig>({ type: 'object', additionalProperties: true }) } };
  app.get('/config/live.json', { schema }, async (request, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') request.log.warn({ err: error, file }, 'live config unreadable');
      return HIDDEN;
    }
    try {
      const parsed: unknown = JSON.parse(text);
      if (isLiveConfigFile(parsed)) return parsed;
    } catch {
      // fall through to the warning below
    }
    request.log.warn({ file }, 'live config is not {src, show, title}: serving the hidden default');
    return HIDDEN;
  });
};
