import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { App } from '../../src/app.js';
import { prerenderFile, seasonKey } from '../../src/shell-html/prerendered.js';
import { pageSettingsReader } from '../../src/site-settings/page-settings.js';
import { createTestDatabase, startTestApp, type TestDatabase } from '../helper.js';

// A page's first view captured by `pnpm prerender` is written into its HTML while the shell, the owning remote's
// version and the season are those it was captured with (docs/adr/0020); the app's scripts then start after the
// first paint, through the boot loader.
let testDb: TestDatabase;
let app: App;
let prerenderDir: string;
let registryFile: string;
const html = { accept: 'text/html' };
const TEMPLATE =
  '<!doctype html><html lang=zh-HK><head><title>shell</title><link rel=stylesheet href=/1.aaaa1111.css>' +
  '<script defer src=/main.0123abcd.js></script><link rel=preload href=/2.bbbb2222.js as=script></head>' +
  '<body><div id=root><div class=page-loading role=status data-first-view>載入中… Loading…</div></div></body></html>';

async function put(path: string, content: string) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
}

const registry = (version: string) => ({
  schemaVersion: 1,
  remotes: [{ name: 'mf-content', version, manifestUrl: `/remotes/mf-content/${version}/mf-manifest.json`, routes: { pc: ['home'], mobile: [] } }],
});

async function capture(language: string, overrides: Record<string, unknown> = {}) {
  const page = {
    path: '/pc/home',
    language,
    html: `<div class="layout"><h1>${language} home $& $1</h1></div>`,
    styles: ['/1.aaaa1111.css', '/remotes/mf-content/1.0.0/home.cccc3333.css'],
    shell: 'main.0123abcd.js',
    remote: { name: 'mf-content', version: '1.0.0' },
    season: seasonKey(app.season),
    settings: (await pageSettingsReader(app.db)())?.key,
    ...overrides,
  };
  await put(prerenderFile(prerenderDir, '/pc/home', language as 'en'), JSON.stringify(page));
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  const shellDist = join(testDb.dir, 'shell');
  prerenderDir = join(testDb.dir, 'prerender');
  registryFile = join(testDb.dir, 'registry.json');
  await put(join(shellDist, 'index.html'), TEMPLATE);
  await put(registryFile, JSON.stringify(registry('1.0.0')));
  app = await startTestApp(testDb, { shellDist, prerenderDir, registryFile, releasesDir: join(testDb.dir, 'releases') });
});

afterAll(async () => {
  await app.close();
  await testDb.drop();
});

function bootBlock(body: string): unknown {
  const start = body.indexOf('<script id="portal-boot" type="application/json">');
  if (start < 0) return undefined;
  const from = body.indexOf('>', start) + 1;
  return JSON.parse(body.slice(from, body.indexOf('</script>', from)));
}

