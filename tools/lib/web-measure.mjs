// Measuring a built site as its visitors get it (issue 13): `pnpm bench:web` and `pnpm budgets`.
// A site is the production API server on 127.0.0.1 with its own temp DATA_DIR, serving one shell build (the federated
// shell/dist, or the reference var/reference/dist) at one clock (PORTAL_NOW), with the public pages' first views
// captured for it first (scripts/lib/prerender.mjs) — so both builds are measured the way `npm start` serves.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, devices } from '@playwright/test';
import { startApi, stopApi } from '../../scripts/lib/api-process.mjs';
import { registryFile, releasesDir, repoRoot } from '../../scripts/lib/paths.mjs';
import { prerenderSite } from '../../scripts/lib/prerender.mjs';
import { SERVER_NODE_FLAGS } from '../../scripts/lib/server-flags.mjs';
import { cpuSlowdownFor, measureBenchmarkIndex } from './cpu-calibration.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const BUILDS = {
  federated: { shellDist: path.join(repoRoot, 'shell/dist'), releasesDir },
  // The reference never asks for a remote: an empty releases folder keeps the server from hinting remote files.
  reference: { shellDist: path.join(repoRoot, 'var/reference/dist'), releasesDir: null },
};
/** Clocks inside the windows the pages are measured in (seasons/2023-2024.json). */
export const CLOCKS = {
  registration: '2023-09-15T10:00:00+08:00',
  voting: '2024-02-15T10:00:00+08:00',
};
/** The measured pages: path, the clock it is seen at, whether its user is logged in. */
export const ROUTES = [
  { path: '/pc/home', clock: 'registration' },
  { path: '/mobile/home', clock: 'registration' },
  { path: '/pc/latestNews', clock: 'registration' },
  { path: '/pc/logIn', clock: 'registration' },
  { path: '/mobile/login', clock: 'registration' },
  { path: '/pc/contestRegistration?group=1', clock: 'registration', loggedIn: true },
  { path: '/mobile/registration?group=1', clock: 'registration', loggedIn: true },
  { path: '/pc/secondCompetition', clock: 'voting' },
  { path: '/mobile/vote', clock: 'voting' },
];
/**
 * The back office's first page (issue 24): budgeted like the public ones, but no visitor sees it and the reference
 * build has no back office, so it is measured only here (`pnpm budgets`), never against the reference nor in bench:web.
 */
export const ADMIN_ROUTES = [{ path: '/admin/login', clock: 'registration' }];
export const isPhone = (route) => route.startsWith('/mobile/');

/**
 * Starts one site: prerenders `routes` (those without a query; login-only ones are skipped by the capture itself),
 * then the server. Returns its URL, a session token for logged-in pages, and stop().
 * @param {'federated' | 'reference'} build
 * @param {string} portalNow
 * @param {string[]} routes
 */
export async function startSite(build, portalNow, routes) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `portal-bench-${build}-`));
  const emptyReleases = mkdtempSync(path.join(tmpdir(), 'portal-bench-no-releases-'));
  const { shellDist } = BUILDS[build];
  const releases = BUILDS[build].releasesDir ?? emptyReleases;
  const env = { PORTAL_NOW: portalNow, REGISTRY_FILE: registryFile, LOG_LEVEL: 'warn' };
  // The built API's entry (plain node reads api/dist): the site is built before it is measured.
  const { builtCommandLine, mobileLocation } = await import('@portal/api/testing');
  // A phone on a desktop URL is redirected to its mobile page (the server's mobileLocation): that page is captured too,
  // as `pnpm prerender` captures every public page for `npm start`.
  const capturable = [...new Set(routes.flatMap((route) => [route, mobileLocation(route) ?? route]))].filter((route) => !route.includes('?'));
  if (capturable.length > 0) {
    await prerenderSite({ dataDir, shellDist, releasesDir: releases, registryFile, routes: capturable, languages: ['zhComplex'], env });
  }
  const { child, url } = await startApi(
    { ...process.env, ...env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', DATA_DIR: dataDir, SHELL_DIST: shellDist, RELEASES_DIR: releases },
    SERVER_NODE_FLAGS,
  );
  const token = execFileSync(process.execPath, [builtCommandLine('issue-session'), '--email', `bench-${build}@example.org`], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  }).trim();
  return {
    url,
    token,
    stop: async () => {
      await stopApi(child);
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(emptyReleases, { recursive: true, force: true });
    },
  };
}

