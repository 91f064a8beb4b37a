import { DEFAULT_LANGUAGE, HTML_LANG, type Language } from '@portal/contracts/languages';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Season } from '../season/season.js';
import { seasonState } from '../season/state.js';

/** A first view is captured in each of the site's languages (@portal/contracts/languages), as the client names them. */
export { HTML_LANG };

/** One page's first view as `pnpm prerender` (scripts/prerender.mjs) captured it from the live app. */
export interface PrerenderedPage {
  path: string;
  language: Language;
  /** The inner HTML of #root, serialized by the browser (text and attributes escaped). */
  html: string;
  /** Stylesheets the page had (the shell's and the remote's page chunks'), root-relative. */
  styles: string[];
  /** What it was captured with; it is served only while all three still hold. */
  shell: string;
  remote: { name: string; version: string } | null;
  season: string;
  /**
   * The key of the site settings it was captured under (every page shows the footer's contacts): served only while
   * the settings are the same. Absent in captures made before the settings were data: never served.
   */
  settings?: string;
  /**
   * The API paths the page read for it (`/api/display/finalists` …); a change to that data forgets the capture
   * (forget-first-views.ts). Absent in captures made before they were recorded.
   */
  sources?: string[];
}

/** The file of a page's first view: `<dir>/<language>/<encoded path>.json`. */
export function prerenderFile(dir: string, path: string, language: Language): string {
  return join(dir, language, `${encodeURIComponent(path)}.json`);
}

/**
 * What the season looks like to the pages now, as a short key: which windows are open and which step each group is
 * in (not the clock itself). A first view captured under another key shows another state: it is not served.
 */
export function seasonKey(season: Season): string {
  const { now: _now, ...state } = seasonState(season, DEFAULT_LANGUAGE);
  return createHash('sha256').update(JSON.stringify(state)).digest('base64url').slice(0, 16);
}

/** The main script the shell's index.html loads: a rebuilt shell has another, and older captures no longer apply. */
export function shellKey(template: string): string {
  return /\bsrc="?\/?(main\.[0-9a-f]+\.js)/.exec(template)?.[1] ?? '';
}

const isPage = (value: unknown): value is PrerenderedPage => {
  const page = value as Partial<PrerenderedPage> | null;
  return (
    typeof page?.path === 'string' &&
    typeof page.html === 'string' &&
    Array.isArray(page.styles) &&
    page.styles.every((style) => typeof style === 'string' && style.startsWith('/') && !style.startsWith('//')) &&
    typeof page.shell === 'string' &&
    typeof page.season === 'string' &&
    (page.settings === undefined || typeof page.settings === 'string') &&
    (page.sources === undefined || (Array.isArray(page.sources) && page.sources.every((source) => typeof source === 'string')))
  );
};

/** Reads captures from PRERENDER_DIR, each kept until its file changes. */
export class PrerenderStore {
  readonly #cache = new Map<string, { stamp: string; page: PrerenderedPage | null }>();

  constructor(readonly dir: string) {}

  async find(path: string, language: Language): Promise<PrerenderedPage | null> {
    const file = prerenderFile(this.dir, path, language);
    let stamp: string;
    try {
      const info = await stat(file);
      stamp = `${info.ino}:${info.size}:${info.mtimeMs}`;
    } catch {
      return null;
    }
    const cached = this.#cache.get(file);
    if (cached?.stamp === stamp) return cached.page;
    let page: PrerenderedPage | null = null;
    try {
      const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
      page = isPage(parsed) && parsed.path === path && parsed.language === language ? parsed : null;
    } catch {
      page = null;
    }
    this.#cache.set(file, { stamp, page });
    return page;
  }
}
