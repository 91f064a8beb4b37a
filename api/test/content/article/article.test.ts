import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { App } from '../../../src/app.js';
import { clientLanguages, createTestDatabase, startSeededApp, type TestDatabase } from '../../helper.js';
import type { Envelope, Paged } from '@portal/contracts/common';
import type { Article, ArticleSummary } from '@portal/contracts/content';
import { RichTextDocument } from '@portal/contracts/rich-text';
import { plainTextOf } from '@portal/contracts/rich-text-rules';
import { Value } from 'typebox/value';

let testDb: TestDatabase;
let app: App;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await startSeededApp(testDb);
});

afterAll(async () => {
  await app.close();
  await testDb.drop();
});

async function list(query: string, lang?: string) {
  const res = await app.inject({ url: `/api/article/lists${query}`, headers: lang ? { 'accept-language': lang } : {} });
  return { res, body: res.json<Envelope<Paged<ArticleSummary>>>() };
}

const invalid = {
  'zh-hk': (field: string) => `參數無效：${field}`,
  'zh-cn': (field: string) => `参数无效：${field}`,
  'en-us': (field: string) => `Invalid parameters: ${field}`,
};

describe('GET /api/article/lists', () => {
  it('lists the request language, newest first, 10 per page by default', async () => {
    const { res, body } = await list('');
    expect(res.statusCode).toBe(200);
    expect(body).toMatchObject({ code: 1, msg: '', show: false, data: { page_no: 1, page_size: 10 } });
    expect(body.data.lists).toHaveLength(10);
    expect(body.data.lists.every((item) => item.type === 'zh-hk')).toBe(true);
    const times = body.data.lists.map((item) => item.createTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it.each(clientLanguages)('answers in %s from Accept-Language, with the same count in each', async (lang) => {
    const { body } = await list('?cid=1', lang);
    expect(body.data.count).toBe(8);
    expect(body.data.lists.map((item) => item.type)).toEqual(Array(8).fill(lang));
    expect(body.data.lists.every((item) => item.sample && item.cid === 1)).toBe(true);
  });

  it('lets `type` choose the language whatever Accept-Language says', async () => {
    const { body } = await list('?type=en-us&cid=2&page_size=1', 'zh-cn');
    expect(body.data.lists[0]).toMatchObject({ type: 'en-us', cid: 2, title: 'Who can enter?', sample: false });
    expect(body.data.count).toBeGreaterThanOrEqual(8);
  });

  it('pages without overlap and answers a page past the end with an empty list and the real count', async () => {
    const pages = await Promise.all([1, 2, 3].map((n) => list(`?page_no=${n}&page_size=10`)));
    const ids = pages.flatMap(({ body }) => body.data.lists.map((item) => item.id));
    const count = pages[0]?.body.data.count ?? 0;
    expect(new Set(ids).size).toBe(count);
    const { res, body } = await list('?page_no=500&page_size=50');
    expect(res.statusCode).toBe(200);
    expect(body.data).toEqual({ lists: [], count, page_no: 500, page_size: 50 });
  });

  it.each([
    ['page_no', '?page_no=0'],
    ['page_no', '?page_no=-1'],
    ['page_no', '?page_no=abc'],
    ['page_no', '?page_no=1.5'],
    ['page_no', '?page_no=1e20'],
    ['page_no', '?page_no=1&page_no=2'],
    ['page_size', '?page_size=0'],
    ['page_size', '?page_size=51'],
    ['cid', '?cid=0'],
    ['cid', '?cid=8'],
    ['cid', '?cid=news'],
    ['type', '?type=en'],
    ['type', '?type=fr-fr'],
  ])('refuses %s in %s with a localized 400 naming the field', async (field, query) => {
    for (const lang of clientLanguages) {
      const { res, body } = await list(query, lang);
      expect(res.statusCode).toBe(400);
      expect(body).toEqual({ code: 0, data: null, msg: invalid[lang](field), show: true });
    }
  });
});

describe('GET /api/article/detail', () => {
  it.each(clientLanguages)('returns a %s article with its body as a rich-text document', async (lang) => {
    const { body: listed } = await list(`?type=${lang}&cid=4`);
    const summary = listed.data.lists.find((item) => item.title.length > 0);
    const res = await app.inject({ url: `/api/article/detail?id=${summary?.id}` });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<Envelope<Article>>();
    expect(data).toMatchObject({ ...summary, type: lang });
    expect(Value.Errors(RichTextDocument, data.content)).toEqual([]);
    expect(data.content.content.length).toBeGreaterThan(0);
    expect(plainTextOf(data.content).split('\n').every((paragraph) => paragraph.length > 0)).toBe(true);
  });

  it('finds the same article in another language with `type`', async () => {
    const { body } = await list('?type=en-us&cid=3');
    const english = body.data.lists[0];
    const res = await app.inject({ url: `/api/article/detail?id=${english?.id}&type=zh-cn` });
    expect(res.json()).toMatchObject({ code: 1, data: { type: 'zh-cn', cid: 3, title: '关于我们' } });
  });

  it.each([
    ['zh-hk', '找不到該文章'],
    ['zh-cn', '找不到该文章'],
    ['en-us', 'Article not found'],
  ])('answers an unknown id with a 404 in %s', async (lang, msg) => {
    const res = await app.inject({ url: '/api/article/detail?id=999999', headers: { 'accept-language': lang } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 0, data: null, msg, show: true });
  });

  it.each(['', '?id=', '?id=abc', '?id=0', '?id=-3', '?id=1.5', '?id=99999999999', '?id=1&type=xx'])(
    'refuses %s with a 400 envelope',
    async (query) => {
      const res = await app.inject({ url: `/api/article/detail${query}`, headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 0, data: null, show: true, msg: expect.stringMatching(/^Invalid parameters: (id|type)$/) });
    },
  );
});
