import { afterAll, describe, expect, it } from '@jest/globals';
import type { AdminArticle, ArticleRevisionSummary } from '@portal/contracts/admin-articles';
import type { App } from '../../../src/app.js';
import { publishDueArticles } from '../../../src/cms/articles/schedule.js';
import type { TestStaffSession } from '../../../src/testing/staff.js';
import { startTestApp, type TestDatabase } from '../../helper.js';
import { auditSeq, auditSince, staffCall } from '../../staff/results-helpers.js';
import { articleSnapshot, EMPTY_LANGUAGE, fullDraft, publicList, publicRows, savedArticle, withArticleApp, type ArticleCall } from './article-helpers.js';
import { startServer } from './servers.js';

// Scheduled publishing (issue 25 points 1 and 5): an article goes live at its instant by the server's clock, once,
// whatever the number of API instances. The editors' instance runs at NOW; "later" instances share its database with a
// clock past the instants, as the same deployment would some hours on.

let app: App;
let testDb: TestDatabase;
let editor: TestStaffSession;
const NOW = '2024-12-01T00:00:00.000Z';
const INSTANT = '2024-12-01T12:00:00.000Z';
const LATER = new Date('2024-12-02T00:00:00.000Z');
/** Instances started later in the test, closed at its end. */
const others: App[] = [];

withArticleApp(NOW, (started) => ({ app, testDb, editor } = started));

afterAll(async () => {
  for (const other of others) await other.close();
});

async function laterInstance(): Promise<App> {
  const other = await startTestApp(testDb, { portalNow: LATER });
  others.push(other);
  return other;
}

const call: ArticleCall = (method, url, body, lang) => staffCall(app, editor.headers, method, url, body, lang);
const schedule = (article: Pick<AdminArticle, 'id' | 'revision'>, publishAt: string, lang?: string) =>
  call('POST', `/api/admin/articles/${article.id}/schedule`, { revision: article.revision, publishAt }, lang);

const written = (name: string) => savedArticle(call, fullDraft(name));

async function scheduled(name: string, at = INSTANT): Promise<AdminArticle> {
  const answer = await schedule(await written(name), at);
  expect(answer.status).toBe(200);
  return answer.body.data;
}

