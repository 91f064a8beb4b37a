import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { rm, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { App } from '../../src/app.js';
import { createTestDatabase, startTestApp, type TestDatabase } from '../helper.js';

let testDb: TestDatabase;
let app: App;
let file: string;
let tick = 0;

const remote = (version: string, extra: Record<string, unknown> = {}) => ({
  name: 'mf-content',
  version,
  manifestUrl: `/remotes/mf-content/${version}/mf-manifest.json`,
  routes: { pc: ['home', 'latestNews'], mobile: ['home', 'news/consult'] },
  ...extra,
});

/** Writes the file with a fresh mtime, as a release would (mtime granularity can hide fast rewrites). */
async function writeRegistry(content: unknown) {
  await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
  tick += 10;
  const when = new Date(Date.now() + tick * 1000);
  await utimes(file, when, when);
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  file = join(testDb.dir, 'registry.json');
  app = await startTestApp(testDb, { registryFile: file });
});

afterAll(async () => {
  await app.close();
  await testDb.drop();
});

describe('GET /registry.json', () => {
  it('answers 503 in the envelope while the file is missing', async () => {
    const res = await app.inject({ url: '/registry.json', headers: { 'accept-language': 'en-us' } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: 0,
      data: null,
      msg: 'Service temporarily unavailable, please try again later',
      show: true,
    });
  });

  it('serves the document with no-cache and an ETag, keeping unknown remote properties', async () => {
    const rollout = { version: '0.2.0', manifestUrl: '/remotes/mf-content/0.2.0/mf-manifest.json', routes: { pc: ['home'], mobile: [] }, percent: 10 };
    const doc = { schemaVersion: 1, remotes: [remote('0.1.0', { rollout, owner: 'content team' })] };
    await writeRegistry(doc);
    const res = await app.inject({ url: '/registry.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.json()).toEqual(doc);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await app.inject({ url: '/registry.json' });
    const etag = String(first.headers.etag);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const res = await app.inject({ url: '/registry.json', headers: { 'if-none-match': header } });
      expect(res.statusCode).toBe(304);
      expect(res.body).toBe('');
    }
  });

  it('picks up a rewritten file without a restart', async () => {
    const before = await app.inject({ url: '/registry.json' });
    await writeRegistry({ schemaVersion: 1, remotes: [remote('0.2.0')] });
    const after = await app.inject({ url: '/registry.json' });
    expect(after.json()).toMatchObject({ remotes: [{ version: '0.2.0' }] });
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it.each([
    ['not JSON', '{"schemaVersion": 1,'],
    ['a wrong schema version', { schemaVersion: 2, remotes: [] }],
    ['a bad remote name', { schemaVersion: 1, remotes: [remote('0.1.0', { name: 'content' })] }],
    ['a bad version', { schemaVersion: 1, remotes: [remote('latest')] }],
    ['a protocol-relative manifest URL', { schemaVersion: 1, remotes: [remote('0.1.0', { manifestUrl: '//evil.test/m.json' })] }],
    ['a ftp manifest URL', { schemaVersion: 1, remotes: [remote('0.1.0', { manifestUrl: 'ftp://x/m.json' })] }],
    ['a route with a leading slash', { schemaVersion: 1, remotes: [remote('0.1.0', { routes: { pc: ['/home'], mobile: [] } })] }],
    ['missing routes', { schemaVersion: 1, remotes: [{ name: 'mf-content', version: '0.1.0', manifestUrl: '/m.json' }] }],
    ['a remote listed twice', { schemaVersion: 1, remotes: [remote('0.1.0'), remote('0.2.0')] }],
  ])('answers 503 for %s, then recovers', async (_label, content) => {
    await writeRegistry(content);
    const bad = await app.inject({ url: '/registry.json', headers: { 'accept-language': 'zh-cn' } });
    expect(bad.statusCode).toBe(503);
    expect(bad.json()).toMatchObject({ code: 0, data: null, msg: '服务暂时不可用，请稍后再试', show: true });
    await writeRegistry({ schemaVersion: 1, remotes: [remote('0.3.0')] });
    expect((await app.inject({ url: '/registry.json' })).statusCode).toBe(200);
  });

  it.each([
    ['a rollout without its version', { rollout: { percent: 10 } }],
    ['a rollout share above 100', { rollout: { ...remote('0.2.0'), percent: 101 } }],
  ])('serves the stable version without %s: every shell drops a rollout it cannot read (one schema, @portal/contracts)', async (_label, patch) => {
    await writeRegistry({ schemaVersion: 1, remotes: [remote('0.1.0', patch)] });
    const served = await app.inject({ url: '/registry.json' });
    expect(served.statusCode).toBe(200);
    expect(served.json()).toMatchObject({ remotes: [{ version: '0.1.0' }] });
    expect(served.json().remotes[0].rollout).toBeUndefined();
  });

  it('accepts an absolute https manifest URL and empty route lists', async () => {
    await writeRegistry({
      schemaVersion: 1,
      remotes: [remote('1.0.0-rc.1', { manifestUrl: 'https://cdn.example.test/mf-content/mf-manifest.json', routes: { pc: [], mobile: [] } })],
    });
    expect((await app.inject({ url: '/registry.json' })).statusCode).toBe(200);
  });

  it('answers 503 again once the file is deleted', async () => {
    await rm(file);
    expect((await app.inject({ url: '/registry.json' })).statusCode).toBe(503);
  });
});
