import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { App } from '../../src/app.js';
import { createTestDatabase, startTestApp, type TestDatabase } from '../helper.js';

// A page's HTML carries the registry, and for the remote owning its route the manifest and preloads of its entry
// and ./routes files (issue 13: no registry → manifest → entry → chunk waterfall).
let testDb: TestDatabase;
let app: App;
let registryFile: string;
const html = { accept: 'text/html' };

async function put(path: string, content: string) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
}

const manifest = (name: string) =>
  JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
    exposes: [{ path: './routes', assets: { js: { sync: [`__federation_expose_routes.${name}.js`], async: ['page.js'] }, css: { sync: ['routes.css'], async: [] } } }],
  });

const entry = (name: string, version: string, pc: string[], rollout?: object) => ({
  name,
  version,
  manifestUrl: `/remotes/${name}/${version}/mf-manifest.json`,
  routes: { pc, mobile: [] },
  ...(rollout ? { rollout } : {}),
});

async function writeRegistry(remotes: object[]) {
  await put(registryFile, JSON.stringify({ schemaVersion: 1, remotes }));
}

function dataBlock(body: string, id: string): unknown {
  const start = body.indexOf(`<script id="${id}" type="application/json">`);
  if (start < 0) return undefined;
  const from = body.indexOf('>', start) + 1;
  return JSON.parse(body.slice(from, body.indexOf('</script>', from)));
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  const shellDist = join(testDb.dir, 'shell');
  const releasesDir = join(testDb.dir, 'releases');
  registryFile = join(testDb.dir, 'registry.json');
  await put(join(shellDist, 'index.html'), '<!doctype html><html><head><title>shell</title></head><body></body></html>');
  for (const [name, version] of [['mf-content', '1.0.0'], ['mf-account', '1.0.0'], ['mf-account', '1.1.0']] as const) {
    await put(join(releasesDir, name, version, 'mf-manifest.json'), manifest(`${name}-${version}`));
  }
  app = await startTestApp(testDb, { shellDist, releasesDir, registryFile });
});

afterAll(async () => {
  await app.close();
  await testDb.drop();
});

describe('page HTML', () => {
  it("carries the registry, the owner's manifest and preloads of its entry and ./routes files", async () => {
    const remotes = [entry('mf-content', '1.0.0', ['latestNews']), entry('mf-account', '1.0.0', ['logIn'])];
    await writeRegistry(remotes);
    const res = await app.inject({ url: '/pc/latestNews?page=2', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(dataBlock(res.body, 'portal-registry')).toEqual({ schemaVersion: 1, remotes });
    expect(dataBlock(res.body, 'portal-manifests')).toEqual({ '/remotes/mf-content/1.0.0/mf-manifest.json': JSON.parse(manifest('mf-content-1.0.0')) });
    expect(res.body).toContain('<link rel="preload" as="script" href="/remotes/mf-content/1.0.0/remoteEntry.js">');
    expect(res.body).toContain('<link rel="preload" as="script" href="/remotes/mf-content/1.0.0/__federation_expose_routes.mf-content-1.0.0.js">');
    expect(res.body).toContain('<link rel="stylesheet" href="/remotes/mf-content/1.0.0/routes.css">');
    // Page chunks are not guessed: only what every route of the remote needs.
    expect(res.body).not.toContain('href="/remotes/mf-content/1.0.0/page.js"');
    expect(res.body).not.toContain('href="/remotes/mf-account');
  });

  it('hints the other remote on its own route, and no remote on a path none owns', async () => {
    await writeRegistry([entry('mf-content', '1.0.0', ['latestNews']), entry('mf-account', '1.0.0', ['logIn'])]);
    const login = await app.inject({ url: '/pc/logIn', headers: html });
    expect(Object.keys(dataBlock(login.body, 'portal-manifests') as object)).toEqual(['/remotes/mf-account/1.0.0/mf-manifest.json']);
    const unknown = await app.inject({ url: '/pc/nothingHere', headers: html });
    expect(dataBlock(unknown.body, 'portal-registry')).toBeDefined();
    expect(dataBlock(unknown.body, 'portal-manifests')).toBeUndefined();
    expect(unknown.body).not.toContain('rel="preload"');
  });

  it('hints nothing for a remote whose candidate serves part of the visitors, the candidate once it serves all', async () => {
    const candidate = { version: '1.1.0', manifestUrl: '/remotes/mf-account/1.1.0/mf-manifest.json', routes: { pc: ['logIn'], mobile: [] } };
    await writeRegistry([entry('mf-account', '1.0.0', ['logIn'], { ...candidate, percent: 30 })]);
    const ramping = await app.inject({ url: '/pc/logIn', headers: html });
    expect(dataBlock(ramping.body, 'portal-registry')).toBeDefined();
    expect(dataBlock(ramping.body, 'portal-manifests')).toBeUndefined();
    expect(ramping.body).not.toContain('rel="preload"');

    await writeRegistry([entry('mf-account', '1.0.0', ['logIn'], { ...candidate, percent: 100 })]);
    const all = await app.inject({ url: '/pc/logIn', headers: html });
    expect(Object.keys(dataBlock(all.body, 'portal-manifests') as object)).toEqual(['/remotes/mf-account/1.1.0/mf-manifest.json']);
    expect(all.body).toContain('href="/remotes/mf-account/1.1.0/remoteEntry.js"');
  });

  it('never reads a manifest outside RELEASES_DIR, nor one on another origin', async () => {
    await writeRegistry([
      { ...entry('mf-content', '1.0.0', ['latestNews']), manifestUrl: '/remotes/../registry.json' },
      { ...entry('mf-account', '1.0.0', ['logIn']), manifestUrl: 'https://cdn.example.test/mf-account/1.0.0/mf-manifest.json' },
    ]);
    for (const url of ['/pc/latestNews', '/pc/logIn']) {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(dataBlock(res.body, 'portal-manifests')).toBeUndefined();
    }
  });

  it("carries the season as GET /api/season answers it, in the visitor's language, so the first render waits for no request", async () => {
    for (const [cookie, language] of [[undefined, 'zh-hk'], ['portal-lang=en', 'en-us'], ['portal-lang=zhSimple', 'zh-cn']] as const) {
      const res = await app.inject({ url: '/pc/home', headers: { ...html, ...(cookie ? { cookie } : {}) } });
      const block = dataBlock(res.body, 'portal-season') as { language: string; state: { now: string } };
      expect(block.language).toBe(language);
      const api = (await app.inject({ url: '/api/season', headers: { 'accept-language': language } })).json() as { data: { now: string } };
      // The same answer but for the instant it was made.
      expect({ ...block.state, now: '' }).toEqual({ ...api.data, now: '' });
      expect(Date.parse(block.state.now)).toBeLessThanOrEqual(Date.parse(api.data.now));
    }
  });

  it('is still served, plain, when there is no registry at all', async () => {
    await writeFile(registryFile, 'not json');
    const res = await app.inject({ url: '/pc/latestNews', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>國際沙漠可持續發展大獎</title>');
    expect(res.body).not.toContain('portal-registry');
    expect(res.body).not.toContain('portal-manifests');
  });
});
