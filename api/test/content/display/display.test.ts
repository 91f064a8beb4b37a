import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { App } from '../../../src/app.js';
import { clientLanguages, createTestDatabase, startSeededApp, type TestDatabase } from '../../helper.js';

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

async function get<T = Record<string, unknown>[]>(path: string, lang = 'en-us') {
  const res = await app.inject({ url: `/api/display/${path}`, headers: { 'accept-language': lang } });
  expect(res.statusCode).toBe(200);
  const body = res.json<{ code: number; data: T; msg: string; show: boolean }>();
  expect(body).toMatchObject({ code: 1, msg: '', show: false });
  return body.data;
}

describe('GET /api/display/prizes', () => {
  it('gives the spec prizes of each group', async () => {
    expect(await get('prizes?group=1')).toEqual([
      { group: 1, rank: 'champion', title: 'Champion', amount: 'HKD 5,000', count: 1, extras: 'A desert visit' },
      { group: 1, rank: 'second', title: 'Second place', amount: 'HKD 2,000', count: 1, extras: 'A desert visit' },
      { group: 1, rank: 'third', title: 'Third place', amount: 'HKD 1,000', count: 1, extras: 'A desert visit' },
      { group: 1, rank: 'merit', title: 'Merit award', amount: null, count: 12, extras: 'A desert visit' },
      { group: 1, rank: 'mostActiveSchool', title: 'Most active school award', amount: null, count: 1, extras: 'A desert visit' },
    ]);
    const university = await get('prizes?group=2');
    expect(university.map((prize) => prize.amount)).toEqual(['HKD 100,000', 'HKD 50,000', 'HKD 30,000', 'HKD 5,000']);
    expect(university[3]).toMatchObject({ rank: 'merit', count: 7, extras: 'Other contest texts say 12 merit awards.' });
  });

  it.each([
    ['zh-hk', '冠軍', '港幣 100,000 元'],
    ['zh-cn', '冠军', '港币 100,000 元'],
  ])('writes titles and amounts in %s', async (lang, title, amount) => {
    const [first] = await get('prizes?group=2', lang);
    expect(first).toMatchObject({ title, amount });
  });

  it('lists both groups without a group', async () => {
    expect((await get('prizes')).map((prize) => prize.group)).toEqual([1, 1, 1, 1, 1, 2, 2, 2, 2]);
  });
});

describe('GET /api/display/timeline', () => {
  it.each(clientLanguages)('gives both schedules in %s', async (lang) => {
    const steps = await get('timeline', lang);
    expect(steps).toHaveLength(21);
    expect(steps.every((step) => typeof step.title === 'string' && step.title !== '')).toBe(true);
  });

  it('keeps dates and localizes loose dates', async () => {
    const steps = await get('timeline?group=1');
    expect(steps[0]).toEqual({ group: 1, step: 1, title: 'Registration', startDate: '2023-08-15', endDate: '2023-10-31', note: null });
    expect(steps[8]).toMatchObject({ startDate: null, note: 'To be decided' });
    expect((await get('timeline?group=1', 'zh-hk'))[8]).toMatchObject({ title: '頒獎典禮', note: '待定' });
    expect(await get('timeline?group=2')).toHaveLength(11);
  });
});

describe('GET /api/display/topics', () => {
  it.each([
    ['en-us', 'Zero Carbon New Town Design'],
    ['zh-hk', '零碳新城設計'],
    ['zh-cn', '零碳新城设计'],
  ])('gives four topics per group in %s', async (lang, firstUniversityTitle) => {
    const topics = await get('topics', lang);
    expect(topics.filter((topic) => topic.group === 1)).toHaveLength(4);
    const university = await get('topics?group=2', lang);
    expect(university).toHaveLength(4);
    expect(university[0]).toMatchObject({ key: 'zero-carbon-new-town', title: firstUniversityTitle });
  });
});

