import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AdminArticle } from '@portal/contracts/admin-articles';
import type { AdminSiteSettings } from '@portal/contracts/site-settings';
import type { App } from '../../src/app.js';
import { publishDueArticles } from '../../src/cms/articles/schedule.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import type { CaptureRun } from '../../src/prerender/recapturer.js';
import { createStaffSession, type TestStaffSession } from '../../src/testing/staff.js';
import { buildTestApp, createTestDatabase, type TestDatabase } from '../helper.js';
import { staffCall } from '../staff/results-helpers.js';
import { fullDraft, savedArticle, type ArticleCall } from '../cms/articles/article-helpers.js';

// Publishing reaches the prerendered first views (issue 25 point 5): the API call forgets the captures that read the
// articles and returns; the server's recapturer then captures exactly those pages again, once, in the background.

let testDb: TestDatabase;
let app: App;
let editor: TestStaffSession;
const runs: CaptureRun[] = [];
let release = () => {};
let gate = Promise.resolve();
/** The articles published by the second test, whose pages then have captures. */
const earlier: number[] = [];

const call: ArticleCall = (method, url, body, lang) => staffCall(app, editor.headers, method, url, body, lang);
const captures = () => join(testDb.dir, 'prerender');
const capture = async (language: string, route: string, sources: string[]) => {
  await mkdir(join(captures(), language), { recursive: true });
  await writeFile(join(captures(), language, `${encodeURIComponent(route)}.json`), JSON.stringify({ path: route, language, sources }));
};
const scheduled = (run: CaptureRun) => run.pages.map((page) => `${page.language} ${page.route}`).sort();
/** An article's own pages (desktop and phone), each in its row's language: what a publication adds. */
const detailPages = async (articleId: number) => {
  const doc = await app.db.selectFrom('cms_articles').select('translation_key').where('id', '=', articleId).executeTakeFirstOrThrow();
  const rows = await app.db.selectFrom('articles').select(['id', 'lang']).where('translation_key', '=', doc.translation_key).execute();
  const language = { 'zh-hk': 'zhComplex', 'zh-cn': 'zhSimple', 'en-us': 'en' } as const;
  return rows.flatMap((row) => [`${language[row.lang]} /pc/latestNewsDetail?id=${row.id}`, `${language[row.lang]} /mobile/news/consult/detail?id=${row.id}`]);
};

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = buildTestApp(testDb, { recapture: true, portalNow: new Date('2026-03-01T00:00:00Z') }, {
    recapture: {
      timing: { debounceMs: 1500 },
      // As the real capture does: each page written with what it read.
      capture: async (run) => {
        runs.push(run);
        await gate;
        for (const page of run.pages.filter((one) => run.accept(one))) {
          // With the query asked, as scripts/lib/prerender.mjs records it: an article page read that article only.
          const id = /[?&]id=(\d+)/.exec(page.route)?.[1];
          await capture(page.language, page.route, [id ? `/api/article/detail?id=${id}` : '/api/article/lists?cid=1&page_no=1&page_size=10']);
        }
        return { captured: run.pages.length, skipped: [] };
      },
    },
  });
  await app.ready();
  await migrateToLatest(app.db);
  editor = await createStaffSession(app.db, { role: 'editor' });
});

afterAll(async () => {
  await app.close();
  await testDb.drop();
});

