// `pnpm size`: builds the site, opens each remote's first page in Chromium on a fresh profile and
// reports the JavaScript each app adds to that first load (raw and gzip), and the total of /pc/home.
// Measured from what the browser really downloaded, so shared singletons count once, where they load.
// `pnpm size --bytes` gives every figure in bytes and lists the shell's scripts of /pc/home one by one: KB to one
// decimal cannot show that a change left the public pages' JavaScript exactly as it was (issue 24).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, devices } from '@playwright/test';
import '../scripts/build-site.mjs';
import { startApi, stopApi } from '../scripts/lib/api-process.mjs';
import { runTool } from './lib/time-limit.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/web-measure.mjs';

// [page, its remote, what shows that the page is ready]. The registration form is measured as a team sees it: the
// server's clock sits inside the registration window (PORTAL_NOW below) and the visitor has a real session.
const PAGES = [
  ['/pc/home', 'mf-content', '[data-remote] h1'],
  // An article page (issue 25): where an article's body is drawn, so what the rich-text renderer adds shows here.
  // Id 1 is the seed's first article; the page draws any category's article by id.
  ['/pc/latestNewsDetail?id=1', 'mf-content', '[data-remote] h2'],
  ['/pc/logIn', 'mf-account', '[data-remote] h1'],
  ['/pc/contestRegistration?group=1', 'mf-competition', '[data-remote] input[type=file]'],
  ['/pc/secondCompetition', 'mf-voting', '[data-remote] h1'],
  // The back office's sign-in (issue 24): what staff load; no public page loads any of it.
  ['/admin/login', 'mf-admin', '[data-remote] h1'],
];
const { values: options } = parseArgs({ options: { bytes: { type: 'boolean', default: false } } });
const IN_REGISTRATION_WINDOW = '2023-09-15T10:00:00+08:00';
// Six pages at most 30 s each, the server's start and the browser's: past that, something hangs.
const TIME_LIMIT_MS = 5 * 60_000;

function appOf(url) {
  const match = new URL(url).pathname.match(/^\/remotes\/([^/]+)\//);
  return match ? match[1] : 'shell';
}

async function firstLoad(browser, { origin, token }, pathname, ready = '[data-remote] h1', contextOptions = {}) {
  const context = await browser.newContext(contextOptions);
  // Measured as a logged-in visitor, so that pages behind the login rule (team registration) are reached.
  await context.addCookies([{ name: 'token', value: token, url: origin }]);
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const url = response.url();
    scripts.push(response.body().then((body) => ({ app: appOf(url), file: new URL(url).pathname, raw: body.length, gzip: gzipSync(body).length })));
  });
  await page.goto(`${origin}${pathname}`);
  await page.locator(ready).first().waitFor({ timeout: 30_000 });
  const loaded = await Promise.all(scripts);
  await context.close();
  return loaded;
}

const sum = (items, key) => items.reduce((total, item) => total + item[key], 0);
const kb = (bytes) => (options.bytes ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`).padStart(10);

// The built API's entry (plain node reads api/dist): imported once build-site has built it.
const { builtCommandLine } = await import('@portal/api/testing');
await runTool('size', TIME_LIMIT_MS, async (run) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-size-'));
  run.atEnd(() => rmSync(dataDir, { recursive: true, force: true }));
  const serverEnv = { ...process.env, DATA_DIR: dataDir, PORTAL_NOW: IN_REGISTRATION_WINDOW };
  // Started as the other tools start it: resolved once it listens (it migrates and seeds its new data folder first).
  const server = await startApi({ ...serverEnv, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info' });
  run.track(server.child);
  try {
    const token = execFileSync(process.execPath, [builtCommandLine('issue-session'), '--email', 'size@example.org'], {
      env: { ...serverEnv, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    }).trim();
    await measure({ origin: server.url, token });
  } finally {
    await stopApi(server.child);
  }
});

async function measure(site) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    console.log('\nFirst-load JavaScript per app (fresh browser profile, production build)\n');
    console.log(`${'app'.padEnd(16)}${'page'.padEnd(34)}${'raw'.padStart(10)}${'gzip'.padStart(10)}`);
    let home = [];
    for (const [pathname, remote, ready] of PAGES) {
      const scripts = await firstLoad(browser, site, pathname, ready);
      if (pathname === '/pc/home') {
        home = scripts;
        const shell = scripts.filter((script) => script.app === 'shell');
        console.log(`${'shell'.padEnd(16)}${pathname.padEnd(34)}${kb(sum(shell, 'raw'))}${kb(sum(shell, 'gzip'))}`);
        if (options.bytes) for (const script of shell) console.log(`${''.padEnd(16)}${script.file.padEnd(34)}${kb(script.raw)}${kb(script.gzip)}`);
      }
      const own = scripts.filter((script) => script.app === remote);
      console.log(`${remote.padEnd(16)}${pathname.padEnd(34)}${kb(sum(own, 'raw'))}${kb(sum(own, 'gzip'))}`);
      // An article page's own scripts one by one: which chunk the body's renderer lives in (issue 25).
      if (options.bytes && pathname.includes('Detail')) for (const script of own) console.log(`${''.padEnd(16)}${script.file.replace(/^\/remotes\/[^/]+\/[^/]+/, '…').padEnd(34)}${kb(script.raw)}${kb(script.gzip)}`);
      if (remote === 'mf-admin' || pathname.includes('Detail')) console.log(`${'total'.padEnd(16)}${pathname.padEnd(34)}${kb(sum(scripts, 'raw'))}${kb(sum(scripts, 'gzip'))}  (${scripts.length} scripts)`);
    }
    console.log(`${'total'.padEnd(16)}${'/pc/home'.padEnd(34)}${kb(sum(home, 'raw'))}${kb(sum(home, 'gzip'))}  (${home.length} scripts)`);
    // Phones are most of the audience: the same measure on the mobile home, as a Pixel 7 sees it.
    const phone = await firstLoad(browser, site, '/mobile/home', undefined, devices['Pixel 7']);
    console.log(`${'total'.padEnd(16)}${'/mobile/home'.padEnd(34)}${kb(sum(phone, 'raw'))}${kb(sum(phone, 'gzip'))}  (${phone.length} scripts)`);
    const article = await firstLoad(browser, site, '/mobile/news/consult/detail?id=1', '[data-remote] h2', devices['Pixel 7']);
    const articleOwn = article.filter((script) => script.app === 'mf-content');
    console.log(`${'mf-content'.padEnd(16)}${'/mobile/news/consult/detail?id=1'.padEnd(34)}${kb(sum(articleOwn, 'raw'))}${kb(sum(articleOwn, 'gzip'))}`);
    console.log(`${'total'.padEnd(16)}${'/mobile/news/consult/detail?id=1'.padEnd(34)}${kb(sum(article, 'raw'))}${kb(sum(article, 'gzip'))}  (${article.length} scripts)`);
    const registration = await firstLoad(browser, site, '/mobile/registration', PAGES.find(([page]) => page.startsWith('/pc/contestRegistration'))[2], devices['Pixel 7']);
    const own = registration.filter((script) => script.app === 'mf-competition');
    console.log(`${'mf-competition'.padEnd(16)}${'/mobile/registration'.padEnd(34)}${kb(sum(own, 'raw'))}${kb(sum(own, 'gzip'))}`);
    console.log(`${'total'.padEnd(16)}${'/mobile/registration'.padEnd(34)}${kb(sum(registration, 'raw'))}${kb(sum(registration, 'gzip'))}  (${registration.length} scripts)\n`);
  } finally {
    await browser.close();
  }
}