describe('scheduling', () => {
  it('sets the instant (later than the server clock) and shows nothing yet', async () => {
    const article = await written('Dawn');
    const seq = await auditSeq(app.db);
    const answer = await schedule(article, '2024-12-01T20:00:00+08:00');
    expect(answer.body.data).toMatchObject({ state: 'scheduled', publishAt: INSTANT, publishedRevision: null, revision: article.revision + 1 });
    expect(await auditSince(app.db, seq)).toEqual([
      { action: 'article.schedule', target: `article:${article.id}`, actor: { kind: 'staff', id: editor.member.id }, detail: { revision: article.revision + 1, from: 'draft', to: 'scheduled' } },
    ]);
    expect(await publicRows(app, article.id)).toEqual([]);
    // This instance's clock has not reached it.
    expect(await app.articleSchedule.run()).toBe(0);
    expect((await call('GET', `/api/admin/articles/${article.id}`)).body.data.state).toBe('scheduled');
    // Moved to another instant, then cancelled: a draft again, never shown.
    const moved = await schedule(answer.body.data, '2024-12-03T00:00:00Z');
    expect(moved.body.data).toMatchObject({ state: 'scheduled', publishAt: '2024-12-03T00:00:00.000Z' });
    const cancelled = await call('POST', `/api/admin/articles/${article.id}/unpublish`, { revision: moved.body.data.revision });
    expect(cancelled.body.data).toMatchObject({ state: 'draft', publishAt: null });
    expect(await publicRows(app, article.id)).toEqual([]);
  });

  it('refuses an instant not later than the server clock, a published article, an incomplete one, and bad input, writing nothing', async () => {
    const article = await written('Dusk');
    const empty = (await call('POST', '/api/admin/articles', { cid: 1 })).body.data;
    const before = await articleSnapshot(app);
    expect(await schedule(article, NOW)).toMatchObject({ status: 400, body: { code: 0, data: null, msg: `The publishing time must be later than the server's clock (now ${NOW})` } });
    expect((await schedule(article, '2024-01-01T00:00:00Z', 'zh-hk')).body.msg).toBe(`發佈時間必須晚於伺服器時間（現在是 ${NOW}）`);
    for (const publishAt of ['2024-12-02', '2024-12-02T00:00:00', 'tomorrow', '']) expect(await schedule(article, publishAt)).toMatchObject({ status: 400, body: { msg: 'Invalid parameters: body.publishAt' } });
    expect(await call('POST', `/api/admin/articles/${article.id}/schedule`, { publishAt: INSTANT })).toMatchObject({ status: 400 });
    expect(await schedule({ id: 999999, revision: 1 }, INSTANT)).toMatchObject({ status: 404 });
    expect(await schedule({ id: article.id, revision: 1 }, INSTANT)).toMatchObject({ status: 409 });
    expect(await schedule(empty, INSTANT)).toMatchObject({ status: 400, body: { msg: "Not published: the Traditional Chinese title is empty (the site's default language must be written)" } });
    expect(await articleSnapshot(app)).toEqual(before);
    const live = (await call('POST', `/api/admin/articles/${article.id}/publish`, { revision: article.revision })).body.data;
    const liveBefore = await articleSnapshot(app);
    expect(await schedule(live, INSTANT)).toMatchObject({ status: 409, body: { msg: 'This article is live: publish the changes now, or unpublish it before scheduling' } });
    expect(await articleSnapshot(app)).toEqual(liveBefore);
  });

  it('keeps a scheduled article publishable: a save or restore that empties a language is refused', async () => {
    const article = await scheduled('Noon');
    const before = await articleSnapshot(app);
    const emptied = { ...fullDraft('Noon'), en: EMPTY_LANGUAGE };
    expect(await call('PUT', `/api/admin/articles/${article.id}`, { revision: article.revision, draft: emptied })).toMatchObject({
      status: 400,
      body: { msg: 'This article is scheduled to go live: the English title cannot be empty (unschedule it first)' },
    });
    // Revision 1 is the empty draft it was created as.
    expect(await call('POST', `/api/admin/articles/${article.id}/revisions/1/restore`, { revision: article.revision })).toMatchObject({ status: 400 });
    expect(await articleSnapshot(app)).toEqual(before);
    const fixed = await call('PUT', `/api/admin/articles/${article.id}`, { revision: article.revision, draft: { ...emptied, fallback: { zhSimple: false, en: true } } });
    expect(fixed.body.data).toMatchObject({ state: 'scheduled', publishAt: INSTANT });
  });
});

