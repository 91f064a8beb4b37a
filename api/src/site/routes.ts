import type { FastifyPluginAsync } from 'fastify';
import { servedRegistry } from '../registry/served.js';
import type { RegistryStore } from '../registry/store.js';
import { requestOrigin } from '../shell-html/shell-page.js';
import { robotsTxt, sitemapXml } from './sitemap.js';

export interface SiteRoutesOptions {
  registryStore: RegistryStore;
  siteUrl?: string;
}

/** Search engines revisit these often; an hour keeps them current with the news without a request per crawl. */
const CACHE = 'public, max-age=3600';

/** GET /robots.txt and /sitemap.xml (issue 15): from the registry and the database, never by hand. */
export const siteRoutes: FastifyPluginAsync<SiteRoutesOptions> = async (app, { registryStore, siteUrl }) => {
  app.get('/robots.txt', async (request, reply) =>
    reply.header('Cache-Control', CACHE).type('text/plain; charset=utf-8').send(robotsTxt(requestOrigin(request, siteUrl))),
  );
  app.get('/sitemap.xml', async (request, reply) => {
    const { document } = await servedRegistry(app.db, registryStore, app.season.now());
    const xml = await sitemapXml(app.db, requestOrigin(request, siteUrl), document);
    return reply.header('Cache-Control', CACHE).type('application/xml; charset=utf-8').send(xml);
  });
};
