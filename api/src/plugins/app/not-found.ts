import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../../lib/envelope.js';
import { translate } from '../../i18n/translate.js';
import { NO_CACHE } from './cache-policy.js';
import { requestLanguage } from './language.js';
import { shellPageRenderer, type ShellPageOptions } from '../../shell-html/shell-page.js';
import { BOOT_LOADER } from '../../shell-html/boot-loader.js';
import { BOOT_LOADER_PATH } from '../../shell-html/render.js';
import { isHandheld, mobileLocation } from '../../shell-html/device.js';

export type NotFoundPluginOptions = ShellPageOptions;

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
  async (app: FastifyInstance, options) => {
    const renderShellPage = shellPageRenderer(app, options);
    // Starts the app's scripts once a prerendered first view is drawn (api/src/shell-html/boot-loader.ts).
    app.get(BOOT_LOADER_PATH, (_request, reply) =>
      reply.header('Cache-Control', 'public, max-age=300').type('text/javascript; charset=utf-8').send(BOOT_LOADER),
    );
    async function answer(request: FastifyRequest, reply: FastifyReply) {
      const shell = wantsShell(request);
      // A phone or tablet on a desktop URL (a shared link): its own page at once, not the desktop layout first.
      const mobile = shell && isHandheld(request.headers['user-agent']) ? mobileLocation(request.url) : null;
      if (mobile) return reply.header('Cache-Control', NO_CACHE).header('Vary', 'User-Agent').redirect(mobile, 302);
      // index.html is looked for per request because a rebuild replaces it while the server runs.
      const page = shell ? await renderShellPage(request) : null;
      // The answer depends on the user agent (the redirect above): a shared cache must keep them apart.
      if (page !== null) {
        return reply
          .header('Cache-Control', NO_CACHE)
          .header('Vary', 'User-Agent')
          .header('Content-Security-Policy', page.csp)
          .type('text/html; charset=utf-8')
          .send(page.html);
      }
      return reply.code(404).send(failure(translate('notFound', requestLanguage(request))));
    }
    app.setNotFoundHandler(answer);
    // The site root is a page like any other (the shell sends it on to the device's home); the static files' own
    // handler would otherwise answer it, as a folder.
    app.get('/', answer);
  },
  { name: 'not-found', dependencies: ['static', 'db', 'season'] },
);
