import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { App } from '../../../src/app.js';
import { createTestDatabase, startTestApp, type TestDatabase } from '../../helper.js';

// GET /config/live.json: the home page's live-stream block, {src, show, title} as the page has always read it — since
// issue 25 the display data's `live` row (editors switch it in the back office), no longer an operator's file.

let testDb: TestDatabase;
let app: App;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await startTestApp(testDb);
});

afterAll(async () => {
  await app.close();
  await testDb.drop();
});

async function live(lang = 'en-us') {
  const res = await app.inject({ url: '/config/live.json', headers: { accept: 'application/json, text/html', 'accept-language': lang } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['cache-control']).toBe('no-cache');
  return res.json<unknown>();
}

const store = (document: string | null) => app.db.updateTable('display_collections').set({ document }).where('collection', '=', 'live').execute();

describe('GET /config/live.json', () => {
  it('answers the hidden block, not an envelope, as the site starts', async () => {
    expect(await live()).toEqual({ src: '', show: false, title: '' });
  });

  it('serves the row, read on every request, its title in the request\'s language', async () => {
    const title = { zhComplex: '頒獎典禮', zhSimple: '颁奖典礼', en: 'Award ceremony' };
    await store(JSON.stringify({ show: true, src: 'https://live.example.org/stream', title }));
    expect(await live()).toEqual({ src: 'https://live.example.org/stream', show: true, title: 'Award ceremony' });
    expect(await live('zh-cn')).toMatchObject({ title: '颁奖典礼' });
    await store(JSON.stringify({ show: false, src: 'https://live.example.org/stream', title }));
    expect(await live()).toMatchObject({ show: false });
  });

  it.each([
    ['broken JSON', '{"show": true,'],
    ['a wrong type', JSON.stringify({ src: 1, show: 'yes', title: { zhComplex: '', zhSimple: '', en: '' } })],
    ['a missing field', JSON.stringify({ src: 'https://live.example.org/x', show: true })],
    ['extra fields', JSON.stringify({ src: 'https://live.example.org/x', show: true, title: { zhComplex: 't', zhSimple: 't', en: 't' }, script: '<script>' })],
    ['a javascript: address', JSON.stringify({ src: 'javascript:alert(1)', show: true, title: { zhComplex: 't', zhSimple: 't', en: 't' } })],
    ['an array', '[]'],
    ['no row document', null],
  ])('hides the block for a row broken by hand: %s', async (_label, document) => {
    await store(document);
    expect(await live()).toEqual({ src: '', show: false, title: '' });
  });
});
