import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../../lib/envelope.js';
import { translate } from '../../i18n/translate.js';
import { NO_CACHE } from './cache-policy.js';
import { requestLanguage } from './language.js';

export interface NotFoundPluginOptions {
  shellDist: string;
}

/** A browser navigating to a client-side route (e.g. /pc/news) gets the shell's index.html. */
function wantsShell(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  // Files and data the pages fetch: a missing one is a 404, never the shell's HTML.
  if (path === '/api' || ['/api/', '/remotes/', '/media/', '/config/', '/uploads/'].some((prefix) => path.startsWith(prefix))) {
    return false;
  }
  return (request.headers.accept ?? '').includes('text/html');
}

export const notFoundPlugin = fp<NotFoundPluginOptions>(
  async (app: FastifyInstance, { shellDist }) => {
    app.setNotFoundHandler((request, reply) => {
      // sendFile exists only when the shell was found at start; index.html is checked per
      // request because a rebuild replaces it while the server runs.
      const canServeShell = app.hasReplyDecorator('sendFile') && existsSync(join(shellDist, 'index.html'));
      if (canServeShell && wantsShell(request)) {
        return reply.header('Cache-Control', NO_CACHE).sendFile('index.html', shellDist);
      }
      return reply.code(404).send(failure(translate('notFound', requestLanguage(request))));
    });
  },
  { name: 'not-found', dependencies: ['static'] },
);