describe('a page with its first view', () => {
  it('carries the captured view (inert), its stylesheets, and starts the scripts only through the boot loader', async () => {
    await capture('zhComplex');
    const res = await app.inject({ url: '/pc/home', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id=root><div data-prerendered inert><div class="layout"><h1>zhComplex home $& $1</h1></div></div></div>');
    expect(res.body).not.toContain('data-first-view');
    expect(res.body).toContain('<link rel="stylesheet" href="/remotes/mf-content/1.0.0/home.cccc3333.css">');
    // The shell's stylesheet is linked once, as the template had it.
    expect(res.body.match(/1\.aaaa1111\.css/g)).toHaveLength(1);
    expect(res.body).not.toContain('<script defer src=/main.0123abcd.js>');
    expect(res.body).not.toContain('rel=preload');
    expect(bootBlock(res.body)).toEqual(['/main.0123abcd.js', '/2.bbbb2222.js']);
    expect(res.body).toContain('<script async src="/_portal/boot.js"></script>');

    const loader = await app.inject({ url: '/_portal/boot.js' });
    expect(loader.statusCode).toBe(200);
    expect(loader.headers['content-type']).toMatch(/^text\/javascript/);
    expect(loader.body).toContain("getElementById('portal-boot')");
  });

  it("comes in the visitor's language, from the language cookie", async () => {
    await capture('en');
    const res = await app.inject({ url: '/pc/home', headers: { ...html, cookie: 'token=x; portal-lang=en' } });
    expect(res.body).toContain('<html lang="en"');
    expect(res.body).toContain('<h1>en home');
    const unknown = await app.inject({ url: '/pc/home', headers: { ...html, cookie: 'portal-lang=fr' } });
    expect(unknown.body).toContain('<h1>zhComplex home');
  });

  it.each([
    ['the shell was rebuilt', { shell: 'main.99999999.js' }],
    ['the season moved on', { season: 'another-season' }],
    ['the site settings changed since', { settings: 'other-settings' }],
    ['it was captured before the settings were data', { settings: undefined }],
    ['another version of the remote was captured', { remote: { name: 'mf-content', version: '0.9.0' } }],
    ['it was captured for no remote', { remote: null }],
    ['the file is not a capture', { styles: ['//evil.example/x.css'] }],
  ])('is not served when %s: the page renders in the browser as before', async (_case, overrides) => {
    await capture('zhComplex', overrides);
    const res = await app.inject({ url: '/pc/home', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('data-prerendered');
    expect(res.body).toContain('data-first-view');
    expect(res.body).toContain('<script defer src=/main.0123abcd.js></script>');
    expect(bootBlock(res.body)).toBeUndefined();
  });

  it('is not served with a query, which may change the view, nor while a candidate serves some visitors', async () => {
    await capture('zhComplex');
    expect((await app.inject({ url: '/pc/home?page=2', headers: html })).body).not.toContain('data-prerendered');
    const ramping = registry('1.0.0');
    await put(registryFile, JSON.stringify({ ...ramping, remotes: [{ ...ramping.remotes[0], rollout: { ...registry('1.1.0').remotes[0], percent: 30 } }] }));
    expect((await app.inject({ url: '/pc/home', headers: html })).body).not.toContain('data-prerendered');
    await put(registryFile, JSON.stringify(registry('1.0.0')));
    expect((await app.inject({ url: '/pc/home', headers: html })).body).toContain('data-prerendered');
  });

  it("is served for an article's page under its ?id= (the API recaptures a published article's page)", async () => {
    const withDetail = registry('1.0.0');
    await put(registryFile, JSON.stringify({ ...withDetail, remotes: [{ ...withDetail.remotes[0], routes: { pc: ['home', 'latestNewsDetail'], mobile: [] } }] }));
    const row = { cid: 1 as const, title: 'T', abstract: 'A', cover: null, content: '[]', sample: 0 as const, live: 1 as const, lang: 'zh-hk' as const, created_at: '2026-01-01T00:00:00.000Z' };
    const { id } = await app.db.insertInto('articles').values({ ...row, translation_key: 'first-view-detail' }).returning('id').executeTakeFirstOrThrow();
    const { id: other } = await app.db.insertInto('articles').values({ ...row, translation_key: 'first-view-other' }).returning('id').executeTakeFirstOrThrow();
    const route = `/pc/latestNewsDetail?id=${id}`;
    const page = {
      path: route,
      language: 'zhComplex',
      html: '<article><h1>captured article</h1></article>',
      styles: [],
      shell: 'main.0123abcd.js',
      remote: { name: 'mf-content', version: '1.0.0' },
      season: seasonKey(app.season),
      settings: (await pageSettingsReader(app.db)())?.key,
    };
    await put(prerenderFile(prerenderDir, route, 'zhComplex'), JSON.stringify(page));
    expect((await app.inject({ url: route, headers: html })).body).toContain('<h1>captured article</h1>');
    // Another article, or another query beside the id, is not that view.
    expect((await app.inject({ url: `/pc/latestNewsDetail?id=${other}`, headers: html })).body).not.toContain('data-prerendered');
    expect((await app.inject({ url: `${route}&page=2`, headers: html })).body).not.toContain('data-prerendered');
    await put(registryFile, JSON.stringify(registry('1.0.0')));
  });
});
