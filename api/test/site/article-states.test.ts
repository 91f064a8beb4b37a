import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AdminArticle } from '@portal/contracts/admin-articles';
import { publishDueArticles } from '../../src/cms/articles/schedule.js';
import { createStaffSession, type TestStaffSession } from '../../src/testing/staff.js';
import { fullDraft, publicRows, savedArticle, type ArticleCall } from '../cms/articles/article-helpers.js';
import { staffCall } from '../staff/results-helpers.js';
import { startSite, type SiteFixture } from './site-fixture.js';

// The sitemap and the link-preview tags follow an article's state (issue 25 point 5): nothing while it is scheduled,
// its three pages with their own og:title and og:description once the scheduler makes it live, nothing again once it
// is unpublished — read from the HTML as a crawler reads it.
let site: SiteFixture;
let editor: TestStaffSession;
const call: ArticleCall = (method, url, body, lang) => staffCall(site.app, editor.headers, method, url, body, lang);
const sitemap = async () => (await site.app.inject({ url: '/sitemap.xml' })).body;
const QUERY = { 'zh-hk': '', 'zh-cn': '&lang=zh-cn', 'en-us': '&lang=en' } as const;

function metaOf(html: string, property: string): string | undefined {
  const head = html.slice(0, html.indexOf('</head>'));
  return new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(head)?.[1];
}

beforeAll(async () => {
  site = await startSite();
  editor = await createStaffSession(site.app.db, { role: 'editor' });
});
afterAll(async () => site.close());

describe("an article's sitemap entries and link-preview tags", () => {
  it('appear when a scheduled article goes live, in each language, and go when it is unpublished', async () => {
    const before = await sitemap();
    const article = await savedArticle(call, fullDraft('Findable at its instant'));
    const at = new Date(Date.now() + 60_000).toISOString();
    const scheduled = await call<AdminArticle>('POST', `/api/admin/articles/${article.id}/schedule`, { revision: article.revision, publishAt: at });
    expect(scheduled.status).toBe(200);
    // Scheduled: not public, so not in the sitemap.
    expect(await publicRows(site.app, article.id)).toEqual([]);
    expect(await sitemap()).toBe(before);

    const later = { now: () => new Date(Date.parse(at) + 1000) };
    expect((await publishDueArticles({ db: site.app.db, prerenderDir: site.app.config.prerenderDir, clock: later })).published).toEqual([article.id]);
    const rows = await publicRows(site.app, article.id);
    expect(rows).toHaveLength(3);
    const map = await sitemap();
    for (const row of rows) {
      const url = `/pc/latestNewsDetail?id=${row.id}${QUERY[row.lang]}`;
      expect(map).toContain(url.replace(/&/g, '&amp;'));
      const page = await site.app.inject({ url, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(metaOf(page.body, 'og:title')).toBe(row.title);
      expect(metaOf(page.body, 'og:description')).toBe(row.abstract);
      const phone = await site.app.inject({ url: `/mobile/news/consult/detail?id=${row.id}${QUERY[row.lang]}`, headers: { accept: 'text/html' } });
      expect(metaOf(phone.body, 'og:title')).toBe(row.title);
    }

    const live = (await call('GET', `/api/admin/articles/${article.id}`)).body.data;
    expect((await call('POST', `/api/admin/articles/${article.id}/unpublish`, { revision: live.revision })).status).toBe(200);
    expect(await sitemap()).toBe(before);
    for (const row of rows) {
      const page = await site.app.inject({ url: `/pc/latestNewsDetail?id=${row.id}${QUERY[row.lang]}`, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(404);
      expect(metaOf(page.body, 'og:title')).toBeUndefined();
    }
  });
});