describe('sample people', () => {
  it.each(clientLanguages)('judges, finalists and winners are all marked samples (%s)', async (lang) => {
    const judges = await get('judges', lang);
    expect(judges.length).toBeGreaterThan(0);
    const finalists = await get('finalists', lang);
    expect(finalists.filter((f) => f.group === 1)).toHaveLength(15);
    expect(finalists.filter((f) => f.group === 2)).toHaveLength(10);
    const winners = await get('winners', lang);
    for (const row of [...judges, ...finalists, ...winners]) expect(row.sample).toBe(true);
  });

  it('names samples so nobody mistakes them for real ones', async () => {
    expect((await get('finalists?group=1'))[0]).toMatchObject({ school: 'Sample Secondary School 1', teamName: 'Sample Team 1' });
    // Each sample film has a placeholder poster (issue 11), no film file.
    const films = await get('finalists?group=1');
    expect(films.map((film) => [film.poster, film.video])).toEqual(films.map((_, i) => [`/media/posters/secondary-${String(i + 1).padStart(2, '0')}.svg`, null]));
    expect((await get('judges', 'zh-hk'))[0]).toMatchObject({ name: '示例評審 1', photo: '/media/judges/placeholder.svg' });
    const [winner] = await get('winners?group=2');
    expect(winner).toMatchObject({ group: 2, award: 'Champion', date: '2024-04-20', school: 'Sample University 1' });
    expect(winner?.members).toEqual(['Sample Student 1', 'Sample Student 2']);
  });

  it('lists partners by role, organizer first', async () => {
    const partners = await get('partners');
    expect(partners.map((p) => p.role)).toEqual(['organizer', 'coOrganizer', 'coOrganizer', ...Array(4).fill('supporter'), ...Array(3).fill('media')]);
    expect(partners[0]).toMatchObject({ name: 'Sample Organizer 1', logo: '/media/partners/organizer-1.svg', url: null, sample: true });
  });
});

describe('GET /api/display/results', () => {
  it.each([
    ['en-us', 'Results will be announced on 2024-04-01', 'Final score = 80% jury score + 20% public vote score'],
    ['zh-hk', '得獎名單將於 2024-04-01 公佈', '最終得分 = 評審得分 × 80% + 公眾投票得分 × 20%'],
    ['zh-cn', '获奖名单将于 2024-04-01 公布', '最终得分 = 评审得分 × 80% + 公众投票得分 × 20%'],
  ])('says when results come and publishes the formula before any result (%s)', async (lang, notice, formula) => {
    const [films, university] = await get('results', lang);
    expect(films).toMatchObject({ group: 1, season: '2023-2024', resultsOn: '2024-04-01', published: false, publishedAt: null, notice, digest: null, table: [], formulaVersion: '2024.1' });
    expect(films?.formula).toContain(formula);
    expect(university).toMatchObject({ group: 2, resultsOn: '2024-04-20', published: false });
    expect(university?.awards).toMatch(/7/);
  });
});

describe('GET /api/display/gallery', () => {
  it('pages a contest\'s images with their sizes and localized captions', async () => {
    const page = await get<{ lists: Record<string, unknown>[]; count: number }>('gallery?contest=2&page_size=5&page_no=3', 'zh-cn');
    expect(page).toMatchObject({ count: 12, page_no: 3, page_size: 5 });
    expect(page.lists).toHaveLength(2);
    expect(page.lists[0]).toMatchObject({ contest: 2, src: '/media/gallery/second-11.svg', width: 1000, height: 1000, caption: '第二届比赛相片 11（示例）' });
    expect((await get<{ lists: unknown[] }>('gallery?contest=1')).lists).toHaveLength(12);
  });
});

describe('bad input', () => {
  it.each([
    ['prizes?group=3', 'group'],
    ['timeline?group=0', 'group'],
    ['topics?group=abc', 'group'],
    ['finalists?group=1.5', 'group'],
    ['winners?group=-1', 'group'],
    ['results?group=3', 'group'],
    ['gallery', 'contest'],
    ['gallery?contest=3', 'contest'],
    ['gallery?contest=1&page_size=51', 'page_size'],
    ['gallery?contest=1&page_no=0', 'page_no'],
  ])('refuses %s with a localized 400', async (path, field) => {
    const res = await app.inject({ url: `/api/display/${path}`, headers: { 'accept-language': 'zh-cn' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 0, data: null, msg: `参数无效：${field}`, show: true });
  });
});