describe('at the instant', () => {
  it('a later instance publishes the latest revision, dated at the instant, as the system', async () => {
    const article = await scheduled('Sunrise');
    const latest = await call('PUT', `/api/admin/articles/${article.id}`, { revision: article.revision, draft: fullDraft('Sunrise, edited') });
    const other = await laterInstance();
    const seq = await auditSeq(app.db);
    expect(await other.articleSchedule.run()).toBeGreaterThanOrEqual(1);
    const now = (await call('GET', `/api/admin/articles/${article.id}`)).body.data;
    expect(now).toMatchObject({ state: 'published', publishedAt: INSTANT, publishAt: null, revision: latest.body.data.revision + 1, publishedRevision: latest.body.data.revision + 1 });
    expect(now.updatedBy).toEqual({ kind: 'system', id: null, name: 'article scheduler' });
    expect((await auditSince(app.db, seq)).filter((entry) => entry.target === `article:${article.id}`)).toEqual([
      { action: 'article.publish', target: `article:${article.id}`, actor: { kind: 'system', name: 'article scheduler' }, detail: { revision: now.revision, from: 'scheduled', to: 'published' } },
    ]);
    expect((await publicRows(app, article.id)).map((row) => [row.title, row.created_at])).toEqual([
      ['Sunrise, edited（繁）', INSTANT],
      ['Sunrise, edited（简）', INSTANT],
      ['Sunrise, edited', INSTANT],
    ]);
    expect((await publicList(other, 'en-us')).map((row) => row.title)).toContain('Sunrise, edited');
    expect((await call<ArticleRevisionSummary[]>('GET', `/api/admin/articles/${article.id}/revisions`)).body.data.map((row) => row.kind)).toEqual(['published', 'saved', 'scheduled', 'saved', 'created']);
    expect(await other.articleSchedule.run()).toBe(0);
  });

  it('is published once when instances race for it (one publication, one audit entry each)', async () => {
    const articles = await Promise.all(['One', 'Two', 'Three', 'Four', 'Five'].map((name) => scheduled(`Race ${name}`)));
    const seq = await auditSeq(app.db);
    // PostgreSQL: two instances, each with its own pool, racing in earnest. SQLite: one process cannot hold two racing
    // connections to one file (better-sqlite3 waits for a lock synchronously, blocking the thread that holds it), so the
    // passes race on one connection here and the real instances race below, as separate processes.
    const instances = testDb.database.kind === 'postgres' ? [await laterInstance(), await laterInstance()] : [await laterInstance()];
    const env = (one: App) => ({ db: one.db, prerenderDir: one.config.prerenderDir, clock: one.season });
    const passes = await Promise.all([0, 1, 2, 3, 4, 5].map((n) => publishDueArticles(env(instances[n % instances.length] ?? app))));
    const published = passes.flatMap((pass) => pass.published).sort((a, b) => a - b);
    expect(published).toEqual(articles.map((article) => article.id).sort((a, b) => a - b));
    expect(passes.flatMap((pass) => pass.refused)).toEqual([]);
    const entries = await auditSince(app.db, seq);
    expect(entries.map((entry) => entry.target).sort()).toEqual(articles.map((article) => `article:${article.id}`).sort());
    for (const article of articles) {
      const kinds = (await call<ArticleRevisionSummary[]>('GET', `/api/admin/articles/${article.id}/revisions`)).body.data.map((row) => row.kind);
      expect(kinds.filter((kind) => kind === 'published')).toEqual(['published']);
      expect(await publicRows(app, article.id)).toHaveLength(3);
    }
  });

  it('two servers started after the instant both check at start-up: one publishes it, once', async () => {
    const article = await scheduled('Started late');
    const seq = await auditSeq(app.db);
    const env = { PORTAL_NOW: LATER.toISOString() };
    const servers = [startServer(testDb, env), startServer(testDb, env)];
    try {
      const checked = await Promise.all(servers.map((server) => server.line((line) => line.msg === 'scheduled articles checked at start')));
      expect(checked.map((line) => line.published).sort()).toEqual([0, 1]);
    } finally {
      expect(await Promise.all(servers.map((server) => server.stop()))).toEqual([0, 0]);
    }
    expect(servers.flatMap((server) => server.lines.filter((line) => line.msg === 'published a scheduled article').map((line) => line.article))).toEqual([article.id]);
    expect((await call('GET', `/api/admin/articles/${article.id}`)).body.data).toMatchObject({ state: 'published', publishedAt: INSTANT });
    expect(await auditSince(app.db, seq)).toEqual([
      { action: 'article.publish', target: `article:${article.id}`, actor: { kind: 'system', name: 'article scheduler' }, detail: { revision: article.revision + 1, from: 'scheduled', to: 'published' } },
    ]);
    expect((await publicList(app, 'en-us')).map((row) => row.title)).toContain('Started late');
  }, 200_000);
});
