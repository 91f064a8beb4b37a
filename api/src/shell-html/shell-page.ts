import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { servedRegistry } from '../registry/served.js';
import { seasonState } from '../season/state.js';
import { PREVIEW_PARAM } from '../cms/articles/preview.js';
import { newNonce, pagePolicy, registryOrigins, sha256Source, styleAttributes, type PagePolicyParts } from '../security/csp.js';
import { readShellPolicyNeeds, type ShellPolicyNeeds } from '../security/page-sources.js';
import { liveStreamOrigin } from '../display/public.js';
import type { Language } from '@portal/contracts/languages';
import { toContentLanguage } from '../i18n/edges.js';
import type { RemoteEntry } from '@portal/contracts/registry';
import type { RegistryStore } from '../registry/store.js';
import { HTML_LANG, PrerenderStore, seasonKey, shellKey, type PrerenderedPage } from './prerendered.js';
import { pageLanguage } from './page-language.js';
import { isHandheld, mobileLocation } from './device.js';
import { findArticleHead, articleId } from '../site/articles.js';
import { notFoundHead, pageHead, pageTitles } from '../site/head.js';
import { ADMIN_TITLE, NOT_FOUND_TEXT, SITE_NAME } from '@portal/contracts/page-texts';
import { splitAdminPath } from '@portal/contracts/pages';
import { registeredPages, resolveSitePath, type SitePath } from '../site/pages.js';
import { ARTICLE_PAGES, pageKey } from '../site/route-table.js';
import type { RegistryDocument } from '@portal/contracts/registry';
import { remoteHints } from './remote-hints.js';
import { renderShellPage } from './render.js';
import { routeOwner } from './route-owner.js';
import { pageSettingsReader, type ServedPageSettings } from '../site-settings/page-settings.js';

export interface ShellPageOptions {
  dataDir: string;
  shellDist: string;
  releasesDir: string;
  registryStore: RegistryStore;
  prerenderDir: string;
}

/** The version of a remote every visitor gets now, or null while a candidate serves only some of them. */
function servedToAll(remote: RemoteEntry): string | null {
  const percent = remote.rollout?.percent ?? 0;
  if (percent === 0) return remote.version;
  return percent === 100 && remote.rollout ? remote.rollout.version : null;
}

/** A capture applies while the shell, the owning remote's version, the season and the site settings are those it was made with. */
function stillApplies(page: PrerenderedPage, shell: string, owner: RemoteEntry | null, season: string, settings: string): boolean {
  if (page.shell !== shell || page.season !== season || page.settings !== settings) return false;
  if (!owner) return page.remote === null;
  return page.remote?.name === owner.name && page.remote.version === servedToAll(owner);
}

/**
 * Builds the HTML of any path outside /api/ (issue 15): a page of the site (the shell's own, or one a remote in the
 * registry owns) answers 200, anything else 404 with the localized not-found page; each with its own title and tags
 * for search engines and link previews (site/head.ts). index.html is re-read when a rebuild replaces it, and the
 * registry is read per request (a release needs no restart). If the registry cannot be read the page is still served,
 * as a known page, without what it would have carried: the shell then fetches /registry.json or falls back to its
 * built-in copy.
 */
export interface ShellPage {
  status: 200 | 404;
  html: string;
  /** The page's Content-Security-Policy (docs/adr/0022): its nonce is in the HTML. */
  csp: string;
  /** Login-only, redirecting and not-found pages: never indexed. */
  noindex: boolean;
  /** Opened with a preview token: never kept by a cache. */
  preview?: boolean;
  /** A path of the back office (issue 24), found or not: staff only, so never stored by any cache nor followed. */
  admin: boolean;
  /** A phone or tablet on a desktop page: where its own page is. */
  redirect?: string;
}

export interface ShellPageRendererOptions extends ShellPageOptions {
  /** The origin of absolute URLs (canonical, link previews, sitemap): SITE_URL, or the request's own. */
  siteUrl?: string;
}

/** The site's origin as the visitor reached it (through a trusted proxy, its forwarded host and protocol). */
export function requestOrigin(request: FastifyRequest, siteUrl: string | undefined): string {
  return siteUrl ?? `${request.protocol}://${request.host}`;
}

/**
 * A path when the registry is unknown: the shell's own routes, a page under a device or of the back office (the shell
 * decides with its built-in copy), or not a page at all.
 */
