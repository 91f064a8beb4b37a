import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import type { App } from '../../src/app.js';
import { connectDatabase } from '../../src/db/connect.js';
import type { Database } from '../../src/db/schema.js';
import { createTestDatabase, startSeededApp, type TestDatabase } from '../helper.js';

// Issue 13: public answers (articles, display) are read once per content version and served from memory with a
// tag; any write to their tables — this process's, another connection's such as `pnpm admin`'s — shows on the next
// request. Real HTTP on 127.0.0.1, so requests arrive the way visitors' do.

let testDb: TestDatabase;
let app: App;
let base: string;
/** Another connection to the same database, as `pnpm admin` or an organizer's SQL client has. */
let other: Kysely<Database>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await startSeededApp(testDb);
  base = await app.listen({ host: '127.0.0.1', port: 0 });
  other = connectDatabase(testDb.database).db;
});

afterAll(async () => {
  await other.destroy();
  await app.close();
  await testDb.drop();
});

const LIST = '/api/article/lists?cid=1&page_no=1&page_size=10&type=en-us';

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, { headers: { 'accept-language': 'en-us', ...headers } });
  return { res, text: await res.text() };
}

/** The raw bytes of an answer, undecoded, as a proxy or a test of encodings sees them. */
async function raw(path: string, acceptEncoding: string) {
  const { request } = await import('node:http');
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(`${base}${path}`, { headers: { 'accept-encoding': acceptEncoding, 'accept-language': 'en-us' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

function firstTitle(text: string) {
  const first = (JSON.parse(text) as { data: { lists: { id: number; title: string }[] } }).data.lists[0];
  if (!first) throw new Error('the seeded list is empty');
  return first;
}

describe('validators and cache headers', () => {
  it('answers with a tag, no-cache and Vary, and 304 with no body when the client has the same answer', async () => {
    const first = await get(LIST);
    expect(first.res.status).toBe(200);
    const etag = first.res.headers.get('etag');
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    expect(first.res.headers.get('cache-control')).toBe('public, no-cache');
    expect(first.res.headers.get('vary')).toBe('Accept-Language, Accept-Encoding');

    const again = await get(LIST, { 'if-none-match': etag as string });
    expect(again.res.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.res.headers.get('etag')).toBe(etag);
    // A list of tags, and a tag a proxy has weakened or strengthened, still match.
    expect((await get(LIST, { 'if-none-match': `"other", ${(etag as string).slice(2)}` })).res.status).toBe(304);
    expect((await get(LIST, { 'if-none-match': '"other"' })).res.status).toBe(200);
  });

  it('sends brotli, gzip or plain bytes by Accept-Encoding, all the same answer under the same tag', async () => {
    const plain = await raw(LIST, 'identity');
    const br = await raw(LIST, 'gzip, br');
    const gzip = await raw(LIST, 'gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(1);
  });

  it('keeps languages apart: one URL, one answer per Accept-Language', async () => {
    const en = await get('/api/display/prizes?group=1', { 'accept-language': 'en-us' });
    const hk = await get('/api/display/prizes?group=1', { 'accept-language': 'zh-hk' });
    expect(en.text).toContain('Champion');
    expect(hk.text).not.toContain('Champion');
    expect(en.res.headers.get('etag')).not.toBe(hk.res.headers.get('etag'));
    // Again, now from memory: still each its own.
    expect((await get('/api/display/prizes?group=1', { 'accept-language': 'zh-hk' })).text).toBe(hk.text);
    expect((await get('/api/display/prizes?group=1', { 'accept-language': 'en-us' })).text).toBe(en.text);
  });
});

describe('a change shows on the next request, whoever makes it', () => {
  it('another connection (pnpm admin, SQL by hand): the next answer has the new title and a new tag', async () => {
    const before = await get(LIST);
    const article = firstTitle(before.text);
    await other.updateTable('articles').set({ title: 'Changed by an organizer' }).where('id', '=', article.id).execute();

    const after = await get(LIST, { 'if-none-match': before.res.headers.get('etag') as string });
    expect(after.res.status).toBe(200);
    expect(firstTitle(after.text)).toEqual({ ...article, title: 'Changed by an organizer' });
    expect(after.res.headers.get('etag')).not.toBe(before.res.headers.get('etag'));
    const detail = await get(`/api/article/detail?id=${article.id}`);
    expect(JSON.parse(detail.text).data.title).toBe('Changed by an organizer');
  });

  it("this process's own writes: the next answer is new too", async () => {
    const before = firstTitle((await get(LIST)).text);
    await app.db.updateTable('articles').set({ title: 'Changed by the server' }).where('id', '=', before.id).execute();
    expect(firstTitle((await get(LIST)).text).title).toBe('Changed by the server');
  });

  it('a write to a display table shows on its endpoint; a write elsewhere leaves the tag as it was', async () => {
    const partners = await get('/api/display/partners');
    const etag = partners.res.headers.get('etag') as string;
    // Mail, sessions, votes are behind no cached answer: they do not move the content version.
    await other.insertInto('outbox').values({ to: 'a@example.test', subject: 's', text: 't', created_at: new Date().toISOString() }).execute();
    expect((await get('/api/display/partners', { 'if-none-match': etag })).res.status).toBe(304);

    await other.updateTable('partners').set({ name_en: 'Renamed partner' }).where('id', '=', 1).execute();
    const renamed = await get('/api/display/partners', { 'if-none-match': etag });
    expect(renamed.res.status).toBe(200);
    expect(renamed.text).toContain('Renamed partner');
  });
});

describe('only good answers are kept', () => {
  it('a refused query or a missing article is answered each time in its own words, never from memory', async () => {
    for (let i = 0; i < 2; i += 1) {
      const bad = await get('/api/article/lists?cid=99&page_no=1&page_size=10');
      expect(bad.res.status).toBe(400);
      expect(bad.res.headers.get('etag')).toBeNull();
      expect(JSON.parse(bad.text)).toMatchObject({ code: 0, data: null });
      const missing = await get('/api/article/detail?id=999999');
      expect(missing.res.status).toBe(404);
      expect(missing.res.headers.get('etag')).toBeNull();
    }
    // The article appears: its detail is answered at once, not the 404 from before.
    const id = await other
      .insertInto('articles')
      .values({ translation_key: 'new-one', lang: 'en-us', cid: 1, title: 'Fresh', abstract: 'a', cover: null, content: '["p"]', sample: 0, created_at: '2024-01-01T00:00:00Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const fresh = await get(`/api/article/detail?id=${id.id}`);
    expect(fresh.res.status).toBe(200);
    expect(JSON.parse(fresh.text).data.title).toBe('Fresh');
  });
});

describe('in one turn of the event loop', () => {
  it("this process's write is seen by a request handled right after it, with no turn in between", async () => {
    const list = async () => firstTitle((await app.inject({ url: LIST, headers: { 'accept-language': 'en-us' } })).body);
    const before = await list();
    await app.db.updateTable('articles').set({ title: 'Changed in the same turn' }).where('id', '=', before.id).execute();
    expect((await list()).title).toBe('Changed in the same turn');
  });
});
