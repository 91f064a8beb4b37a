import { describe, expect, it } from '@jest/globals';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AdminArticle, ArticleDraft, ArticleRevisionSummary } from '@portal/contracts/admin-articles';
import type { App } from '../../../src/app.js';
import type { TestStaffSession } from '../../../src/testing/staff.js';
import { signIn, type TestDatabase } from '../../helper.js';
import { auditSeq, auditSince, staffCall } from '../../staff/results-helpers.js';
import { articleSnapshot, EMPTY_LANGUAGE, fullDraft, publicDetail, publicList, publicRows, savedArticle, sitemap, withArticleApp, type ArticleCall } from './article-helpers.js';

// Publishing (issue 25 points 1, 4 and 5): the three public rows are written from the latest revision in the change's
// transaction, and what visitors get — the article lists, the detail, the sitemap, the cached answers' validators and
// the captured first views — follows at once. A save does not reach them until the next publication; an unpublished
// article is gone from all of them while its rows (and their comments) stay.

let app: App;
let testDb: TestDatabase;
let editor: TestStaffSession;
const NOW = '2024-12-01T00:00:00.000Z';

withArticleApp(NOW, (started) => ({ app, testDb, editor } = started));

const call: ArticleCall = (method, url, body, lang) => staffCall(app, editor.headers, method, url, body, lang);
const articleWith = (draft: ArticleDraft) => savedArticle(call, draft);

const publish = (article: Pick<AdminArticle, 'id' | 'revision'>, lang?: string) => call('POST', `/api/admin/articles/${article.id}/publish`, { revision: article.revision }, lang);
const unpublish = (article: Pick<AdminArticle, 'id' | 'revision'>) => call('POST', `/api/admin/articles/${article.id}/unpublish`, { revision: article.revision });

