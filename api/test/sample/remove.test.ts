import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RemovedSample } from '@portal/contracts/admin-sample';
import { createStaffSession, type TestStaffSession } from '../../src/testing/staff.js';
import { fullDraft, savedArticle, type ArticleCall } from '../cms/articles/article-helpers.js';
import { startSite, type SiteFixture } from '../site/site-fixture.js';
import { auditSeq, auditSince, staffCall } from '../staff/results-helpers.js';

// `pnpm admin sample remove` and POST /api/admin/sample/remove (issue 25 point 7): every sample record goes, with
// the library images only the sample used; what an editor wrote, and a sample image an editor reused, stay; a dry run
// counts and changes nothing; then the site still answers, with empty lists and pages that render (no 500).
let site: SiteFixture;
let organizer: TestStaffSession;
let editor: TestStaffSession;
const editorCall: ArticleCall = (method, url, body, lang) => staffCall(site.app, editor.headers, method, url, body, lang);
const remove = (body: unknown, session: TestStaffSession = organizer) => staffCall<RemovedSample>(site.app, session.headers, 'POST', '/api/admin/sample/remove', body);

const TABLES = ['articles', 'cms_articles', 'cms_article_revisions', 'comments', 'judges', 'finalists', 'winners', 'partners', 'gallery_images', 'media_assets', 'media_variants', 'media_uses', 'prizes', 'topics'] as const;
async function snapshot() {
  const rows: Record<string, number> = {};
  for (const table of TABLES) rows[table] = Number((await site.app.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return { rows, audit: await auditSeq(site.app.db) };
}

/** A library image marked sample, as the sample-media seed adds them (one variant row). */
async function sampleImage(n: number): Promise<number> {
  const { id } = await site.app.db
    .insertInto('media_assets')
    .values({ hash: `sample-hash-${n}`, width: 800, height: 400, bytes: 1000, mime: 'image/png', sample: 1, created_at: '2024-01-01T00:00:00.000Z', actor_kind: 'system', staff_id: null, actor_name: 'seed', alt_zh_hk: 'a', alt_zh_cn: 'a', alt_en: 'a' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await site.app.db.insertInto('media_variants').values({ asset_id: id, format: 'webp', width: 800, height: 400, bytes: 900, file: `sample-${n}-800.webp` }).execute();
  return id;
}

let editorArticle = 0;
let reused = 0;

beforeAll(async () => {
  site = await startSite();
  organizer = await createStaffSession(site.app.db, { role: 'organizer' });
  editor = await createStaffSession(site.app.db, { role: 'editor' });
  const article = await savedArticle(editorCall, fullDraft('Written by an editor'));
  expect((await editorCall('POST', `/api/admin/articles/${article.id}/publish`, { revision: article.revision })).status).toBe(200);
  editorArticle = article.id;
  reused = await sampleImage(1);
  await sampleImage(2);
  // The editor reused the first sample image on their own article.
  await site.app.db.insertInto('media_uses').values({ asset_id: reused, owner: `article:${editorArticle}` }).execute();
});
afterAll(async () => site.close());

describe('removing the sample content', () => {
  it('is an organizer’s, freshly signed in: editors, reviewers and a stale second factor are refused, changing nothing', async () => {
    const before = await snapshot();
    for (const role of ['editor', 'reviewer', 'judge', 'releaseManager'] as const) {
      const session = await createStaffSession(site.app.db, { role });
      expect((await remove({}, session)).status).toBe(403);
    }
    const stale = await createStaffSession(site.app.db, { role: 'organizer', fresh: false });
    expect([401, 403]).toContain((await remove({}, stale)).status);
    expect((await site.app.inject({ method: 'POST', url: '/api/admin/sample/remove', payload: {} })).statusCode).toBe(401);
    // Bad input: in the envelope, nothing changed.
    for (const body of [{ dryRun: 'yes' }, { dryrun: true }, { dryRun: { yes: 1 } }, [], 'remove']) {
      const refused = await remove(body);
      expect({ body, answer: refused.body }).toEqual({ body, answer: expect.objectContaining({ show: true }) });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ show: true });
    }
    const rows = (await snapshot()).rows;
    expect(rows).toEqual(before.rows);
  });

  it('counts in a dry run, changing nothing', async () => {
    const before = await snapshot();
    const dry = await remove({ dryRun: true });
    expect(dry.status).toBe(200);
    expect(dry.body.data.dryRun).toBe(true);
    expect(dry.body.data.counts).toMatchObject({ editorArticles: expect.any(Number), media: 1, keptMedia: 1, keptFinalists: 0 });
    expect(dry.body.data.counts.articles).toBeGreaterThan(0);
    expect(dry.body.data.counts.judges).toBeGreaterThan(0);
    expect(dry.body.data.counts.gallery).toBeGreaterThan(0);
    expect(await snapshot()).toEqual(before);
  });

  it('removes every sample record and the images only the sample used, audited with the counts', async () => {
    const seq = await auditSeq(site.app.db);
    const done = await remove({});
    expect(done.status).toBe(200);
    const { counts } = done.body.data;
    expect(counts.partners).toBe(10);
    const db = site.app.db;
    for (const table of ['articles', 'judges', 'finalists', 'winners', 'partners', 'cms_articles', 'media_assets'] as const) {
      const left = await db.selectFrom(table).select('id').where('sample', '=', 1).execute();
      expect({ table, left }).toEqual({ table, left: table === 'media_assets' ? [{ id: reused }] : [] });
    }
    expect(await db.selectFrom('gallery_images').select('id').execute()).toEqual([]);
    // What an editor wrote stays, with the sample image it uses; the text pages, prizes and topics were never sample.
    expect(await db.selectFrom('cms_articles').select('id').execute()).toContainEqual({ id: editorArticle });
    expect(await db.selectFrom('articles').select('id').where('title', 'like', 'Written by an editor%').execute()).toHaveLength(3);
    expect(await db.selectFrom('media_uses').selectAll().execute()).toEqual([{ asset_id: reused, owner: `article:${editorArticle}` }]);
    expect((await snapshot()).rows.prizes).toBeGreaterThan(0);
    const entries = await auditSince(db, seq);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'sample.remove', target: 'sample:all' });
    expect(JSON.stringify(entries[0])).toContain(`"judges":${counts.judges}`);
    // Again: nothing left to remove.
    expect((await remove({ dryRun: true })).body.data.counts).toMatchObject({ articles: 0, judges: 0, finalists: 0, winners: 0, partners: 0, gallery: 0, media: 0 });
  });

  it('leaves a site that still answers: empty lists, the pages and the sitemap, never a 500', async () => {
    await editorCall('POST', `/api/admin/articles/${editorArticle}/unpublish`, { revision: (await editorCall('GET', `/api/admin/articles/${editorArticle}`)).body.data.revision });
    for (const url of [
      '/api/article/lists?cid=1&page_no=1&page_size=10',
      '/api/article/lists?cid=2&page_no=1&page_size=10',
      '/api/display/judges',
      '/api/display/finalists',
      '/api/display/finalists?group=1',
      '/api/display/winners',
      '/api/display/results',
      '/api/display/partners',
      '/api/display/gallery?contest=1',
      '/api/display/prizes',
      '/api/display/topics',
      '/api/display/timeline',
      '/api/site/settings',
      '/api/v1.work/voteCount',
    ]) {
      const res = await site.app.inject({ url, headers: { 'accept-language': 'en-us' } });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    }
    const news = await site.app.inject({ url: '/api/article/lists?cid=1&page_no=1&page_size=10' });
    expect(news.json<{ data: { lists: unknown[] } }>().data.lists).toEqual([]);
    for (const url of ['/pc/home', '/mobile/home', '/pc/latestNews', '/pc/finalists', '/sitemap.xml']) {
      expect({ url, status: (await site.app.inject({ url, headers: { accept: 'text/html' } })).statusCode }).toEqual({ url, status: 200 });
    }
  });
});
