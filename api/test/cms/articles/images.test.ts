import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AdminArticle, ArticleDraft } from '@portal/contracts/admin-articles';
import type { MediaItem } from '@portal/contracts/admin-media';
import type { App } from '../../../src/app.js';
import { uploadMedia } from '../../../src/media/upload.js';
import { findMediaItem } from '../../../src/media/view.js';
import type { TestStaffSession } from '../../../src/testing/staff.js';
import type { TestDatabase } from '../../helper.js';
import { plainPng } from '../../media/fixtures.js';
import { staffCall } from '../../staff/results-helpers.js';
import { articleSnapshot, fullDraft, publicRows, savedArticle, withArticleApp, type ArticleCall } from './article-helpers.js';

// Images and covers from the media library in the editor's articles (issue 25 point 1, docs/adr/0035 "Images"): the
// server writes an image node's addresses, size and alt from the library whatever the client sent, refuses an image or
// a cover the library does not have (nothing written), and records what each article uses, so the library refuses to
// delete it.

jest.setTimeout(90_000);

let app: App;
let testDb: TestDatabase;
let editor: TestStaffSession;
let photo: MediaItem;
let other: MediaItem;

withArticleApp('2024-12-01T00:00:00.000Z', (started) => ({ app, testDb, editor } = started));

const ALT = { zhComplex: '沙丘上的學生', zhSimple: '沙丘上的学生', en: 'Students on a dune' };

async function libraryImage(name: string, width: number): Promise<MediaItem> {
  const path = join(testDb.dir, `${name}.png`);
  await writeFile(path, await plainPng(width, Math.round(width / 2)));
  const result = await uploadMedia({ db: app.db, publicMediaDir: join(testDb.dir, 'public-media') }, { path, alt: ALT }, { kind: 'cli', name: 'test' });
  if (!result.ok) throw new Error(JSON.stringify(result.refusal));
  return (await findMediaItem(app.db, result.id))!;
}

beforeAll(async () => {
  photo = await libraryImage('photo', 1200);
  other = await libraryImage('other', 600);
});

const call: ArticleCall = (method, url, body, lang) => staffCall(app, editor.headers, method, url, body, lang);
const usesOf = async (id: number) => (await findMediaItem(app.db, id))!.uses;

/** An image node as a client might send it: the id, and whatever else it chose to claim. */
const forged = (mediaId: number) => ({
  type: 'image' as const,
  attrs: { mediaId, src: '/media/lib/forged-1600.webp', srcset: '/media/lib/forged-480.webp 480w', alt: 'claimed by the client', width: 1, height: 1 },
});

function withImage(draft: ArticleDraft, mediaId: number): ArticleDraft {
  const add = (language: 'zhComplex' | 'zhSimple' | 'en') => ({ ...draft[language], body: { type: 'doc' as const, content: [...draft[language].body.content, forged(mediaId)] } });
  return { ...draft, zhComplex: add('zhComplex'), zhSimple: add('zhSimple'), en: add('en') };
}

