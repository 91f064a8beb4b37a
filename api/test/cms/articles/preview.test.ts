import { describe, expect, it } from '@jest/globals';
import type { AdminArticle, ArticleDraft, ArticlePreview } from '@portal/contracts/admin-articles';
import type { App } from '../../../src/app.js';
import { redactUrl } from '../../../src/http/log-redaction.js';
import type { TestStaffSession } from '../../../src/testing/staff.js';
import { staffCall } from '../../staff/results-helpers.js';
import { fullDraft, publicRows, savedArticle, sitemap, withArticleApp, type ArticleCall } from './article-helpers.js';

// Previews (issue 25 point 2, docs/adr/0032 "Preview"): an editor's unsaved draft, checked as a save is, stored under a
// short-lived token (its hash only); the public detail answers it for that token — never cached, never in the sitemap —
// and an expired or unknown token, or one for another article, changes nothing: the page is the public one.

let app: App;
let editor: TestStaffSession;
const NOW = '2024-12-01T00:00:00.000Z';

withArticleApp(NOW, (started) => ({ app, editor } = started));

const call: ArticleCall = (method, url, body, lang) => staffCall(app, editor.headers, method, url, body, lang);
const preview = (id: number, draft: ArticleDraft, lang?: string) => call<ArticlePreview>('POST', `/api/admin/articles/${id}/preview`, { draft }, lang);

