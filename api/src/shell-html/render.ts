import type { RegistryDocument } from '@portal/contracts/registry';
import { SITE_SETTINGS_BLOCK_ID, type SitePageSettings } from '@portal/contracts/site-settings';
import { HTML_LANG, type PrerenderedPage } from './prerendered.js';
import type { RemoteHints } from './remote-hints.js';

export interface ShellPageParts {
  registry: RegistryDocument | null;
  hints: RemoteHints | null;
  /** The page's first view, already checked to match what is served now. */
  firstView?: PrerenderedPage | null;
  /** The season key the page was served under (`pnpm prerender` records it with each capture). */
  seasonKey?: string;
  /** GET /api/season's answer at the moment the page was served, in the visitor's language: no request for it. */
  season?: { language: string; state: unknown } | null;
  /** This response's CSP nonce: the apps give it to the <style> elements their libraries add (docs/adr/0022). */
  nonce?: string;
  /** The page's own <title> and tags for search engines and link previews (site/head.ts): replace the template's title. */
  head?: string;
  /** The page's language as `<html lang>` (zh-HK, zh-CN, en). */
  htmlLang?: string;
  /** Every page's title per language (site/head.ts pageTitles), for the tab's title as the visitor moves on. */
  titles?: unknown;
  /** A page that does not exist: its message, in the page's language, where the loading line would be. */
  notFound?: { title: string; description: string } | null;
  /**
   * The site settings the pages draw (contacts, links: issue 25), as data, and their key (`pnpm prerender` records it
   * with each capture, like the season key). Absent on the back office's pages, which draw none of them.
   */
  settings?: { value: SitePageSettings; key: string } | null;
}

export const BOOT_LOADER_PATH = '/_portal/boot.js';

/** The <meta> that announces the settings' key, which `pnpm prerender` records (scripts/lib/prerender.mjs). */
export const SETTINGS_KEY_META = 'portal-settings-key';

/** JSON inside <script>: nothing in it may close the element or be read as HTML (`</script>`, `<!--`). */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const dataBlock = (id: string, value: unknown) => `<script id="${id}" type="application/json">${jsonForScript(value)}</script>`;

// The tags of the built index.html (minified by html-webpack-plugin: attribute quotes may be dropped).
const MAIN_SCRIPT = /<script defer(?:="defer")? src="?([^"\s>]+)"?><\/script>/;
const SCRIPT_PRELOAD = /<link rel="?preload"? href="?([^"\s>]+)"? as="?script"?>/g;
const PLACEHOLDER = /<div[^>]*\bdata-first-view\b[^>]*>[^<]*<\/div>/;
const HTML_TAG_LANG = /<html lang="?[^"\s>]*"?/;
const TITLE = /<title>[^<]*<\/title>/;

/**
 * The shell's index.html with what the first view needs written into it:
 * - the registry (no request for /registry.json) and, for the remote that owns the page, its manifest (no request
 *   for it either) and preload hints for its entry and `./routes` files, so they download with the shell's files;
 * - the season state in the visitor's language (no request for /api/season, which the first render waits for);
 * - the site settings the pages draw (issue 25: runtime data, read per page, so a save needs no rebuild);
 * - when the page has a first view captured by `pnpm prerender` that still applies: that view inside #root (inert
 *   until the app takes over, shell/src/prerender), its stylesheets, and the scripts started only after it is drawn.
 * Data blocks (`type="application/json"`) are never executed: the shell reads them.
 */
export function renderShellPage(template: string, { registry, hints, firstView, seasonKey, season, nonce, head: pageHead, htmlLang, notFound, titles, settings }: ShellPageParts): string {
  const at = template.indexOf('</head>');
  if (at < 0) return template;
  let head = template.slice(0, at);
  let body = template.slice(at);
  const added: string[] = [];
  let changed = false;
  if (pageHead && TITLE.test(head)) {
    // A function replacement: `$` sequences in a title must stay as they are.
    head = head.replace(TITLE, () => pageHead);
    changed = true;
  }
  if (htmlLang) {
    head = head.replace(HTML_TAG_LANG, `<html lang="${attribute(htmlLang)}"`);
    changed = true;
  }
  if (notFound && PLACEHOLDER.test(body)) {
    const message = `<div class="page-loading" data-first-view><h1>${text(notFound.title)}</h1><p>${text(notFound.description)}</p></div>`;
    body = body.replace(PLACEHOLDER, () => message);
    changed = true;
  }
  if (nonce) added.push(`<meta property="csp-nonce" nonce="${attribute(nonce)}">`);
  if (seasonKey) added.push(`<meta name="portal-season" content="${attribute(seasonKey)}">`);
  if (settings) added.push(`<meta name="${SETTINGS_KEY_META}" content="${attribute(settings.key)}">`);
  if (registry) added.push(dataBlock('portal-registry', registry));
  if (season) added.push(dataBlock('portal-season', season));
  if (titles) added.push(dataBlock('portal-titles', titles));
  if (settings) added.push(dataBlock(SITE_SETTINGS_BLOCK_ID, settings.value));
  if (hints) {
    let manifest: unknown = null;
    try {
      manifest = JSON.parse(hints.manifest.text);
    } catch {
      manifest = null;
    }
    if (manifest) added.push(dataBlock('portal-manifests', { [hints.manifest.url]: manifest }));
    for (const href of hints.styles) added.push(`<link rel="stylesheet" href="${attribute(href)}">`);
  }
  const remoteScripts = hints?.scripts ?? [];
  const main = MAIN_SCRIPT.exec(head);
  if (firstView && main?.[1] && PLACEHOLDER.test(body)) {
    const preloads = [...head.matchAll(SCRIPT_PRELOAD)].map((match) => match[1] ?? '');
    head = head.replace(MAIN_SCRIPT, '').replace(SCRIPT_PRELOAD, '').replace(HTML_TAG_LANG, `<html lang="${HTML_LANG[firstView.language]}"`);
    for (const href of firstView.styles) {
      if (!head.includes(`href=${href}>`) && !head.includes(`href="${href}"`)) added.push(`<link rel="stylesheet" href="${attribute(href)}">`);
    }
    added.push(dataBlock('portal-boot', [main[1], ...preloads, ...remoteScripts]));
    added.push(`<script async src="${BOOT_LOADER_PATH}"></script>`);
    // A function replacement: `$` sequences in the captured HTML must stay as they are.
    body = body.replace(PLACEHOLDER, () => `<div data-prerendered inert>${firstView.html}</div>`);
  } else {
    for (const href of remoteScripts) added.push(`<link rel="preload" as="script" href="${attribute(href)}">`);
  }
  if (added.length === 0 && !changed) return template;
  return `${head}${added.join('')}${body}`;
}
