import { beforeAll, expect } from '@jest/globals';
import type { AdminArticle, ArticleDraft, ArticleLanguageDraft } from '@portal/contracts/admin-articles';
import type { App } from '../../../src/app.js';
import { createStaffSession, type TestStaffSession } from '../../../src/testing/staff.js';
import { withTestApp, type TestDatabase } from '../../helper.js';
import { auditSeq, type Answer } from '../../staff/results-helpers.js';

// Shared by the tests of the editor's articles: drafts, what the public API shows, and a snapshot of everything a
// change may write (documents, revisions, public rows, the audit log) to show that a refusal wrote nothing.

const paragraph = (text: string) => ({ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] });

/** One language written: a title, an abstract and a one-paragraph body. */
export function written(title: string, body = `${title} body`): ArticleLanguageDraft {
  return { title, abstract: `${title} abstract`, body: { type: 'doc', content: [paragraph(body)] } };
}

export const EMPTY_LANGUAGE: ArticleLanguageDraft = { title: '', abstract: '', body: { type: 'doc', content: [] } };

/** A draft written in the three languages (`name` in each title), falling back nowhere. */
export function fullDraft(name: string, cid: ArticleDraft['cid'] = 1): ArticleDraft {
  return {
    cid,
    coverMediaId: null,
    zhComplex: written(`${name}（繁）`),
    zhSimple: written(`${name}（简）`),
    en: written(name),
    fallback: { zhSimple: false, en: false },
  };
}

type PublicSummary = { id: number; title: string; cid: number; type: string; createTime: string; sample: boolean };

/** The public list of a language and category, as visitors get it (first 50). */
export async function publicList(app: App, type: 'zh-hk' | 'zh-cn' | 'en-us', cid = 1): Promise<PublicSummary[]> {
  const res = await app.inject({ url: `/api/article/lists?cid=${cid}&page_no=1&page_size=50&type=${type}` });
  return res.json<{ data: { lists: PublicSummary[] } }>().data.lists;
}

/** The public detail of an article row: its status and data. */
export async function publicDetail(app: App, id: number, type?: string) {
  const res = await app.inject({ url: `/api/article/detail?id=${id}${type ? `&type=${type}` : ''}`, headers: { 'accept-language': 'en-us' } });
  return { status: res.statusCode, data: res.json<{ data: (PublicSummary & { content: unknown }) | null }>().data };
}

/** The sitemap's text. */
export async function sitemap(app: App): Promise<string> {
  return (await app.inject({ url: '/sitemap.xml' })).body;
}

/** The public rows of a cms article (by its translation_key), in language order. */
export async function publicRows(app: App, articleId: number) {
  const doc = await app.db.selectFrom('cms_articles').select('translation_key').where('id', '=', articleId).executeTakeFirstOrThrow();
  if (doc.translation_key === null) return [];
  return app.db.selectFrom('articles').selectAll().where('translation_key', '=', doc.translation_key).orderBy('id').execute();
}

/** Everything a change of an article may write. */
export async function articleSnapshot(app: App) {
  return {
    documents: await app.db.selectFrom('cms_articles').selectAll().orderBy('id').execute(),
    revisions: await app.db.selectFrom('cms_article_revisions').selectAll().orderBy('article_id').orderBy('revision').execute(),
    rows: await app.db.selectFrom('articles').selectAll().orderBy('id').execute(),
    audit: await auditSeq(app.db),
  };
}

export interface ArticleTestApp {
  app: App;
  testDb: TestDatabase;
  editor: TestStaffSession;
}

/** A seeded app whose clock is `now` and an editor's session, for one test file (closed and dropped after it). */
export function withArticleApp(now: string, onStart: (started: ArticleTestApp) => void): void {
  let started: Omit<ArticleTestApp, 'editor'> | undefined;
  withTestApp((app, testDb) => (started = { app, testDb }), { seeded: true, config: { portalNow: new Date(now) } });
  beforeAll(async () => {
    if (!started) throw new Error('the app did not start');
    onStart({ ...started, editor: await createStaffSession(started.app.db, { role: 'editor' }) });
  });
}

export type ArticleCall = <T = AdminArticle>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, lang?: string) => Promise<Answer<T>>;

/** A new article, saved once with `draft` (so at revision 2, a draft). */
export async function savedArticle(call: ArticleCall, draft: ArticleDraft): Promise<AdminArticle> {
  const created = await call('POST', '/api/admin/articles', { cid: draft.cid });
  const saved = await call('PUT', `/api/admin/articles/${created.body.data.id}`, { revision: 1, draft });
  expect(saved.status).toBe(200);
  return saved.body.data;
}
