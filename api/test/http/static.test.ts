import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { App } from '../../src/app.js';
import { createTestDatabase, startTestApp, type TestDatabase } from '../helper.js';

let testDb: TestDatabase;
let app: App;
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const bigScript = `export const text = "${'desert '.repeat(400)}";\n`;
const immutable = 'public, max-age=31536000, immutable';

async function put(path: string, content: string) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  const shellDist = join(testDb.dir, 'shell');
  const releasesDir = join(testDb.dir, 'releases');
  await put(join(shellDist, 'index.html'), '<!doctype html><html lang=zh-HK><head><title>shell</title></head><body><div id=root><div class=page-loading role=status data-first-view>載入中… Loading…</div></div></body></html>');
  await put(join(shellDist, 'main.3f9a1c2b.js'), bigScript);
  await put(join(shellDist, 'favicon.ico'), 'icon');
  const version = join(releasesDir, 'mf-content', '0.1.0');
  await put(join(version, 'mf-manifest.json'), '{"name":"mf-content"}');
  await put(join(version, 'remoteEntry.js'), 'var mf_content;');
  await put(join(version, '__federation_expose_routes.0a1b2c3d.js'), bigScript);
  await put(join(version, 'mf-stats.json'), JSON.stringify({ modules: bigScript.split(' ') }));
  // What the builds write beside each text file: brotli and gzip copies, compressed once at build time. Their content
  // is marked so a test can tell the prebuilt copy from one compressed per request.
  await put(join(shellDist, 'app.4c5d6e7f.js'), bigScript);
  await writeFile(join(shellDist, 'app.4c5d6e7f.js.br'), brotliCompressSync(`${bigScript}// prebuilt br\n`));
  await writeFile(join(shellDist, 'app.4c5d6e7f.js.gz'), gzipSync(`${bigScript}// prebuilt gz\n`));
  await writeFile(join(version, 'remoteEntry.js.br'), brotliCompressSync('var mf_content; // prebuilt br\n'));
  await put(join(releasesDir, 'README.txt'), 'not versioned');
  await put(join(testDb.dir, 'secret.txt'), 'TOP-SECRET');
  app = await startTestApp(testDb, { shellDist, releasesDir });
});

afterAll(async () => {
  await app.close();
  await testDb.drop();
});

describe('shell hosting', () => {
  it('serves index.html at / without caching', async () => {
    const res = await app.inject({ url: '/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id=root>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year and others not at all', async () => {
    const hashed = await app.inject({ url: '/main.3f9a1c2b.js' });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['content-type']).toMatch(/javascript/);
    expect(hashed.headers['cache-control']).toBe(immutable);
    expect((await app.inject({ url: '/favicon.ico' })).headers['cache-control']).toBe('no-cache');
  });

  it('answers the pages of the site with the shell, whatever the client accepts (issue 15)', async () => {
    for (const url of ['/pc/home', '/mobile/news/consult?id=3']) {
      for (const headers of [html, { accept: '*/*' }, {}]) {
        const res = await app.inject({ url, headers });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.body).toContain('<div id=root>');
      }
    }
  });

  it('answers an unknown API route with the 404 envelope', async () => {
    const res = await app.inject({ url: '/api/nope', headers: { ...html, 'accept-language': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 0, data: null, msg: 'Not found', show: true });
  });

  it.each([
    ['a missing remote file', 'GET', '/remotes/mf-content/0.1.0/missing.js'],
    ['a POST to a page', 'POST', '/pc/home'],
  ] as const)('answers %s with 404 and the not-found page, never the file or the page', async (_label, method, url) => {
    const res = await app.inject({ method, url, headers: { accept: '*/*', cookie: 'portal-lang=en' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Page not found');
  });
});

describe('remote hosting', () => {
  it('serves entry files uncached and versioned chunks immutable, all with CORS', async () => {
    const base = '/remotes/mf-content/0.1.0';
    const cases = [
      [`${base}/mf-manifest.json`, 'no-cache'],
      [`${base}/remoteEntry.js`, 'no-cache'],
      [`${base}/__federation_expose_routes.0a1b2c3d.js`, immutable],
      ['/remotes/README.txt', 'no-cache'],
    ];
    for (const [url, cacheControl] of cases) {
      const res = await app.inject({ url: String(url), headers: { origin: 'https://preview.example.test' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['cache-control']).toBe(cacheControl);
    }
  });

  it('compresses JavaScript with brotli or gzip as the client accepts', async () => {
    const url = '/remotes/mf-content/0.1.0/__federation_expose_routes.0a1b2c3d.js';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigScript);
    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(bigScript);
  });

  it('compresses JSON files too', async () => {
    const res = await app.inject({ url: '/remotes/mf-content/0.1.0/mf-stats.json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('precompressed files', () => {
  it('sends the prebuilt .br or .gz copy as the client accepts, and the file itself otherwise', async () => {
    const url = '/app.4c5d6e7f.js';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe(immutable);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(`${bigScript}// prebuilt br\n`);
    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(`${bigScript}// prebuilt gz\n`);
    const identity = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(bigScript);
  });

  it("keeps an entry file's no-cache rule when its compressed copy is sent", async () => {
    const res = await app.inject({ url: '/remotes/mf-content/0.1.0/remoteEntry.js', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('prebuilt br');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('path traversal', () => {
  it.each([
    '/remotes/../secret.txt',
    '/remotes/mf-content/0.1.0/../../../secret.txt',
    '/remotes/%2e%2e/secret.txt',
    '/remotes/..%2fsecret.txt',
    '/remotes/mf-content/0.1.0/%2e%2e%2f%2e%2e%2f%2e%2e%2fsecret.txt',
    '/remotes/%252e%252e/secret.txt',
    '/remotes/..%5csecret.txt',
    '/remotes/mf-content/0.1.0/..%00/secret.txt',
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/shell/../secret.txt',
  ])('refuses %s', async (url) => {
    // Refused outright: a path that normalizes to a page may at most get that page; anything else is the not-found page
    // (or, when the path is malformed, the envelope's refusal). Never the file.
    for (const headers of [html, {}]) {
      const res = await app.inject({ url, headers });
      expect(res.body).not.toContain('TOP-SECRET');
      if (res.statusCode === 200) expect(res.body).toContain('<div id=root>');
      else expect([400, 403, 404]).toContain(res.statusCode);
    }
  });
});

describe('without built front end', () => {
  it('still starts and answers 404 envelopes', async () => {
    const bare = await startTestApp(testDb);
    try {
      expect((await bare.inject({ url: '/', headers: html })).statusCode).toBe(404);
      expect((await bare.inject({ url: '/pc/home', headers: html })).json()).toMatchObject({ code: 0 });
      expect((await bare.inject({ url: '/remotes/mf-content/0.1.0/remoteEntry.js' })).statusCode).toBe(404);
      expect((await bare.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