describe('background recapture', () => {
  it('is off in the API tests unless a test turns it on', async () => {
    const plain = buildTestApp(testDb);
    await plain.ready();
    expect(plain.recapture).toBeNull();
    await plain.close();
    expect(app.recapture).not.toBeNull();
  });

  it('captures nothing on a site that was never prerendered (no captures): it stays live-rendered', async () => {
    const article = await savedArticle(call, fullDraft('Never prerendered'));
    expect((await call('POST', `/api/admin/articles/${article.id}/publish`, { revision: article.revision })).status).toBe(200);
    await app.recapture!.idle();
    expect(runs).toHaveLength(0);
    const live = (await call('GET', `/api/admin/articles/${article.id}`)).body.data;
    expect((await call('POST', `/api/admin/articles/${article.id}/unpublish`, { revision: live.revision })).status).toBe(200);
  });

  it('a publication returns at once, then the pages that read articles are captured again, in one run', async () => {
    await capture('en', '/pc/latestNews', ['/api/article/lists', '/api/site/settings']);
    await capture('zhComplex', '/mobile/home', ['/api/display/partners', '/api/article/lists']);
    await capture('en', '/pc/finalists', ['/api/display/finalists']);
    gate = new Promise((resolve) => (release = resolve));
    const first = await savedArticle(call, fullDraft('Recaptured'));
    const second = await savedArticle(call, fullDraft('Also recaptured'));
    earlier.push(first.id, second.id);
    const published = await call('POST', `/api/admin/articles/${first.id}/publish`, { revision: first.revision });
    expect(published.status).toBe(200);
    // Forgotten at once (visitors get the live render), and nothing captured yet: the call did not wait.
    expect(await readdir(join(captures(), 'en'))).toEqual([`${encodeURIComponent('/pc/finalists')}.json`]);
    expect(runs).toHaveLength(0);
    // A second publication right after joins the same run.
    await capture('en', '/pc/latestNews', ['/api/article/lists']);
    expect((await call('POST', `/api/admin/articles/${second.id}/publish`, { revision: second.revision })).status).toBe(200);
    while (runs.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    await app.recapture!.idle();
    expect(runs).toHaveLength(1);
    // The pages that showed the articles, and the two new articles' own pages (three languages, two devices).
    expect(scheduled(runs[0]!)).toEqual(['en /pc/latestNews', 'zhComplex /mobile/home', ...(await detailPages(first.id)), ...(await detailPages(second.id))].sort());
  });

  it('an unpublication, and a scheduled article going live, recapture their pages too', async () => {
    runs.length = 0;
    await capture('zhSimple', '/pc/home', ['/api/article/lists']);
    const article = await savedArticle(call, fullDraft('Scheduled'));
    const at = new Date(app.season.now().getTime() + 60_000).toISOString();
    const planned = await call<AdminArticle>('POST', `/api/admin/articles/${article.id}/schedule`, { revision: article.revision, publishAt: at });
    expect(planned.status).toBe(200);
    // Scheduling shows the public nothing yet: every capture stays.
    expect(await readdir(join(captures(), 'zhSimple'))).toHaveLength(5);
    // The scheduler's pass with the clock past the instant, as the same server some time later.
    const later = { now: () => new Date(Date.parse(at) + 1000) };
    expect((await publishDueArticles({ db: app.db, prerenderDir: captures(), clock: later })).published).toEqual([article.id]);
    // The list page that read the articles is forgotten; the earlier articles' own pages stay (they did not change).
    const left = await readdir(join(captures(), 'zhSimple'));
    expect(left).not.toContain(`${encodeURIComponent('/pc/home')}.json`);
    expect(left).toHaveLength(4);
    expect(left.every((name) => decodeURIComponent(name).includes('etail?id='))).toBe(true);
    expect(runs).toHaveLength(0);
    await app.recapture!.idle();
    // The pages that list articles (captured by the last run) and the new article's own pages — not the earlier
    // articles' pages, which showed nothing that changed (those pages only, issue 25 point 5).
    expect(runs.map(scheduled)).toEqual([['en /pc/latestNews', 'zhComplex /mobile/home', 'zhSimple /pc/home', ...(await detailPages(article.id))].sort()]);
    const earlierPage = (await detailPages(earlier[0]!))[0]!.split(' ');
    expect(await readdir(join(captures(), earlierPage[0]!))).toContain(`${encodeURIComponent(earlierPage[1]!)}.json`);
    runs.length = 0;
    await capture('en', '/pc/latestNews', ['/api/article/lists']);
    const live = (await call('GET', `/api/admin/articles/${article.id}`)).body.data;
    expect((await call('POST', `/api/admin/articles/${article.id}/unpublish`, { revision: live.revision })).status).toBe(200);
    await app.recapture!.idle();
    expect(runs.map(scheduled)[0]).toContain('en /pc/latestNews');
    expect(runs.map(scheduled)[0]).not.toContain('en /pc/finalists');
  });

  it('a settings save recaptures every captured page: each shows the footer', async () => {
    runs.length = 0;
    await capture('en', '/pc/aboutUs', []);
    await capture('zhComplex', '/pc/finalists', ['/api/display/finalists']);
    const current = await staffCall<AdminSiteSettings>(app, editor.headers, 'GET', '/api/admin/settings');
    const saved = await staffCall(app, editor.headers, 'PUT', '/api/admin/settings', { version: current.body.data.version, settings: current.body.data.settings });
    expect(saved.status).toBe(200);
    await app.recapture!.idle();
    expect(runs).toHaveLength(1);
    expect(scheduled(runs[0]!)).toEqual(expect.arrayContaining(['en /pc/aboutUs', 'en /pc/finalists', 'zhComplex /pc/finalists', 'zhSimple /pc/home']));
    // Every capture there was, and nothing else.
    expect(await readdir(join(captures(), 'en'))).toHaveLength(scheduled(runs[0]!).filter((page) => page.startsWith('en ')).length);
  });
});