describe('publishing', () => {
  it('writes the three public rows with the document as JSON, shown in the lists, the detail and the sitemap', async () => {
    const article = await articleWith(fullDraft('Sandstorm'));
    expect((await publicList(app, 'en-us')).map((row) => row.title)).not.toContain('Sandstorm');
    const seq = await auditSeq(app.db);
    const published = await publish(article);
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ state: 'published', revision: 3, publishedRevision: 3, publishedAt: NOW, publishAt: null });
    expect(await auditSince(app.db, seq)).toEqual([
      { action: 'article.publish', target: `article:${article.id}`, actor: { kind: 'staff', id: editor.member.id }, detail: { revision: 3, from: 'draft', to: 'published' } },
    ]);
    const rows = await publicRows(app, article.id);
    expect(rows.map((row) => [row.lang, row.title, row.cid, row.live, row.sample, row.created_at])).toEqual([
      ['zh-hk', 'Sandstorm（繁）', 1, 1, 0, NOW],
      ['zh-cn', 'Sandstorm（简）', 1, 1, 0, NOW],
      ['en-us', 'Sandstorm', 1, 1, 0, NOW],
    ]);
    expect(rows.map((row) => row.content)).toEqual([fullDraft('Sandstorm').zhComplex.body, fullDraft('Sandstorm').zhSimple.body, fullDraft('Sandstorm').en.body].map((doc) => JSON.stringify(doc)));
    const [zhHk, , en] = rows;
    expect((await publicList(app, 'en-us'))[0]).toMatchObject({ id: en?.id, title: 'Sandstorm', createTime: NOW, sample: false });
    expect((await publicList(app, 'zh-hk'))[0]).toMatchObject({ id: zhHk?.id, title: 'Sandstorm（繁）' });
    expect(await publicDetail(app, en?.id ?? 0)).toMatchObject({ status: 200, data: { title: 'Sandstorm', abstractField: 'Sandstorm abstract', content: fullDraft('Sandstorm').en.body } });
    expect(await publicDetail(app, en?.id ?? 0, 'zh-cn')).toMatchObject({ status: 200, data: { title: 'Sandstorm（简）' } });
    expect(await sitemap(app)).toContain(`/pc/latestNewsDetail?id=${en?.id ?? 0}&amp;lang=en`);
    // The history reads as one line: created, saved, published.
    expect((await call<ArticleRevisionSummary[]>('GET', `/api/admin/articles/${article.id}/revisions`)).body.data.map((row) => row.kind)).toEqual(['published', 'saved', 'created']);
  });

  it('keeps showing the published revision after a save, until the next publication (same ids, same date)', async () => {
    const article = await articleWith(fullDraft('Mirage'));
    const live = (await publish(article)).body.data;
    const ids = (await publicRows(app, article.id)).map((row) => row.id);
    const saved = await call('PUT', `/api/admin/articles/${article.id}`, { revision: live.revision, draft: { ...fullDraft('Mirage two'), cid: 2 } });
    expect(saved.body.data).toMatchObject({ state: 'published', revision: live.revision + 1, publishedRevision: live.revision });
    expect((await publicRows(app, article.id)).map((row) => [row.title, row.cid])).toEqual([['Mirage（繁）', 1], ['Mirage（简）', 1], ['Mirage', 1]]);
    expect((await publicList(app, 'en-us')).map((row) => row.title)).toContain('Mirage');

    const republished = await publish(saved.body.data);
    expect(republished.body.data).toMatchObject({ revision: live.revision + 2, publishedRevision: live.revision + 2 });
    const rows = await publicRows(app, article.id);
    expect(rows.map((row) => [row.id, row.title, row.cid, row.created_at])).toEqual([
      [ids[0], 'Mirage two（繁）', 2, NOW],
      [ids[1], 'Mirage two（简）', 2, NOW],
      [ids[2], 'Mirage two', 2, NOW],
    ]);
    expect((await publicList(app, 'en-us', 1)).map((row) => row.title)).not.toContain('Mirage');
    expect((await publicList(app, 'en-us', 2)).map((row) => row.title)).toContain('Mirage two');
  });

  it('refuses while a language has no title or no body, naming the language in the caller\'s language, and writes nothing', async () => {
    const article = await articleWith({ ...fullDraft('Half'), en: { ...fullDraft('Half').en, title: '  ' } });
    const before = await articleSnapshot(app);
    expect(await publish(article)).toMatchObject({
      status: 400,
      body: { code: 0, data: null, show: true, msg: 'Not published: the English title is empty. Write it, or choose to show the Traditional Chinese text' },
    });
    expect((await publish(article, 'zh-hk')).body.msg).toBe('未能發佈：英文的標題是空的，請填寫，或選擇顯示繁體中文內容');
    const noBody = await articleWith({ ...fullDraft('Bodiless'), zhSimple: { ...fullDraft('Bodiless').zhSimple, body: { type: 'doc', content: [{ type: 'paragraph' }, { type: 'horizontalRule' }] } } });
    const beforeNoBody = await articleSnapshot(app);
    expect((await publish(noBody, 'zh-cn')).body.msg).toBe('未能发布：简体中文的正文是空的，请填写，或选择显示繁体中文内容');
    expect(await articleSnapshot(app)).toEqual(beforeNoBody);
    // Traditional Chinese never falls back, whatever the other languages say.
    const noDefault = await articleWith({ ...fullDraft('Default'), zhComplex: EMPTY_LANGUAGE, fallback: { zhSimple: false, en: false } });
    expect(await publish(noDefault)).toMatchObject({ status: 400, body: { msg: "Not published: the Traditional Chinese title is empty (the site's default language must be written)" } });
    const stale = await publish({ id: article.id, revision: article.revision - 1 });
    expect(stale).toMatchObject({ status: 409 });
    expect(await publish({ id: 999999, revision: 1 })).toMatchObject({ status: 404 });
    expect(await call('POST', `/api/admin/articles/${article.id}/publish`, {})).toMatchObject({ status: 400 });
    expect((await articleSnapshot(app)).rows).toEqual(before.rows);
    expect((await articleSnapshot(app)).documents.find((row) => row.id === article.id)).toEqual(before.documents.find((row) => row.id === article.id));
  });

  it('publishes a language marked "show the Traditional Chinese text" with the Traditional Chinese title, abstract and body', async () => {
    const draft: ArticleDraft = { ...fullDraft('Fallback'), zhSimple: EMPTY_LANGUAGE, en: { ...EMPTY_LANGUAGE, title: 'ignored' }, fallback: { zhSimple: true, en: true } };
    const article = await articleWith(draft);
    expect((await publish(article)).status).toBe(200);
    const rows = await publicRows(app, article.id);
    expect(rows.map((row) => [row.lang, row.title, row.abstract, row.content])).toEqual(
      ['zh-hk', 'zh-cn', 'en-us'].map((lang) => [lang, 'Fallback（繁）', 'Fallback（繁） abstract', JSON.stringify(draft.zhComplex.body)]),
    );
    expect((await publicList(app, 'en-us'))[0]).toMatchObject({ title: 'Fallback（繁）' });
  });

  it('refuses a cover image the media library lost after the save', async () => {
    const article = await articleWith(fullDraft('Covered'));
    // A draft written by SQL (the library's own refusal keeps a used image from being deleted).
    await app.db.updateTable('cms_article_revisions').set({ draft: JSON.stringify({ ...fullDraft('Covered'), coverMediaId: 77 }) }).where('article_id', '=', article.id).where('revision', '=', article.revision).execute();
    const before = await articleSnapshot(app);
    expect(await publish(article)).toMatchObject({ status: 400, body: { msg: 'The cover image (#77) is not in the media library' } });
    expect(await articleSnapshot(app)).toEqual(before);
  });
});

