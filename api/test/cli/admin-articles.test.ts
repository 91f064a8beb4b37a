import { beforeAll, describe, expect, it } from '@jest/globals';
import type { App } from '../../src/app.js';
import { createArticle } from '../../src/cms/articles/create.js';
import { withTestApp, type TestDatabase } from '../helper.js';
import { auditSeq, auditSince } from '../staff/results-helpers.js';
import { articleSnapshot, publicDetail, publicRows } from '../cms/articles/article-helpers.js';
import { adminRunner } from './admin-runner.js';

// `pnpm admin articles list|publish|unpublish|schedule` against the API's own database: the editor's article functions
// with the same refusals (in English), by the server's clock, each change audited as the command line's actor.

let testDb: TestDatabase;
let app: App;
const NOW = new Date('2024-12-01T00:00:00.000Z');

withTestApp(
  (started, db) => {
    app = started;
    testDb = db;
  },
  { seeded: true, config: { portalNow: NOW } },
);

const admin = adminRunner(() => testDb, NOW);
let newsId: number;
let enRow: number;

beforeAll(async () => {
  const news = await app.db.selectFrom('cms_articles').select('id').where('translation_key', '=', 'news-registration-opens').executeTakeFirstOrThrow();
  newsId = news.id;
  enRow = (await publicRows(app, newsId)).find((row) => row.lang === 'en-us')?.id ?? 0;
});

describe('pnpm admin articles list', () => {
  it('shows every article with its state and revision, filtered and searched', async () => {
    const all = await admin('articles', 'list', '--lang', 'en');
    expect(all.code).toBe(0);
    const lines = all.stdout.trim().split('\n');
    expect(lines[0]).toBe('id\tstate\tcid\trevision\tpublish at\tpublished at\ttitle');
    expect(lines).toHaveLength(1 + 26 + 1);
    expect(lines.at(-1)).toBe('26 article(s)');
    const faq = (await admin('articles', 'list', '--cid', '2')).stdout.trim().split('\n');
    expect(faq.slice(1, -1).every((line) => line.split('\t')[2] === '2')).toBe(true);
    expect(faq.at(-1)).toBe('10 article(s)');
    const found = (await admin('articles', 'list', '--search', 'registration opens', '--lang', 'en')).stdout.trim().split('\n');
    expect(found.slice(1, -1).map((line) => line.split('\t')[0])).toEqual([String(newsId)]);
    expect((await admin('articles', 'list', '--state', 'live')).code).toBe(2);
  });
});

describe('pnpm admin articles publish | unpublish | schedule', () => {
  it('unpublishes and publishes again, as the command line, seen by the public API', async () => {
    const seq = await auditSeq(app.db);
    const down = await admin('articles', 'unpublish', '--id', String(newsId), '--by', 'ops');
    expect(down).toMatchObject({ code: 0, stdout: `article ${newsId} is unpublished (revision 2)\n` });
    expect(await publicDetail(app, enRow)).toMatchObject({ status: 404 });
    const up = await admin('articles', 'publish', '--id', String(newsId));
    expect(up).toMatchObject({ code: 0, stdout: `article ${newsId} is published (revision 3, at ${NOW.toISOString()})\n` });
    expect(await publicDetail(app, enRow)).toMatchObject({ status: 200 });
    expect(await auditSince(app.db, seq)).toEqual([
      { action: 'article.unpublish', target: `article:${newsId}`, actor: { kind: 'cli', name: 'ops' }, detail: { revision: 2, from: 'published', to: 'unpublished' } },
      { action: 'article.publish', target: `article:${newsId}`, actor: { kind: 'cli', name: 'ada' }, detail: { revision: 3, from: 'unpublished', to: 'published' } },
    ]);
  });

  it('schedules at an instant later than the server clock; the API server publishes it once its clock is there', async () => {
    await admin('articles', 'unpublish', '--id', String(newsId));
    const scheduled = await admin('articles', 'schedule', '--id', String(newsId), '--at', '2024-12-01T20:00:00+08:00');
    expect(scheduled).toMatchObject({ code: 0, stdout: `article ${newsId} is scheduled for 2024-12-01T12:00:00.000Z (revision 5)\n` });
    const listed = (await admin('articles', 'list', '--state', 'scheduled')).stdout.trim().split('\n');
    expect(listed[1]?.split('\t').slice(0, 5)).toEqual([String(newsId), 'scheduled', '1', '5', '2024-12-01T12:00:00.000Z']);
    // The server's clock is NOW: not yet.
    expect(await app.articleSchedule.run()).toBe(0);
    expect(await publicDetail(app, enRow)).toMatchObject({ status: 404 });
    const cancelled = await admin('articles', 'unpublish', '--id', String(newsId));
    expect(cancelled.stdout).toBe(`article ${newsId} is unpublished (revision 6)\n`);
  });

  it('refuses what the back office refuses, saying so, and changes nothing', async () => {
    const empty = await createArticle({ db: app.db, prerenderDir: app.config.prerenderDir, clock: app.season }, { cid: 1 }, { kind: 'cli', name: 'ada' });
    if (!empty.ok) throw new Error('not created');
    const before = await articleSnapshot(app);
    expect(await admin('articles', 'publish', '--id', String(empty.article.id))).toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`article ${empty.article.id}: Not published: the Traditional Chinese title is empty (the site's default language must be written); nothing changed`),
    });
    expect(await admin('articles', 'schedule', '--id', String(newsId), '--at', '2024-11-30T00:00:00Z')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`article ${newsId}: The publishing time must be later than the server's clock (now ${NOW.toISOString()}); nothing changed`),
    });
    // Usage errors (exit 2) before anything is read.
    expect(await admin('articles', 'schedule', '--id', String(newsId), '--at', 'tomorrow')).toMatchObject({ code: 2, stderr: expect.stringContaining('ISO 8601') });
    expect(await admin('articles', 'schedule', '--id', String(newsId))).toMatchObject({ code: 2, stderr: expect.stringContaining('--at') });
    expect(await admin('articles', 'unpublish', '--id', String(newsId))).toMatchObject({ code: 1, stderr: expect.stringContaining('nothing to unpublish') });
    expect(await admin('articles', 'publish', '--id', '999999')).toMatchObject({ code: 1, stderr: expect.stringContaining('no article 999999') });
    expect(await admin('articles', 'publish', '--id', 'x')).toMatchObject({ code: 2, stderr: expect.stringContaining('must be an article id') });
    expect(await admin('articles', 'publish')).toMatchObject({ code: 2 });
    expect(await articleSnapshot(app)).toEqual(before);
  });
});
