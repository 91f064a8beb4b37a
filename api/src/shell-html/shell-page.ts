import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { servedRegistry } from '../registry/served.js';
import { seasonState } from '../season/state.js';
import { newNonce, pagePolicy, registryOrigins, sha256Source, styleAttributes } from '../security/csp.js';
import { liveStreamOrigin, readShellPolicyNeeds, type ShellPolicyNeeds } from '../security/page-sources.js';
import { languageFromHeader } from '../i18n/translate.js';
import type { RemoteEntry } from '../registry/schema.js';
import type { RegistryStore } from '../registry/store.js';
import {
  DEFAULT_FIRST_VIEW_LANGUAGE,
  FIRST_VIEW_LANGUAGES,
  PrerenderStore,
  seasonKey,
  shellKey,
  type FirstViewLanguage,
  type PrerenderedPage,
} from './prerendered.js';
import { remoteHints } from './remote-hints.js';
import { renderShellPage } from './render.js';
import { routeOwner } from './route-owner.js';

export interface ShellPageOptions {
  dataDir: string;
  shellDist: string;
  releasesDir: string;
  registryStore: RegistryStore;
  prerenderDir: string;
}

/** The cookie the client keeps the visitor's language in (shared/src/i18n/storage.ts). */
const LANGUAGE_COOKIE = /(?:^|;\s*)portal-lang=([A-Za-z]+)/;

function visitorLanguage(request: FastifyRequest): FirstViewLanguage {
  const value = LANGUAGE_COOKIE.exec(request.headers.cookie ?? '')?.[1];
  return FIRST_VIEW_LANGUAGES.find((language) => language === value) ?? DEFAULT_FIRST_VIEW_LANGUAGE;
}

/** The content language the client asks the API in for each UI language (shared/src/i18n/languages.ts, API_LANG). */
const API_LANGUAGE = { zhComplex: 'zh-hk', zhSimple: 'zh-cn', en: 'en-us' } as const satisfies Record<FirstViewLanguage, string>;

/** The version of a remote every visitor gets now, or null while a candidate serves only some of them. */
function servedToAll(remote: RemoteEntry): string | null {
  const percent = remote.rollout?.percent ?? 0;
  if (percent === 0) return remote.version;
  return percent === 100 && remote.rollout ? remote.rollout.version : null;
}

/** A capture applies while the shell, the owning remote's version and the season are those it was made with. */
function stillApplies(page: PrerenderedPage, shell: string, owner: RemoteEntry | null, season: string): boolean {
  if (page.shell !== shell || page.season !== season) return false;
  if (!owner) return page.remote === null;
  return page.remote?.name === owner.name && page.remote.version === servedToAll(owner);
}

/**
 * Builds the HTML of a page route. index.html is re-read when a rebuild replaces it, and the registry is read per
 * request (a release needs no restart). If the registry cannot be read the page is still served, without what
 * it would have carried: the shell then fetches /registry.json or falls back to its built-in copy, as before.
 */
export interface ShellPage {
  html: string;
  /** The page's Content-Security-Policy (docs/adr/0022): its nonce is in the HTML. */
  csp: string;
}

export function shellPageRenderer(app: FastifyInstance, { dataDir, shellDist, releasesDir, registryStore, prerenderDir }: ShellPageOptions) {
  const file = join(shellDist, 'index.html');
  const prerendered = new PrerenderStore(prerenderDir);
  let template: { stamp: string; text: string; needs: ShellPolicyNeeds } = { stamp: '', text: '', needs: { styleHashes: [], connectOrigins: [] } };

  /** index.html and the build's csp.json, re-read when a rebuild replaces them. */
  async function readTemplate(): Promise<typeof template | null> {
    try {
      const info = await stat(file);
      const stamp = `${info.ino}:${info.size}:${info.mtimeMs}`;
      if (stamp !== template.stamp) template = { stamp, text: await readFile(file, 'utf8'), needs: await readShellPolicyNeeds(shellDist) };
      return template;
    } catch {
      return null;
    }
  }

  async function policy(nonce: string, remoteOrigins: string[], firstView: PrerenderedPage | null, needs: ShellPolicyNeeds): Promise<string> {
    return pagePolicy({
      nonce,
      remoteOrigins,
      styleHashes: needs.styleHashes,
      styleAttributeHashes: firstView ? styleAttributes(firstView.html).map(sha256Source) : [],
      liveStreamOrigin: await liveStreamOrigin(dataDir),
      apiOrigin: needs.connectOrigins[0] ?? null,
    });
  }

  /** The page's HTML and policy, or null when there is no built shell to serve. */
  return async function render(request: FastifyRequest): Promise<ShellPage | null> {
    const shell = await readTemplate();
    if (shell === null) return null;
    const { text, needs } = shell;
    const nonce = newNonce();
    try {
      const [path, query] = request.url.split('?');
      const season = seasonKey(app.season);
      const { document } = await servedRegistry(app.db, registryStore, app.season.now());
      const owner = document ? routeOwner(document, path ?? '/') : null;
      const hints = owner ? await remoteHints(owner, releasesDir) : null;
      // A query (a page number, a filter) may change the view: such pages are not captured.
      const capture = query === undefined && document ? await prerendered.find(path ?? '/', visitorLanguage(request)) : null;
      const firstView = capture && stillApplies(capture, shellKey(text), owner, season) ? capture : null;
      // Tagged with the language the client asks in: the shell uses it only when that is still its language.
      const language = API_LANGUAGE[visitorLanguage(request)];
      const seasonNow = { language, state: seasonState(app.season, languageFromHeader(language)) };
      const html = renderShellPage(text, { registry: document, hints, firstView, seasonKey: season, season: seasonNow, nonce });
      return { html, csp: await policy(nonce, registryOrigins(document), firstView, needs) };
    } catch (error) {
      request.log.warn({ err: error }, 'page served without its registry and hints');
      return { html: renderShellPage(text, { registry: null, hints: null, nonce }), csp: await policy(nonce, [], null, needs) };
    }
  };
}