describe('unpublishing', () => {
  it('hides the article from the lists, the detail, the comments and the sitemap, keeping its rows and comments for a re-publication', async () => {
    const article = await articleWith(fullDraft('Ephemeral'));
    const live = (await publish(article)).body.data;
    const [, , en] = await publicRows(app, article.id);
    const enId = en?.id ?? 0;
    const { token } = await signIn(app, 'reader@example.org', 'Readers');
    const comment = await app.inject({ method: 'POST', url: '/api/comment/add', payload: { articleId: enId, content: 'Nice' }, headers: { token } });
    expect(comment.statusCode).toBe(200);

    const seq = await auditSeq(app.db);
    const down = await unpublish(live);
    expect(down.body.data).toMatchObject({ state: 'unpublished', publishedRevision: null, publishedAt: NOW, revision: live.revision + 1 });
    expect(await auditSince(app.db, seq)).toEqual([
      { action: 'article.unpublish', target: `article:${article.id}`, actor: { kind: 'staff', id: editor.member.id }, detail: { revision: live.revision + 1, from: 'published', to: 'unpublished' } },
    ]);
    for (const type of ['zh-hk', 'zh-cn', 'en-us'] as const) expect((await publicList(app, type)).filter((row) => row.title.includes('Ephemeral'))).toEqual([]);
    expect(await publicDetail(app, enId)).toMatchObject({ status: 404, data: null });
    expect(await sitemap(app)).not.toContain(`latestNewsDetail?id=${enId}&`);
    expect((await app.inject({ url: `/api/comment/getArticleIdComment?article_id=${enId}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/api/comment/add', payload: { articleId: enId, content: 'Hidden' }, headers: { token } })).statusCode).toBe(404);
    expect((await publicRows(app, article.id)).map((row) => row.live)).toEqual([0, 0, 0]);
    // Nothing to unpublish now.
    expect(await unpublish(down.body.data)).toMatchObject({ status: 409, body: { msg: 'This article is neither published nor scheduled: there is nothing to unpublish' } });

    const again = await publish(down.body.data);
    expect(again.body.data).toMatchObject({ state: 'published', publishedRevision: live.revision + 2 });
    expect(await publicDetail(app, enId)).toMatchObject({ status: 200, data: { title: 'Ephemeral', createTime: NOW } });
    const comments = await app.inject({ url: `/api/comment/getArticleIdComment?article_id=${enId}` });
    expect(comments.json<{ data: { lists: { content: string }[] } }>().data.lists.map((row) => row.content)).toEqual(['Nice']);
  });

  it('unpublishes an adopted sample: its seeded rows disappear and come back', async () => {
    const sample = await app.db.selectFrom('cms_articles').selectAll().where('translation_key', '=', 'news-registration-opens').executeTakeFirstOrThrow();
    const rows = await app.db.selectFrom('articles').select(['id', 'title']).where('translation_key', '=', 'news-registration-opens').orderBy('id').execute();
    const down = await unpublish(sample);
    expect(down.status).toBe(200);
    expect(await publicDetail(app, rows[2]?.id ?? 0)).toMatchObject({ status: 404 });
    const up = await publish(down.body.data);
    expect(up.status).toBe(200);
    expect((await app.db.selectFrom('articles').select(['id', 'title']).where('translation_key', '=', 'news-registration-opens').orderBy('id').execute())).toEqual(rows);
    // Its public row keeps its seeded date and cover.
    expect(await publicDetail(app, rows[2]?.id ?? 0)).toMatchObject({ status: 200, data: { sample: true } });
  });
});

describe('what visitors get follows at once', () => {
  it('moves the cached answers\' validators and forgets the first views that read articles', async () => {
    const article = await articleWith(fullDraft('Versioned'));
    const list = () => app.inject({ url: '/api/article/lists?cid=1&page_no=1&page_size=10&type=en-us' });
    const first = await list();
    const tag = first.headers.etag;
    expect(tag).toBeDefined();
    expect((await app.inject({ url: '/api/article/lists?cid=1&page_no=1&page_size=10&type=en-us', headers: { 'if-none-match': String(tag) } })).statusCode).toBe(304);
    const version = async () => (await app.db.selectFrom('content_version').select('version').executeTakeFirstOrThrow()).version;
    const v0 = await version();
    // Saving moves nothing the public sees.
    const saved = await call('PUT', `/api/admin/articles/${article.id}`, { revision: article.revision, draft: fullDraft('Versioned!') });
    expect(await version()).toBe(v0);

    const captures = join(testDb.dir, 'prerender', 'en');
    await mkdir(captures, { recursive: true });
    const capture = (name: string, sources?: string[]) => writeFile(join(captures, `${encodeURIComponent(name)}.json`), JSON.stringify({ path: name, sources }));
    await capture('/pc/latestNews', ['/api/article/lists?cid=1']);
    await capture('/pc/home', ['/api/display/partners', '/api/article/lists?cid=1&page_size=4']);
    await capture('/pc/finalists', ['/api/display/finalists']);
    const published = await publish(saved.body.data);
    expect(await version()).toBeGreaterThan(v0);
    const second = await list();
    expect(second.headers.etag).not.toBe(tag);
    expect(second.json<{ data: { lists: { title: string }[] } }>().data.lists[0]?.title).toBe('Versioned!');
    expect(await readdir(captures)).toEqual([`${encodeURIComponent('/pc/finalists')}.json`]);

    await capture('/pc/latestNews', ['/api/article/lists?cid=1']);
    const v1 = await version();
    await unpublish(published.body.data);
    expect(await version()).toBeGreaterThan(v1);
    expect((await list()).headers.etag).not.toBe(second.headers.etag);
    expect(await readdir(captures)).toEqual([`${encodeURIComponent('/pc/finalists')}.json`]);
  });
});
