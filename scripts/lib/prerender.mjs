// Captures each public page's first view from the live app in Chromium (docs/adr/0020), for the server to write into
// the page's HTML: `pnpm prerender`, build-site after a build, and the benchmarks for each build they measure.
//
// A capture server is started on 127.0.0.1 with the site's data, shell and releases but no captures of its own (an
// empty PRERENDER_DIR), so what is captured is the app's own rendering. Every route of the registry without
// parameters is opened as an anonymous visitor on its device's viewport, in each language, and captured once the
// shell marks the first view complete (`<html data-page-ready>`: the page rendered and its data arrived). A route that
// ends elsewhere (a login-only page sends visitors to the login page) is not captured. Each capture records what it
// was made with (the shell's main script, the remote's version, the season and site-settings keys the server announced); the server
// serves it only while those still hold. It also records the API paths its page read (`sources`): a change to that
// data in the back office or by `pnpm admin` removes the capture (api/src/shell-html/forget-first-views.ts), so the
// page renders live until the next capture. The captures replace the previous set at once (a folder rename).
import { mkdtempSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, devices } from '@playwright/test';
import { startApi, stopApi } from './api-process.mjs';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';

export const LANGUAGES = ['zhComplex', 'zhSimple', 'en'];
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const PAGE_TIMEOUT_MS = 20_000;
const CONCURRENCY = 4;

/**
 * @param {{ dataDir: string, shellDist: string, releasesDir: string, registryFile?: string, out?: string,
 *           routes?: string[], languages?: string[], env?: Record<string, string | undefined>, log?: (line: string) => void }} options
 * @returns {Promise<{ captured: number, skipped: string[] }>}
 */
export async function prerenderSite(options) {
  const { dataDir, shellDist, releasesDir, languages = LANGUAGES, log = () => {} } = options;
  const out = options.out ?? path.join(dataDir, 'prerender');
  const empty = mkdtempSync(path.join(tmpdir(), 'portal-prerender-none-'));
  const staging = `${out}.staging-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  const env = {
    ...process.env,
    ...options.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    SHELL_DIST: shellDist,
    RELEASES_DIR: releasesDir,
    PRERENDER_DIR: empty,
    ...(options.registryFile ? { REGISTRY_FILE: options.registryFile } : {}),
  };
  const { child, url } = await startApi(env, SERVER_NODE_FLAGS);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  /** @type {string[]} */
  const skipped = [];
  let captured = 0;
  try {
    const shell = /\bsrc="?\/?(main\.[0-9a-f]+\.js)/.exec(readFileSync(path.join(shellDist, 'index.html'), 'utf8'))?.[1] ?? '';
    const routes = options.routes ?? (await publicRoutes(url));
    const jobs = routes.flatMap((route) => languages.map((language) => ({ route, language })));
    // A few pages at a time: each mostly waits on the network and the page's data.
    const worker = async () => {
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        const { route, language } = job;
        const began = Date.now();
        const page = await capture(browser, url, route, language);
        if (!page) {
          skipped.push(`${route} (${language})`);
          continue;
        }
        const file = path.join(staging, language, `${encodeURIComponent(route)}.json`);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, JSON.stringify({ path: route, language, shell, ...page }));
        captured += 1;
        log(`prerendered ${route} (${language}) in ${Date.now() - began} ms`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    mkdirSync(staging, { recursive: true });
    rmSync(`${out}.old`, { recursive: true, force: true });
    try {
      renameSync(out, `${out}.old`);
    } catch {
      // no previous set
    }
    renameSync(staging, out);
    rmSync(`${out}.old`, { recursive: true, force: true });
  } finally {
    await browser.close();
    await stopApi(child);
    rmSync(empty, { recursive: true, force: true });
    rmSync(staging, { recursive: true, force: true });
  }
  return { captured, skipped };
}

/** Every page route of the registry without parameters, on both devices. */
async function publicRoutes(origin) {
  const registry = await (await fetch(`${origin}/registry.json`)).json();
  return registry.remotes.flatMap((remote) =>
    ['pc', 'mobile'].flatMap((device) => remote.routes[device].filter((route) => !/[:*]/.test(route)).map((route) => `/${device}/${route}`)),
  );
}

async function capture(browser, origin, route, language) {
  const device = route.startsWith('/mobile/') ? devices['Pixel 7'] : { viewport: { width: 1280, height: 800 } };
  const context = await browser.newContext({ ...device, serviceWorkers: 'block' });
  await context.addInitScript((lang) => window.localStorage.setItem('lang', lang), language);
  const page = await context.newPage();
  // The API paths the page reads before its first view is complete: the data the capture shows.
  const sources = new Set();
  const site = new URL(origin).origin;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === site && url.pathname.startsWith('/api/')) sources.add(url.pathname);
  });
  try {
    await page.goto(`${origin}${route}`, { timeout: PAGE_TIMEOUT_MS });
    await page.locator('html[data-page-ready]').waitFor({ state: 'attached', timeout: PAGE_TIMEOUT_MS });
    const captured = await page.evaluate((expected) => {
      if (window.location.pathname !== expected) return null;
      const root = document.getElementById('root');
      // Form state lives in DOM properties, which innerHTML does not write: the language <select> would show its first
      // option. Reflected into attributes, the captured page shows what the live one does.
      for (const option of root?.querySelectorAll('option') ?? []) option.toggleAttribute('selected', option.selected);
      for (const input of root?.querySelectorAll('input') ?? []) {
        if (input.type === 'checkbox' || input.type === 'radio') input.toggleAttribute('checked', input.checked);
        else if (input.type !== 'password' && input.type !== 'file') input.setAttribute('value', input.value);
      }
      const area = document.querySelector('[data-remote]');
      return {
        html: root ? root.innerHTML : '',
        styles: [.../** @type {NodeListOf<HTMLLinkElement>} */ (document.querySelectorAll('link[rel="stylesheet"]'))].map((link) => new URL(link.href).pathname),
        remote: area ? { name: area.getAttribute('data-remote'), version: area.getAttribute('data-remote-version') } : null,
        season: document.querySelector('meta[name="portal-season"]')?.getAttribute('content') ?? '',
        settings: document.querySelector('meta[name="portal-settings-key"]')?.getAttribute('content') ?? '',
      };
    }, route);
    return captured && { ...captured, sources: [...sources].sort() };
  } catch {
    return null;
  } finally {
    await context.close();
  }
}
