// Captures each public page's first view from the live app in Chromium (docs/adr/0020), for the server to write into
// the page's HTML: `pnpm prerender`, build-site after a build, and the benchmarks for each build they measure.
//
// A capture server is started on 127.0.0.1 with the site's data, shell and releases but no captures of its own (an
// empty PRERENDER_DIR), so what is captured is the app's own rendering. Every route of the registry without
// parameters is opened as an anonymous visitor on its device's viewport, in each language, and captured once the
// shell marks the first view complete (`<html data-page-ready>` empty: the page rendered and its data arrived; a page
// that does not complete in time is tried once more on its own, then left out). A route that
// ends elsewhere (a login-only page sends visitors to the login page) is not captured. Each capture records what it
// was made with (the shell's main script, the remote's version, the season and site-settings keys the server announced); the server
// serves it only while those still hold. It also records the API paths its page read (`sources`): a change to that
// data in the back office or by `pnpm admin` removes the capture (api/src/shell-html/forget-first-views.ts), so the
// page renders live, and the API captures those pages again in the background with `recapturePages` (api/src/prerender/).
// `pnpm prerender` replaces the whole set at once (a folder rename); a recapture replaces its pages' files one by one.
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
/** A capture that threw or timed out (null: not the page asked for, e.g. login-only). */
const FAILED = Symbol('capture failed');

/**
 * A capture server (the built API on 127.0.0.1 with the site's data, shell and releases but no captures of its own)
 * and Chromium, for `pnpm prerender` and for the API's background recapture (api/src/prerender/): one implementation.
 * @param {{ dataDir: string, shellDist: string, releasesDir: string, registryFile?: string, env?: Record<string, string | undefined> }} options
 */
