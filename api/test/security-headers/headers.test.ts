import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { App } from '../../src/app.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { buildTestApp, createTestDatabase, type TestDatabase } from '../helper.js';
import { captureLogs } from '../log-capture.js';

// Issue 14, point 1: security headers on every answer, and each page's Content-Security-Policy built from the registry
// (docs/adr/0022).
let testDb: TestDatabase;
let app: App;
let registryFile: string;
const logs = captureLogs();
const html = { accept: 'text/html' };
const STYLE_HASH = "'sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY='";

async function put(path: string, content: string) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
}

const directives = (policy: string | undefined) =>
  Object.fromEntries((policy ?? '').split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

beforeAll(async () => {
  testDb = await createTestDatabase();
  const shellDist = join(testDb.dir, 'shell');
  const releasesDir = join(testDb.dir, 'releases');
  registryFile = join(testDb.dir, 'registry.json');
  await put(join(shellDist, 'index.html'), '<!doctype html><html><head><title>shell</title></head><body><div id=root></div></body></html>');
  await put(join(shellDist, 'main.12345678.js'), 'console.log(1)');
  await put(join(shellDist, 'csp.json'), JSON.stringify({ styleHashes: [STYLE_HASH, 'not-a-hash'], connectOrigins: ['https://api.example.org'] }));
  await put(join(releasesDir, 'mf-content', '1.0.0', 'remoteEntry.js'), 'var x');
  await put(
    registryFile,
    JSON.stringify({
      schemaVersion: 1,
      remotes: [
        { name: 'mf-content', version: '1.0.0', manifestUrl: '/remotes/mf-content/1.0.0/mf-manifest.json', routes: { pc: ['home'], mobile: [] } },
        { name: 'mf-voting', version: '1.0.0', manifestUrl: 'https://cdn.example.org/remotes/mf-voting/1.0.0/mf-manifest.json', routes: { pc: ['secondCompetition'], mobile: [] } },
      ],
    }),
  );
  app = buildTestApp(testDb, { shellDist, releasesDir, registryFile, trustProxy: ['127.0.0.1'], logLevel: 'info' }, { logStream: logs.stream });
  await app.ready();
  await migrateToLatest(app.db);
});

afterAll(async () => {
  await app.close();
  await testDb.drop();
});

describe('every answer', () => {
  it.each([
    ['an API answer', '/api/season', {}],
    ['a missing API route', '/api/nothing', {}],
    ['a static file', '/main.12345678.js', {}],
    ['a page', '/pc/home', html],
  ])('%s is sent nosniff, a strict referrer policy and no framing', async (_label, url, headers) => {
    const res = await app.inject({ url, headers });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(directives(res.headers['content-security-policy'] as string)['frame-ancestors']).toEqual(["'none'"]);
  });

  it('that is not a page lets nothing load if opened as a document', async () => {
    const res = await app.inject({ url: '/api/season' });
    expect(directives(res.headers['content-security-policy'] as string)['default-src']).toEqual(["'none'"]);
  });

  it('carries HSTS only when it came over HTTPS (here through a trusted proxy)', async () => {
    expect((await app.inject({ url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
    const https = await app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // From an address that is not a named proxy, the header is not believed.
    const spoofed = await app.inject({ url: '/api/health', remoteAddress: '10.1.2.3', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it("lets a remote's files be loaded by a shell on another origin", async () => {
    const res = await app.inject({ url: '/remotes/mf-content/1.0.0/remoteEntry.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await app.inject({ url: '/main.12345678.js' })).headers['cross-origin-resource-policy']).toBe('same-site');
  });
});

describe("a page's policy", () => {
  it("allows the registry's remote origins, the build's style hashes and API origin, and the nonce written into the page", async () => {
    const res = await app.inject({ url: '/pc/home', headers: html });
    const policy = directives(res.headers['content-security-policy'] as string);
    expect(policy['script-src']).toEqual(["'self'", 'https://cdn.example.org']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://cdn.example.org', 'https://api.example.org']);
    const nonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(res.body)?.[1];
    expect(nonce).toBeTruthy();
    // A malformed entry of csp.json is dropped, not copied into the header.
    expect(policy['style-src']).toEqual(["'self'", `'nonce-${nonce}'`, STYLE_HASH, 'https://cdn.example.org']);
    const again = await app.inject({ url: '/pc/home', headers: html });
    expect(/nonce="([^"]+)"/.exec(again.body)?.[1]).not.toBe(nonce);
  });

  it('is the page policy at / too: index.html is never sent as it is', async () => {
    const root = await app.inject({ url: '/', headers: html });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('csp-nonce');
    expect(directives(root.headers['content-security-policy'] as string)['default-src']).toEqual(["'self'"]);
    const file = await app.inject({ url: '/index.html', headers: html });
    expect(file.body).toContain('csp-nonce');
  });

  it('lets the live stream play from its origin only while it is shown', async () => {
    // The live row of the display data (issue 25), which editors switch in the back office.
    const live = async (show: boolean, src: string) => {
      const document = JSON.stringify({ show, src, title: { zhComplex: 'Live', zhSimple: 'Live', en: 'Live' } });
      await app.db.updateTable('display_collections').set({ document }).where('collection', '=', 'live').execute();
    };
    await live(true, 'https://live.example.org/embed/1?autoplay=1');
    expect(directives((await app.inject({ url: '/pc/home', headers: html })).headers['content-security-policy'] as string)['frame-src']).toEqual([
      'https://live.example.org',
    ]);
    await live(false, 'https://live.example.org/embed/1');
    expect(directives((await app.inject({ url: '/pc/home', headers: html })).headers['content-security-policy'] as string)['frame-src']).toEqual([
      "'none'",
    ]);
  });
});

describe('POST /api/csp-report', () => {
  it("takes both report shapes with 204 and logs what was blocked, without the page's query", async () => {
    const legacy = await app.inject({
      method: 'POST',
      url: '/api/csp-report',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({ 'csp-report': { 'document-uri': 'https://site.example/pc/home?email=a@b.c', 'violated-directive': 'style-src-elem', 'blocked-uri': 'inline' } }),
    });
    expect(legacy.statusCode).toBe(204);
    const modern = await app.inject({
      method: 'POST',
      url: '/api/csp-report',
      headers: { 'content-type': 'application/reports+json' },
      payload: JSON.stringify([{ type: 'csp-violation', body: { documentURL: 'https://site.example/mobile/vote', effectiveDirective: 'script-src-elem', blockedURL: 'https://evil.example/x.js?t=1' } }]),
    });
    expect(modern.statusCode).toBe(204);
    const lines = logs.lines.filter((line) => line.msg === 'content security policy violation');
    expect(lines.map((line) => line.csp)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ directive: 'style-src-elem', blocked: 'inline', page: '/pc/home' }),
        expect.objectContaining({ directive: 'script-src-elem', blocked: 'https://evil.example/x.js', page: '/mobile/vote' }),
      ]),
    );
    expect(JSON.stringify(lines)).not.toContain('a@b.c');
  });

  it.each([
    ['text that is not JSON', 'application/csp-report', '{"csp-report":'],
    ['JSON that is no report', 'application/json', '{"hello":1}'],
    ['an empty list', 'application/reports+json', '[]'],
  ])('refuses %s with a 400 envelope', async (_label, type, payload) => {
    const res = await app.inject({ method: 'POST', url: '/api/csp-report', headers: { 'content-type': type, 'accept-language': 'en-us' }, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 0, data: null, show: true });
  });
});
