import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../lib/envelope.js';
import { translate } from '../i18n/translate.js';
import { NO_CACHE } from './cache-policy.js';
import { requestLanguage } from './language.js';
import { shellPageRenderer, type ShellPageRendererOptions } from '../shell-html/shell-page.js';
import { BOOT_LOADER } from '../shell-html/boot-loader.js';
import { BOOT_LOADER_PATH } from '../shell-html/render.js';

export type NotFoundPluginOptions = ShellPageRendererOptions;

/**
 * The API's own paths, where a missing one answers in the envelope: /api/, and /uploads/, the private files' route,
 * whose every refusal is the same envelope 404 so that nothing tells which files exist. Every other path is a page or
 * the not-found page.
 */
function isApiPath(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/uploads/');
}

export const notFoundPlugin = fp<NotFoundPluginOptions>(
  async (app: FastifyInstance, options) => {
    const renderShellPage = shellPageRenderer(app, options);
    // Starts the app's scripts once a prerendered first view is drawn (api/src/shell-html/boot-loader.ts).
    app.get(BOOT_LOADER_PATH, (_request, reply) =>
      reply.header('Cache-Control', 'public, max-age=300').type('text/javascript; charset=utf-8').send(BOOT_LOADER),
    );
    /**
     * Every path outside /api/, whatever the client accepts (link-preview crawlers and monitors send a wildcard or
     * nothing): a page of the site answers 200 with its HTML, anything else 404 with the localized not-found page
     * (issue 15). HEAD gets the same status and headers.
     */
    async function answer(request: FastifyRequest, reply: FastifyReply) {
      const page = isApiPath(request) ? null : await renderShellPage(request);
      if (page === null) return reply.code(404).send(failure(translate('notFound', requestLanguage(request))));
      // The answer depends on the user agent (a phone is sent to its own page): a shared cache must keep them apart.
      // The back office's pages are for staff only: no cache keeps them, and no crawler indexes or follows them.
      void reply.header('Cache-Control', page.admin || page.preview ? 'no-store' : NO_CACHE).header('Vary', 'User-Agent');
      if (page.redirect) return reply.redirect(page.redirect, 302);
      if (page.noindex) void reply.header('X-Robots-Tag', page.admin ? 'noindex, nofollow' : 'noindex');
      // The back office frames a preview (its CSP says frame-ancestors 'self'); older browsers read this header instead.
      if (page.preview) void reply.header('X-Frame-Options', 'SAMEORIGIN');
      return reply
        .code(page.status)
        .header('Content-Security-Policy', page.csp)
        .type('text/html; charset=utf-8')
        .send(page.html);
    }
    app.setNotFoundHandler(answer);
    // The site root is a page like any other (the shell sends it on to the device's home); the static files' own
    // handler would otherwise answer it, as a folder.
    app.get('/', answer);
  },
  { name: 'not-found', dependencies: ['static', 'db', 'season'] },
);