describe('image nodes', () => {
  it('are saved with the library’s src, srcset, size and each language’s alt, whatever the client sent, and recorded as uses', async () => {
    const article = await savedArticle(call, withImage(fullDraft('Dunes'), photo.id));
    const image = (language: 'zhComplex' | 'zhSimple' | 'en') => article.draft[language].body.content.find((block) => block.type === 'image');
    expect(image('en')).toEqual({
      type: 'image',
      attrs: { mediaId: photo.id, src: photo.src, srcset: photo.srcset, alt: ALT.en, width: 1200, height: 600 },
    });
    expect(image('zhComplex')?.attrs).toMatchObject({ alt: ALT.zhComplex, src: photo.src });
    expect(image('zhSimple')?.attrs).toMatchObject({ alt: ALT.zhSimple });
    expect(photo.src).toMatch(/^\/media\/lib\/[0-9a-f]+-960\.jpg$/);
    expect(photo.srcset).toMatch(/ 480w, .* 960w, .* 1200w$/);
    expect(await usesOf(photo.id)).toEqual([`article:${article.id}`]);

    // Published, the public rows hold the library's attributes.
    const published = await call('POST', `/api/admin/articles/${article.id}/publish`, { revision: article.revision });
    expect(published.status).toBe(200);
    const [, , en] = await publicRows(app, article.id);
    expect(JSON.stringify(JSON.parse(en!.content))).toContain(`"alt":"${ALT.en}"`);
    expect(en!.content).not.toContain('forged');
    // And the public detail answers it, drawn from the library's variants.
    const detail = await app.inject({ url: `/api/article/detail?id=${en!.id}`, headers: { 'accept-language': 'en-us' } });
    expect(JSON.stringify(detail.json())).toContain(`"srcset":"${photo.srcset}"`);

    // The library refuses to delete it while the article shows it.
    const refused = await staffCall(app, editor.headers, 'DELETE', `/api/admin/media/${photo.id}`);
    expect(refused.status).toBe(409);

    // A later draft without the image keeps the use while the published page still shows it; publishing frees it.
    const saved = await call('PUT', `/api/admin/articles/${article.id}`, { revision: published.body.data.revision, draft: fullDraft('Dunes') });
    expect(saved.status).toBe(200);
    expect(await usesOf(photo.id)).toEqual([`article:${article.id}`]);
    const again = await call('POST', `/api/admin/articles/${article.id}/publish`, { revision: saved.body.data.revision });
    expect(again.status).toBe(200);
    expect(await usesOf(photo.id)).toEqual([]);
  });

  it('refuses an image the library does not have, in the caller’s language, writing nothing', async () => {
    const article = (await call('POST', '/api/admin/articles', { cid: 1 })).body.data;
    const before = await articleSnapshot(app);
    const uses = await app.db.selectFrom('media_uses').selectAll().execute();
    const refused = await call('PUT', `/api/admin/articles/${article.id}`, { revision: 1, draft: withImage(fullDraft('Ghost'), 99_999) });
    expect(refused).toMatchObject({ status: 400, body: { code: 0, data: null, msg: 'The body shows images (#99999) that are not in the media library: remove them or insert them again' } });
    const inChinese = await call('PUT', `/api/admin/articles/${article.id}`, { revision: 1, draft: withImage(fullDraft('Ghost'), 99_999) }, 'zh-hk');
    expect(inChinese.body.msg).toBe('內文的圖片（#99999）不在媒體庫中，請移除或重新插入');
    expect(await articleSnapshot(app)).toEqual(before);
    expect(await app.db.selectFrom('media_uses').selectAll().execute()).toEqual(uses);
  });
});

describe('covers', () => {
  it('publishes the library image’s fallback as the cover, recorded as a use', async () => {
    const article = await savedArticle(call, { ...fullDraft('Covered dune'), coverMediaId: other.id });
    expect(await usesOf(other.id)).toEqual([`article:${article.id}`]);
    const published = await call<AdminArticle>('POST', `/api/admin/articles/${article.id}/publish`, { revision: article.revision });
    expect(published.status).toBe(200);
    const rows = await publicRows(app, article.id);
    expect(rows.map((row) => row.cover)).toEqual([other.src, other.src, other.src]);
    // A raster the link previews take (head.ts): og:image follows the cover.
    expect(other.src).toMatch(/-600\.jpg$/);
    const list = await app.inject({ url: '/api/article/lists?cid=1&page_no=1&page_size=5&type=en-us' });
    expect(list.json<{ data: { lists: { title: string; cover: string | null }[] } }>().data.lists[0]).toMatchObject({ title: 'Covered dune', cover: other.src });
  });

  it('refuses a cover the library does not have when saving, writing nothing', async () => {
    const article = (await call('POST', '/api/admin/articles', { cid: 1 })).body.data;
    const before = await articleSnapshot(app);
    const refused = await call('PUT', `/api/admin/articles/${article.id}`, { revision: 1, draft: { ...fullDraft('Covered'), coverMediaId: 77_777 } });
    expect(refused).toMatchObject({ status: 400, body: { msg: 'The cover image (#77777) is not in the media library' } });
    expect(await articleSnapshot(app)).toEqual(before);
  });
});