async function openCaptureSession(options) {
  const { dataDir, shellDist, releasesDir } = options;
  const empty = mkdtempSync(path.join(tmpdir(), 'portal-prerender-none-'));
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
    // The capture server changes nothing, and must never start captures of its own.
    PORTAL_RECAPTURE: '0',
    ...(options.registryFile ? { REGISTRY_FILE: options.registryFile } : {}),
  };
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let child;
  /** @type {import('@playwright/test').Browser | undefined} */
  let browser;
  const close = async () => {
    await browser?.close().catch(() => undefined);
    await stopApi(child);
    rmSync(empty, { recursive: true, force: true });
  };
  try {
    const started = await startApi(env, SERVER_NODE_FLAGS);
    child = started.child;
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const shell = /\bsrc="?\/?(main\.[0-9a-f]+\.js)/.exec(readFileSync(path.join(shellDist, 'index.html'), 'utf8'))?.[1] ?? '';
    return { url: started.url, browser, shell, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Captures `jobs` a few at a time (each mostly waits on the network and the page's data), handing each capture to `write`.
 * @param {{ url: string, browser: import('@playwright/test').Browser, shell: string }} session
 * @param {{ route: string, language: string }[]} jobs
 * @param {(job: { route: string, language: string }, page: object) => boolean | void} write false: not written
 * @param {(line: string) => void} log
 */
async function captureAll(session, jobs, write, log) {
  const queue = [...jobs];
  /** @type {string[]} */
  const skipped = [];
  /** @type {{ route: string, language: string }[]} */
  const late = [];
  let captured = 0;
  /** @param {{ route: string, language: string }} job @param {boolean} lastTry */
  const take = async (job, lastTry) => {
    const began = Date.now();
    const page = await capture(session.browser, session.url, job.route, job.language);
    if (page === FAILED && !lastTry) {
      late.push(job);
      return;
    }
    if (!page || page === FAILED) {
      skipped.push(`${job.route} (${job.language})`);
      return;
    }
    if (write(job, { path: job.route, language: job.language, shell: session.shell, ...page }) === false) return;
    captured += 1;
    log(`prerendered ${job.route} (${job.language}) in ${Date.now() - began} ms`);
  };
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) await take(job, false);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  // A page that failed or ran out of time beside the others gets one more try on its own: on a busy machine (a server
  // under load, a CI run) the concurrency is what made it late, and a page left out stays live-rendered until the next
  // change.
  for (const job of late) await take(job, true);
  return { captured, skipped };
}

/** The file of a capture: `<dir>/<language>/<encoded path>.json` (api/src/shell-html/prerendered.ts reads it). */
export const captureFile = (dir, route, language) => path.join(dir, language, `${encodeURIComponent(route)}.json`);

/**
 * Every public page, in each language: the whole set, replacing the previous one at once (a folder rename).
 * @param {{ dataDir: string, shellDist: string, releasesDir: string, registryFile?: string, out?: string,
 *           routes?: string[], languages?: string[], env?: Record<string, string | undefined>, log?: (line: string) => void }} options
 * @returns {Promise<{ captured: number, skipped: string[] }>}
 */
export async function prerenderSite(options) {
  const { dataDir, languages = LANGUAGES, log = () => {} } = options;
  const out = options.out ?? path.join(dataDir, 'prerender');
  const staging = `${out}.staging-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  const session = await openCaptureSession(options);
  try {
    const routes = options.routes ?? (await publicRoutes(session.url));
    const jobs = routes.flatMap((route) => languages.map((language) => ({ route, language })));
    const result = await captureAll(session, jobs, (job, page) => {
      const file = captureFile(staging, job.route, job.language);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(page));
    }, log);
    mkdirSync(staging, { recursive: true });
    rmSync(`${out}.old`, { recursive: true, force: true });
    try {
      renameSync(out, `${out}.old`);
    } catch {
      // no previous set
    }
    renameSync(staging, out);
    rmSync(`${out}.old`, { recursive: true, force: true });
    return result;
  } finally {
    await session.close();
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Some pages (route × language), each written into the set in place (a file rename: a reader sees the old capture or
 * the new one): what the API recaptures after a change. `accept` is asked just before each write: a page whose data
 * changed again while it was captured is not written (its next capture follows).
 * @param {{ dataDir: string, shellDist: string, releasesDir: string, registryFile?: string, out?: string,
 *           pages: { route: string, language: string }[], accept?: (page: { route: string, language: string }) => boolean,
 *           env?: Record<string, string | undefined>, log?: (line: string) => void }} options
 * @returns {Promise<{ captured: number, skipped: string[] }>}
 */
export async function recapturePages(options) {
  const { dataDir, pages, accept = () => true, log = () => {} } = options;
  const out = options.out ?? path.join(dataDir, 'prerender');
  const session = await openCaptureSession(options);
  try {
    return await captureAll(session, pages, (job, page) => {
      if (!accept(job)) return false;
      const file = captureFile(out, job.route, job.language);
      mkdirSync(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify(page));
      renameSync(temporary, file);
      return true;
    }, log);
  } finally {
    await session.close();
  }
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
    // With its query: a change to one article forgets the pages that asked for that article only (ADR 0020).
    if (url.origin === site && url.pathname.startsWith('/api/')) sources.add(url.pathname + url.search);
  });
  try {
    await page.goto(`${origin}${route}`, { timeout: PAGE_TIMEOUT_MS });
    // Empty: complete. `timeout` (handed over at the shell's time limit, still loading) is not a first view to keep;
    // the shell empties it when the view completes, so a slow page is waited for here, up to this page's own limit.
    await page.locator('html[data-page-ready=""]').waitFor({ state: 'attached', timeout: PAGE_TIMEOUT_MS });
    const captured = await page.evaluate((expected) => {
      // An article's page is named by its query (`?id=`): it must be that page, not where the app sent the visitor.
      const here = expected.includes('?') ? window.location.pathname + window.location.search : window.location.pathname;
      if (here !== expected) return null;
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
    return FAILED;
  } finally {
    await context.close();
  }
}
