// `pnpm bench:publish`: how long after an editor's 'publish' (the API call returns) visitors see the article
// (issue 25 point 5, docs/adr/0020 "Recapture"):
//   (a) live: a visitor opening the news list in Chromium sees it (the stale capture was forgotten, the page renders live);
//   (b) prerendered: the list's HTML carries a first view captured again in the background that shows it;
//   (c) the article's own page is served prerendered too.
// The built site (shell, remotes, API) on a fresh data folder with the sample content, the list pages captured first
// as `pnpm prerender` would; the editor's session is made in the database. Needs a build (`pnpm build`) and Chromium.
// Options: --routes (captured before publishing; default the home and news pages of both devices), --timeout-s 180
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { startApi, stopApi } from '../scripts/lib/api-process.mjs';
import { registryFile, releasesDir, repoRoot } from '../scripts/lib/paths.mjs';
import { prerenderSite } from '../scripts/lib/prerender.mjs';
import { SERVER_NODE_FLAGS } from '../scripts/lib/server-flags.mjs';

const { values: options } = parseArgs({
  options: { routes: { type: 'string', default: '/pc/home,/pc/latestNews,/mobile/home,/mobile/news/consult' }, 'timeout-s': { type: 'string', default: '180' } },
});
const routes = options.routes.split(',').map((route) => route.trim()).filter(Boolean);
const TIMEOUT_MS = Number(options['timeout-s']) * 1000;
const LIST = '/pc/latestNews';
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-publish-'));
const site = { dataDir, shellDist: path.join(repoRoot, 'shell/dist'), releasesDir: path.resolve(releasesDir), registryFile: path.resolve(registryFile) };
const env = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: '0',
  // Info: startApi reads the listening address from the log.
  LOG_LEVEL: 'info',
  DATA_DIR: dataDir,
  SHELL_DIST: site.shellDist,
  RELEASES_DIR: site.releasesDir,
  REGISTRY_FILE: site.registryFile,
  PORTAL_RECAPTURE: '1',
};
let server;
let browser;
let db;
try {
  const started = await startApi(env, SERVER_NODE_FLAGS);
  server = started.child;
  const base = started.url;
  const before = Date.now();
  const { captured } = await prerenderSite({ ...site, routes });
  console.log(`[bench:publish] captured ${captured} first views of ${routes.join(', ')} in ${seconds(Date.now() - before)}`);

  const { connectDatabase, createStaffSession, loadConfig } = await import('@portal/api/testing');
  db = connectDatabase(loadConfig(env, repoRoot).database).db;
  const editor = await createStaffSession(db, { role: 'editor' });
  const call = async (method, url, body) => {
    const res = await fetch(`${base}${url}`, { method, headers: { ...editor.headers, 'content-type': 'application/json', 'accept-language': 'en-us' }, body: body && JSON.stringify(body) });
    const json = await res.json();
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  };
  const title = `Bench ${Date.now().toString(36)}`;
  const text = (name) => ({ title: name, abstract: `${name} abstract`, body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: `${name} body` }] }] } });
  const created = await call('POST', '/api/admin/articles', { cid: 1 });
  const saved = await call('PUT', `/api/admin/articles/${created.id}`, {
    revision: created.revision,
    draft: { cid: 1, coverMediaId: null, zhComplex: text(`${title}（繁）`), zhSimple: text(`${title}（简）`), en: text(title), fallback: { zhSimple: false, en: false } },
  });
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ name: 'portal-lang', value: 'en', url: base }]);
  await context.addInitScript(() => window.localStorage.setItem('lang', 'en'));
  const page = await context.newPage();

  await call('POST', `/api/admin/articles/${saved.id}/publish`, { revision: saved.revision });
  const published = Date.now();

  // (a) a visitor's first view, rendered live.
  await page.goto(`${base}${LIST}`);
  await page.getByText(title, { exact: true }).first().waitFor({ timeout: TIMEOUT_MS });
  const live = Date.now() - published;

  // (b) and (c): the HTML the server sends, until it carries a capture showing the article.
  const row = await db.selectFrom('articles').select('id').where('title', '=', title).executeTakeFirstOrThrow();
  const prerenderedAt = async (url) => {
    for (;;) {
      const html = await (await fetch(`${base}${url}`, { headers: { accept: 'text/html', cookie: 'portal-lang=en' } })).text();
      if (/data-prerendered/.test(html) && html.includes(title)) return Date.now() - published;
      if (Date.now() - published > TIMEOUT_MS) return null;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const [list, detail] = await Promise.all([prerenderedAt(LIST), prerenderedAt(`/pc/latestNewsDetail?id=${row.id}`)]);
  console.log(`[bench:publish] publish → (a) first view showing it, live-rendered: ${seconds(live)}`);
  console.log(`[bench:publish] publish → (b) ${LIST} served prerendered with it: ${list === null ? 'not within the timeout' : seconds(list)}`);
  console.log(`[bench:publish] publish → (c) the article's page served prerendered: ${detail === null ? 'not within the timeout' : seconds(detail)}`);
} finally {
  await browser?.close();
  await db?.destroy();
  await stopApi(server);
  rmSync(dataDir, { recursive: true, force: true });
}