function unresolved(path: string): SitePath | { kind: 'unresolved' } {
  const known = resolveSitePath(path, null);
  if (known.kind === 'shell') return known;
  if (splitAdminPath(path) !== null) return { kind: 'admin', route: null, remote: null };
  return /^\/(pc|mobile)\/./.test(path) ? { kind: 'unresolved' } : { kind: 'unknown' };
}

/** The back office's head: its name as the title, and never indexed (robots.txt also keeps crawlers out of /admin). */
function adminHead(language: Language): string {
  return `<title>${ADMIN_TITLE[language]} | ${SITE_NAME[language]}</title><meta name="robots" content="noindex">`;
}

/**
 * The folder of the shell's build that holds the back office's own build (shared/build/federation.mjs BACK_OFFICE_DIR,
 * docs/adr/0030): every page under /admin/ is rendered from its index.html, every other page from the public one, so
 * no public page carries any of the back office.
 */
export const BACK_OFFICE_DIR = 'back-office';

interface ShellTemplate {
  stamp: string;
  text: string;
  needs: ShellPolicyNeeds;
}

export function shellPageRenderer(app: FastifyInstance, { shellDist, releasesDir, registryStore, prerenderDir, siteUrl }: ShellPageRendererOptions) {
  const prerendered = new PrerenderStore(prerenderDir);
  const readPageSettings = pageSettingsReader(app.db);
  const templates = new Map<string, ShellTemplate>();

  /** A build's index.html and csp.json, re-read when a rebuild replaces them; null when there is none. */
  async function readBuild(dist: string): Promise<ShellTemplate | null> {
    const file = join(dist, 'index.html');
    try {
      const info = await stat(file);
      const stamp = `${info.ino}:${info.size}:${info.mtimeMs}`;
      let template = templates.get(dist);
      if (template?.stamp !== stamp) {
        template = { stamp, text: await readFile(file, 'utf8'), needs: await readShellPolicyNeeds(dist) };
        templates.set(dist, template);
      }
      return template;
    } catch {
      return null;
    }
  }

  /**
   * The template of a path: the back office's for /admin/…, the public shell's otherwise. A shell built without the
   * back office's build serves /admin/… from the public one, which knows no /admin route (its not-found page).
   */
  async function readTemplate(admin: boolean): Promise<ShellTemplate | null> {
    return (admin ? await readBuild(join(shellDist, BACK_OFFICE_DIR)) : null) ?? readBuild(shellDist);
  }

  async function policy(
    nonce: string,
    remoteOrigins: string[],
    firstView: PrerenderedPage | null,
    needs: ShellPolicyNeeds,
    settings: ServedPageSettings | null,
    framing: PagePolicyParts['framing'],
  ): Promise<string> {
    return pagePolicy({
      framing,
      nonce,
      remoteOrigins,
      styleHashes: needs.styleHashes,
      styleAttributeHashes: firstView ? styleAttributes(firstView.html).map(sha256Source) : [],
      liveStreamOrigin: await liveStreamOrigin(app.db),
      apiOrigin: needs.connectOrigins[0] ?? null,
      introVideoOrigin: settings?.videoOrigin ?? null,
    });
  }

  /** The settings the pages draw, or null when they cannot be read: the page is still served, without them. */
  async function readSettings(request: FastifyRequest): Promise<ServedPageSettings | null> {
    try {
      return await readPageSettings();
    } catch (error) {
      request.log.warn({ err: error }, 'page served without its site settings');
      return null;
    }
  }

  /** The registry visitors get now, or null when it cannot be read. */
  async function readRegistry(request: FastifyRequest): Promise<{ document: RegistryDocument | null; readable: boolean }> {
    try {
      return { ...(await servedRegistry(app.db, registryStore, app.season.now())), readable: true };
    } catch (error) {
      request.log.warn({ err: error }, 'page served without its registry and hints');
      return { document: null, readable: false };
    }
  }

  /** What the path is, with the article an article page names; `unknown` for an article that does not exist. */
  async function resolve(path: string, params: URLSearchParams, document: RegistryDocument | null) {
    const site: SitePath = resolveSitePath(path, document);
    if (site.kind !== 'page') return { site, article: null };
    const category = ARTICLE_PAGES[site.route];
    if (!category) return { site, article: null };
    const id = articleId(params.get('id'));
    const article = id === null ? null : await findArticleHead(app.db, id, category);
    return article ? { site, article } : { site: { kind: 'unknown' } as const, article: null };
  }

  function head(site: SitePath | { kind: 'unresolved' }, language: Language, origin: string, article: Awaited<ReturnType<typeof findArticleHead>>, previewing: boolean): string {
    if (site.kind === 'unknown') return notFoundHead(language);
    // The shell's own routes only send the visitor on; without a registry nothing is known of the page.
    if (site.kind === 'shell') return `<title>${SITE_NAME[language]}</title><meta name="robots" content="noindex">`;
    if (site.kind === 'admin') return adminHead(language);
    if (site.kind === 'unresolved') return `<title>${SITE_NAME[language]}</title>${previewing ? '<meta name="robots" content="noindex">' : ''}`;
    return pageHead({ origin, device: site.device, route: site.route, key: site.key, language, article, noindex: site.loginOnly || previewing }).tags;
  }

  return async function render(request: FastifyRequest): Promise<ShellPage | null> {
    // The target is a path: resolved as a reference, `//` or `/\` would be a host (an invalid URL: a 500, issue 14's fuzzing).
    const url = new URL(`http://site.invalid${request.url.startsWith('/') ? '' : '/'}${request.url}`);
    const path = url.pathname;
    const admin = splitAdminPath(path) !== null;
    const shell = await readTemplate(admin);
    if (shell === null) return null;
    const { text, needs } = shell;
    const nonce = newNonce();
    const language = pageLanguage(request, url.searchParams);
    // An editor's preview of an unsaved draft (cms/articles/preview.ts): never indexed nor kept by a cache, framed by
    // the back office only. Whether the token is live is the API's to say; the page is the same either way.
    const previewing = !admin && url.searchParams.has(PREVIEW_PARAM);
    const { document, readable } = await readRegistry(request);
    // Without a registry (unreadable, or none released yet) the shell's built-in copy decides which pages exist: every
    // path under /pc/ and /mobile/ is served.
    const resolved = readable && document ? await resolve(path, url.searchParams, document) : { site: unresolved(path), article: null };
    // A page is only read: any other method on it finds nothing.
    const { site, article } = request.method === 'GET' || request.method === 'HEAD' ? resolved : { site: { kind: 'unknown' } as const, article: null };
    const found = site.kind !== 'unknown';
    const desktopPage = site.kind === 'page' ? site.device === 'pc' : site.kind === 'unresolved' && /^\/pc\/./.test(path);
    if (desktopPage && isHandheld(request.headers['user-agent'])) {
      const redirect = mobileLocation(`${path}${url.search}`);
      if (redirect) return { status: 200, html: '', csp: '', noindex: true, admin: false, redirect };
    }
    const owner = found && document ? routeOwner(document, path) : null;
    const hints = owner ? await remoteHints(owner, releasesDir) : null;
    const season = seasonKey(app.season);
    // The back office draws none of the site settings.
    const settings = admin ? null : await readSettings(request);
    // A query other than the language (a page number) may change the view: such pages are not captured, but for an
    // article's page, captured under its `?id=` (the API recaptures a published article's page, ADR 0020).
    // The back office has no first view: it shows nothing before it knows who is signed in.
    const captureKey = article ? `${path}?id=${article.id}` : path;
    const onlyLanguage = [...url.searchParams.keys()].every((key) => key === 'lang' || (article !== null && key === 'id'));
    const capture = found && !admin && onlyLanguage && document ? await prerendered.find(captureKey, language) : null;
    const firstView = capture && stillApplies(capture, shellKey(text), owner, season, settings?.key ?? '') ? capture : null;
    // Tagged with the language the client asks in: the shell uses it only when that is still its language.
    const seasonNow = { language: toContentLanguage(language), state: seasonState(app.season, language) };
    const html = renderShellPage(text, {
      registry: document,
      hints,
      firstView,
      seasonKey: season,
      season: seasonNow,
      nonce,
      head: head(site, language, requestOrigin(request, siteUrl), article, previewing),
      htmlLang: HTML_LANG[language],
      notFound: found ? null : NOT_FOUND_TEXT[language],
      titles: document ? pageTitles(registeredPages(document).map((page) => ({ ...page, key: pageKey(page.device, page.route) }))) : null,
      settings: settings ? { value: settings.settings, key: settings.key } : null,
    });
    return {
      status: found ? 200 : 404,
      html,
      csp: await policy(nonce, registryOrigins(document), firstView, needs, settings, admin ? 'framesSite' : previewing ? 'framedBySite' : undefined),
      noindex: admin || !found || previewing || site.kind === 'shell' || (site.kind === 'page' && site.loginOnly),
      admin,
      preview: previewing,
    };
  };
}