/** Which app a script belongs to, by its URL: a remote's files are under /remotes/<name>/, the rest is the shell's. */
export function appOfScript(url) {
  const match = /^\/remotes\/([^/]+)\//.exec(new URL(url).pathname);
  return match ? match[1] : 'shell';
}

/**
 * First load of a page in a fresh profile: the scripts it downloaded until its first view was complete (gzip size of
 * each body, by app) and the number of requests. Deterministic for a given build: one run is enough.
 */
export async function firstLoad(browser, site, route, loggedIn = false) {
  const context = await browser.newContext(isPhone(route) ? { ...devices['Pixel 7'] } : { viewport: { width: 1350, height: 940 } });
  if (loggedIn) await context.addCookies([{ name: 'token', value: site.token, url: site.url }]);
  const page = await context.newPage();
  const scripts = [];
  let requests = 0;
  page.on('request', () => (requests += 1));
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.body().then((body) => ({ app: appOfScript(response.url()), gzip: gzipSync(body).length }), () => null));
  });
  try {
    await page.goto(`${site.url}${route}`, { timeout: 30_000 });
    await page.locator('html[data-page-ready]').waitFor({ state: 'attached', timeout: 30_000 });
    const loaded = (await Promise.all(scripts)).filter(Boolean);
    return { scripts: loaded, gzip: loaded.reduce((total, script) => total + script.gzip, 0), requests };
  } finally {
    await context.close();
  }
}

export async function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * One Lighthouse run (the npm package, its simulated throttling), in a Chrome of its own. The phone preset's CPU
 * slowdown is calibrated to the host just before the run (./cpu-calibration.mjs); the desktop preset's is 1× already.
 * @param {string} url
 * @param {{ preset: 'mobile' | 'desktop', cookie?: string }} options
 */
export async function lighthouseRun(url, { preset, cookie }) {
  const [{ default: lighthouse }, chromeLauncher, desktopConfig, constants] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
    import('lighthouse/core/config/desktop-config.js'),
    import('lighthouse/core/config/constants.js'),
  ]);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    /** @type {import('lighthouse').Flags} */
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    };
    const hostIndex = preset === 'mobile' ? await measureBenchmarkIndex(chrome.port) : null;
    if (hostIndex !== null) flags.throttling = { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdownFor(hostIndex) };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig.default : undefined);
    const { lhr } = result;
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      bestPractices: Math.round((lhr.categories['best-practices'].score ?? 0) * 100),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcp: audit('first-contentful-paint'),
      cpu: { benchmarkIndex: hostIndex ?? lhr.environment.benchmarkIndex, reportedIndex: lhr.environment.benchmarkIndex, multiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier },
      images: imageFigures(lhr),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * What Lighthouse says of a page's images: the bytes it transferred for them (resource-summary), how many, and the
 * bytes its image audits say could still be saved (sizes fitting the layout, modern formats, compression, offscreen).
 */
function imageFigures(lhr) {
  const summary = lhr.audits['resource-summary']?.details?.items ?? [];
  const images = summary.find((item) => item.resourceType === 'image') ?? { transferSize: 0, requestCount: 0 };
  const saving = (id) => lhr.audits[id]?.details?.overallSavingsBytes ?? 0;
  return {
    bytes: images.transferSize,
    requests: images.requestCount,
    savings: {
      responsive: saving('uses-responsive-images'),
      modernFormats: saving('modern-image-formats'),
      optimized: saving('uses-optimized-images'),
      offscreen: saving('offscreen-images'),
    },
  };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