type Detail = { id: number; title: string; content: unknown; preview?: boolean; cover: string | null };
async function detail(query: string) {
  const res = await app.inject({ url: `/api/article/detail?${query}`, headers: { 'accept-language': 'en-us' } });
  return { status: res.statusCode, cacheControl: res.headers['cache-control'], data: res.json<{ data: Detail | null }>().data };
}
const previewCount = async () => (await app.db.selectFrom('article_previews').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

async function publishedArticle(name: string): Promise<AdminArticle> {
  const saved = await savedArticle(call, fullDraft(name));
  const published = await call('POST', `/api/admin/articles/${saved.id}/publish`, { revision: saved.revision });
  expect(published.status).toBe(200);
  return published.body.data;
}

describe('a preview', () => {
  it('of an article never published: the public detail answers the draft in each language for the token, uncached', async () => {
    const article = await savedArticle(call, fullDraft('Draft only'));
    const made = await preview(article.id, { ...fullDraft('Unsaved change'), fallback: { zhSimple: true, en: false } });
    expect(made.status).toBe(200);
    const { token, expiresAt, pages } = made.body.data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expiresAt).toBe('2024-12-01T00:30:00.000Z');
    expect(pages).toEqual({
      zhComplex: { pc: `/pc/latestNewsDetail?lang=zh-hk&preview=${token}`, mobile: `/mobile/news/consult/detail?lang=zh-hk&preview=${token}` },
      zhSimple: { pc: `/pc/latestNewsDetail?lang=zh-cn&preview=${token}`, mobile: `/mobile/news/consult/detail?lang=zh-cn&preview=${token}` },
      en: { pc: `/pc/latestNewsDetail?lang=en&preview=${token}`, mobile: `/mobile/news/consult/detail?lang=en&preview=${token}` },
    });
    // Only the hash is stored.
    const row = await app.db.selectFrom('article_previews').selectAll().executeTakeFirstOrThrow();
    expect(row.token_hash).not.toContain(token);
    expect(row).toMatchObject({ article_id: article.id, staff_member_id: editor.member.id });

    const en = await detail(`preview=${token}&type=en-us`);
    expect(en).toMatchObject({ status: 200, cacheControl: 'no-store', data: { id: 0, title: 'Unsaved change', preview: true } });
    expect((await detail(`preview=${token}&type=zh-hk`)).data).toMatchObject({ title: 'Unsaved change（繁）' });
    // Simplified Chinese falls back in this draft: it shows the Traditional Chinese text.
    expect((await detail(`preview=${token}&type=zh-cn`)).data).toMatchObject({ title: 'Unsaved change（繁）' });
    // The saved article itself is untouched, and no public row was written.
    expect((await call('GET', `/api/admin/articles/${article.id}`)).body.data).toMatchObject({ revision: article.revision, draft: { en: { title: 'Draft only' } } });
    expect(await publicRows(app, article.id)).toEqual([]);
    expect(await sitemap(app)).not.toContain('Unsaved');
    // The request log never shows the token.
    expect(redactUrl(pages.en.pc)).toBe('/pc/latestNewsDetail?lang=en&preview=[redacted]');
  });

  it('of a published article: its page (by id) shows the draft with the token, the published text without', async () => {
    const article = await publishedArticle('Live text');
    const [, , enRow] = await publicRows(app, article.id);
    const made = await preview(article.id, fullDraft('Edited text'));
    const { token, pages } = made.body.data;
    expect(pages.en.pc).toBe(`/pc/latestNewsDetail?id=${enRow!.id}&lang=en&preview=${token}`);
    expect((await detail(`id=${enRow!.id}&preview=${token}`)).data).toMatchObject({ id: enRow!.id, title: 'Edited text', preview: true });
    const plain = await detail(`id=${enRow!.id}`);
    expect(plain.data).toMatchObject({ title: 'Live text' });
    expect(plain.data).not.toHaveProperty('preview');
    expect(plain.cacheControl).toBe('public, no-cache');
    // Asked twice with the token, never served from the public cache.
    expect((await detail(`id=${enRow!.id}&preview=${token}`)).data).toMatchObject({ title: 'Edited text' });
  });

  it('is ignored when unknown, expired, or for another article: the public page, or not found', async () => {
    const article = await publishedArticle('Own');
    const other = await publishedArticle('Other');
    const [, , otherEn] = await publicRows(app, other.id);
    const { token } = (await preview(article.id, fullDraft('Own draft'))).body.data;
    // Another article's page with this token: that article as published.
    const foreign = await detail(`id=${otherEn!.id}&preview=${token}`);
    expect(foreign).toMatchObject({ status: 200, cacheControl: 'no-store', data: { title: 'Other' } });
    expect(foreign.data).not.toHaveProperty('preview');
    // Unknown token.
    const unknown = 'A'.repeat(43);
    expect(await detail(`preview=${unknown}`)).toMatchObject({ status: 404, cacheControl: 'no-store', data: null });
    expect((await detail(`id=${otherEn!.id}&preview=${unknown}`)).data).toMatchObject({ title: 'Other' });
    // A malformed one is a bad request like any bad query.
    expect((await detail('preview=short')).status).toBe(400);
    // Expired.
    await app.db.updateTable('article_previews').set({ expires_at: NOW }).execute();
    expect(await detail(`preview=${token}`)).toMatchObject({ status: 404, data: null });
  });

  it('refuses a draft a save would refuse, storing nothing', async () => {
    const article = await savedArticle(call, fullDraft('Checked'));
    const before = await previewCount();
    const image = { type: 'image', attrs: { mediaId: 424_242, src: '/media/lib/x-960.jpg', alt: 'x' } };
    const ghost = { ...fullDraft('Ghost'), en: { ...fullDraft('Ghost').en, body: { type: 'doc', content: [image] } } } as ArticleDraft;
    expect(await preview(article.id, ghost)).toMatchObject({ status: 400, body: { code: 0, data: null, msg: expect.stringContaining('#424242') } });
    expect(await preview(article.id, { ...fullDraft('Covered'), coverMediaId: 5555 })).toMatchObject({ status: 400, body: { msg: 'The cover image (#5555) is not in the media library' } });
    const tooLong = { ...fullDraft('Long'), en: { ...fullDraft('Long').en, title: 'x'.repeat(201) } };
    expect(await preview(article.id, tooLong)).toMatchObject({ status: 400, body: { code: 0, data: null } });
    const script = { ...fullDraft('Script'), en: { ...fullDraft('Script').en, body: { type: 'doc', content: [{ type: 'script', text: 'alert(1)' }] } } };
    expect(await preview(article.id, script as unknown as ArticleDraft)).toMatchObject({ status: 400 });
    expect(await preview(99_999, fullDraft('Nowhere'))).toMatchObject({ status: 404 });
    expect(await previewCount()).toBe(before);
  });
});
