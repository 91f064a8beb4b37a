import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { MEDIA_ALT_FIELDS, MEDIA_MAX_BYTES, type MediaItem, type MediaPage } from '@portal/contracts/admin-media';
import { isMediaSrc, isMediaSrcset } from '@portal/contracts/rich-text-rules';
import type { App } from '../../src/app.js';
import { createStaffSession, type TestStaffSession } from '../../src/testing/staff.js';
import { withTestApp, type TestDatabase } from '../helper.js';
import { auditSeq, auditSince, staffCall } from '../staff/results-helpers.js';
import { field, file, multipart, type Part } from '../uploads/multipart.js';
import { animatedGif, bombPng, phonePhoto, plainPng } from './fixtures.js';

// /api/admin/media (issue 25 point 4) on the database the suite runs on: uploads judged by their bytes, every
// metadata gone from every variant (photos of minors), the variants' widths and formats, the served headers, alt texts
// in three languages, and every refusal in the caller's language with nothing written — no row, no file, no entry.

let app: App;
let testDb: TestDatabase;
let editor: TestStaffSession;
let organizer: TestStaffSession;

// Encoding a photo's seven variants takes seconds on a shared 2-CPU machine.
jest.setTimeout(90_000);

withTestApp((started, db) => {
  app = started;
  testDb = db;
});

beforeAll(async () => {
  editor = await createStaffSession(app.db, { role: 'editor' });
  organizer = await createStaffSession(app.db, { role: 'organizer' });
});

const ALT = { zhComplex: '沙漠中的學生', zhSimple: '沙漠中的学生', en: 'Students in the desert' };
const altParts = (alt: Partial<typeof ALT> = ALT): Part[] =>
  (Object.keys(MEDIA_ALT_FIELDS) as (keyof typeof ALT)[]).flatMap((language) => (alt[language] === undefined ? [] : [field(MEDIA_ALT_FIELDS[language], alt[language])]));

async function upload(parts: Part[], { session = editor, lang = 'en-us' } = {}) {
  const body = multipart(parts);
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/media',
    headers: { ...session.headers, 'content-type': body.contentType, 'accept-language': lang },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json<{ code: number; data: MediaItem | null; msg: string }>() };
}

const libraryDir = () => join(testDb.dir, 'public-media', 'lib');
const libraryFiles = async () => (await readdir(libraryDir()).catch(() => [] as string[])).sort();
const scratchLeft = async () => (await readdir(join(testDb.dir, 'tmp')).catch(() => [] as string[])).filter((name) => name.startsWith('media-'));

/** Everything an upload may touch: the rows, the public files, the scratch folders, the audit log. */
async function snapshot() {
  return {
    assets: await app.db.selectFrom('media_assets').selectAll().orderBy('id').execute(),
    variants: await app.db.selectFrom('media_variants').selectAll().orderBy('id').execute(),
    uses: await app.db.selectFrom('media_uses').selectAll().execute(),
    files: await libraryFiles(),
    scratch: await scratchLeft(),
    audit: await auditSeq(app.db),
  };
}

const served = (src: string) => app.inject({ method: 'GET', url: src });

let photo: MediaItem;

describe('an upload', () => {
  it('turns a phone photo upright and keeps none of its metadata in any variant: no EXIF, GPS, XMP or ICC', async () => {
    const original = await phonePhoto();
    const meta = await sharp(original).metadata();
    // The fixture carries what a phone writes; otherwise this test would prove nothing.
    expect(exifReader(meta.exif!).GPSInfo).toMatchObject({ GPSLatitudeRef: 'N', GPSLatitude: [22, 17, 3] });
    expect([meta.orientation, meta.hasProfile, meta.xmpAsString?.includes('XmpSecretName')]).toEqual([6, true, true]);

    const seq = await auditSeq(app.db);
    const { status, body } = await upload([...altParts(), file('IMG_0001.JPG', original, 'image/jpeg')]);
    expect([status, body.code, body.msg]).toEqual([200, 1, '']);
    photo = body.data!;
    expect(photo).toMatchObject({ width: 1500, height: 2000, bytes: original.length, mime: 'image/jpeg', alt: ALT, uses: [], sample: false });
    expect(photo.createdBy).toEqual({ kind: 'staff', id: editor.member.id, name: editor.member.name });
    expect(photo.variants.map((v) => [v.format, v.width, v.height])).toEqual([
      ['avif', 480, 640],
      ['webp', 480, 640],
      ['avif', 960, 1280],
      ['jpeg', 960, 1280],
      ['webp', 960, 1280],
      ['avif', 1500, 2000],
      ['webp', 1500, 2000],
    ]);
    expect(await auditSince(app.db, seq)).toEqual([{ action: 'media.upload', target: `media:${photo.id}`, actor: { kind: 'staff', id: editor.member.id }, detail: {} }]);

    for (const variant of photo.variants) {
      const bytes = await readFile(join(libraryDir(), variant.src.replace('/media/lib/', '')));
      expect(bytes.length).toBe(variant.bytes);
      const out = await sharp(bytes).metadata();
      expect([variant.format, out.width, out.height]).toEqual([variant.format, variant.width, variant.height]);
      expect({ format: variant.format, exif: out.exif, gps: out.exif && exifReader(out.exif).GPSInfo, xmp: out.xmp, icc: out.hasProfile, iptc: out.iptc, orientation: out.orientation }).toEqual({
        format: variant.format,
        exif: undefined,
        gps: undefined,
        xmp: undefined,
        icc: false,
        iptc: undefined,
        orientation: undefined,
      });
      // Nor anywhere in the bytes: the camera, the owner, the XMP.
      for (const secret of ['ProbeCam', 'A Parent', 'XmpSecretName', 'Exif\0']) expect([variant.src, bytes.includes(secret)]).toEqual([variant.src, false]);
    }
    expect(await scratchLeft()).toEqual([]);
  });

  it('offers a srcset of WebP widths and a JPEG fallback a rich-text image node accepts', () => {
    expect(isMediaSrc(photo.src)).toBe(true);
    expect(isMediaSrcset(photo.srcset)).toBe(true);
    expect(photo.src).toMatch(/^\/media\/lib\/[0-9a-f]{32}-960\.jpg$/);
    const hash = /lib\/([0-9a-f]{32})-/.exec(photo.src)![1];
    expect(photo.srcset).toBe(`/media/lib/${hash}-480.webp 480w, /media/lib/${hash}-960.webp 960w, /media/lib/${hash}-1500.webp 1500w`);
    for (const variant of photo.variants) expect(isMediaSrc(variant.src)).toBe(true);
  });

  it('serves every variant immutable, with its type and nosniff', async () => {
    const types = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };
    for (const variant of photo.variants) {
      const res = await served(variant.src);
      expect([variant.src, res.statusCode, res.headers['content-type'], res.headers['cache-control'], res.headers['x-content-type-options']]).toEqual([
        variant.src,
        200,
        types[variant.format],
        'public, max-age=31536000, immutable',
        'nosniff',
      ]);
      expect(res.rawPayload.length).toBe(variant.bytes);
    }
  });

  it('judges a PNG named .jpg and sent as image/jpeg by its bytes: a PNG, with a PNG fallback when it has transparency', async () => {
    const { status, body } = await upload([...altParts(), file('logo.jpg', await plainPng(600, 300, true), 'image/jpeg')]);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ mime: 'image/png', width: 600, height: 300 });
    expect(body.data!.variants.map((v) => [v.format, v.width])).toEqual([
      ['avif', 480],
      ['webp', 480],
      ['avif', 600],
      ['png', 600],
      ['webp', 600],
    ]);
    expect(body.data!.src).toMatch(/-600\.png$/);
    expect((await sharp(await readFile(join(libraryDir(), body.data!.src.slice('/media/lib/'.length)))).metadata()).hasAlpha).toBe(true);
  });

  it('never makes a picture larger than it is: a small one is one width', async () => {
    const { status, body } = await upload([...altParts({ ...ALT, en: 'A small blue card' }), file('small.png', await plainPng(300, 200), 'image/png')]);
    expect(status).toBe(200);
    expect(body.data!.variants.map((v) => [v.format, v.width, v.height])).toEqual([
      ['avif', 300, 200],
      ['jpeg', 300, 200],
      ['webp', 300, 200],
    ]);
    expect(body.data!.srcset).toMatch(/^\/media\/lib\/[0-9a-f]{32}-300\.webp 300w$/);
  });

  it('takes AVIF, WebP and a still GIF', async () => {
    const base = sharp({ create: { width: 700, height: 500, channels: 3, background: { r: 10, g: 200, b: 90 } } });
    for (const [name, bytes, mime] of [
      ['a.avif', await base.clone().avif().toBuffer(), 'image/avif'],
      ['b.webp', await base.clone().webp().toBuffer(), 'image/webp'],
      ['c.gif', await base.clone().gif().toBuffer(), 'image/gif'],
    ] as const) {
      const { status, body } = await upload([...altParts({ ...ALT, en: `Format ${name}` }), file(name, bytes, 'application/octet-stream')]);
      expect([name, status, body.data?.mime]).toEqual([name, 200, mime]);
    }
  });

  it('is organizers’ too', async () => {
    const { status, body } = await upload([...altParts({ ...ALT, en: 'By an organizer' }), file('o.png', await plainPng(90, 90), 'image/png')], { session: organizer });
    expect(status).toBe(200);
    expect(body.data!.createdBy).toMatchObject({ kind: 'staff', id: organizer.member.id });
  });
});

describe('a refused upload writes nothing: no row, no file, no audit entry', () => {
  const cases: [string, () => Promise<Part[]>, number, string][] = [
    ['a text file named .png', async () => [...altParts(), file('photo.png', Buffer.from('hello, I am not an image at all\n'.repeat(20)), 'image/png')], 415, 'Judged by its content, whatever its name says, this is not an image. JPEG, PNG, WebP, AVIF or GIF are accepted; nothing changed'],
    ['a PDF named .jpg', async () => [...altParts(), file('scan.jpg', Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'), 'image/jpeg')], 415, 'Its content is PDF: JPEG, PNG, WebP, AVIF or GIF are accepted; nothing changed'],
    ['too many pixels (a decompression bomb)', async () => [...altParts(), file('bomb.png', bombPng(10_000, 6_000), 'image/png')], 422, 'The image has 60 megapixels; at most 50 are accepted; nothing changed'],
    ['more bytes than allowed', async () => [...altParts(), file('huge.jpg', Buffer.concat([await phonePhoto({ width: 64, height: 64 }), Buffer.alloc(MEDIA_MAX_BYTES)]), 'image/jpeg')], 413, 'The image may be at most 20 MB; nothing changed'],
    ['a missing English alt text', async () => [...altParts({ zhComplex: ALT.zhComplex, zhSimple: ALT.zhSimple }), file('p.png', await plainPng(50, 50), 'image/png')], 400, 'The alt text (English) is required'],
    ['a blank Simplified Chinese alt text', async () => [...altParts({ ...ALT, zhSimple: '   ' }), file('p.png', await plainPng(50, 50), 'image/png')], 400, 'The alt text (Simplified Chinese) is required'],
    ['an alt text of two lines', async () => [...altParts({ ...ALT, en: 'one\ntwo' }), file('p.png', await plainPng(50, 50), 'image/png')], 400, 'The alt text (English) must be one line of text'],
    ['an alt text too long', async () => [...altParts({ ...ALT, zhComplex: '字'.repeat(501) }), file('p.png', await plainPng(50, 50), 'image/png')], 400, 'The alt text (Traditional Chinese) may have at most 500 characters'],
    ['an animated GIF', async () => [...altParts(), file('anim.gif', await animatedGif(), 'image/gif')], 415, 'Animated images are not accepted: please upload a still image; nothing changed'],
    ['a truncated JPEG', async () => [...altParts(), file('cut.jpg', (await phonePhoto({ width: 800, height: 600 })).subarray(0, 20_000), 'image/jpeg')], 422, 'The image could not be read: the file may be damaged; nothing changed'],
    ['an empty file', async () => [...altParts(), file('empty.png', Buffer.alloc(0), 'image/png')], 400, 'The file is empty; nothing changed'],
    ['no file', async () => altParts(), 400, 'Please choose an image to upload'],
    ['two files', async () => [...altParts(), file('a.png', await plainPng(20, 20), 'image/png'), file('b.png', await plainPng(21, 21), 'image/png')], 400, 'The upload form has a field it should not have; nothing changed'],
    ['a field it does not read', async () => [...altParts(), field('owner', 'article:1'), file('a.png', await plainPng(20, 20), 'image/png')], 400, 'The upload form has a field it should not have; nothing changed'],
    ['the same picture again', async () => [...altParts(), file('again.jpg', await phonePhoto(), 'image/jpeg')], 409, ''],
  ];

  it.each(cases)('%s', async (_label, parts, status, msg) => {
    const before = await snapshot();
    const answer = await upload(await parts());
    expect([answer.status, answer.body.code, answer.body.data]).toEqual([status, 0, null]);
    expect(answer.body.msg).toBe(msg || `This image is already in the media library (#${photo.id}); nothing changed`);
    expect(await snapshot()).toEqual(before);
  });

  it('answers in the caller’s language', async () => {
    const answer = await upload([...altParts({ zhComplex: ALT.zhComplex }), file('p.png', await plainPng(50, 50), 'image/png')], { lang: 'zh-hk' });
    expect(answer.body.msg).toBe('請填寫替代文字（簡體中文）');
  });

  it('refuses a declared length past the limit before reading the body', async () => {
    const before = await snapshot();
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { ...editor.headers, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(MEDIA_MAX_BYTES + 1024 * 1024) },
      payload: '--x--\r\n',
    });
    expect(res.statusCode).toBe(413);
    expect(await snapshot()).toEqual(before);
  });

  it('is not a reviewer’s', async () => {
    const reviewer = await createStaffSession(app.db, { role: 'reviewer' });
    const before = await snapshot();
    const answer = await upload([...altParts(), file('r.png', await plainPng(30, 30), 'image/png')], { session: reviewer });
    expect([answer.status, answer.body.code]).toEqual([403, 0]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('the library', () => {
  const call = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, lang?: string) => staffCall<T>(app, editor.headers, method, url, body, lang);
  const patch = async (id: number, body: unknown, lang = 'en-us') => {
    const res = await app.inject({ method: 'PATCH', url: `/api/admin/media/${id}`, headers: { ...editor.headers, 'content-type': 'application/json', 'accept-language': lang }, payload: JSON.stringify(body) });
    return { status: res.statusCode, body: res.json<{ code: number; data: MediaItem | null; msg: string }>() };
  };

  it('lists newest first, pages, and searches the alt texts in every language', async () => {
    const all = await call<MediaPage>('GET', '/api/admin/media');
    expect(all.status).toBe(200);
    expect(all.headers['cache-control']).toBe('private, no-store');
    expect(all.body.data.count).toBe(7);
    expect(all.body.data.lists[0]!.alt.en).toBe('By an organizer');
    expect(all.body.data.lists.at(-1)!.id).toBe(photo.id);
    const second = await call<MediaPage>('GET', '/api/admin/media?page_size=2&page_no=2');
    expect(second.body.data).toMatchObject({ count: 7, page_no: 2, page_size: 2 });
    expect(second.body.data.lists.map((item) => item.id)).toEqual(all.body.data.lists.slice(2, 4).map((item) => item.id));
    expect((await call<MediaPage>('GET', '/api/admin/media?search=SMALL%20BLUE')).body.data.lists.map((item) => item.alt.en)).toEqual(['A small blue card']);
    expect((await call<MediaPage>('GET', `/api/admin/media?search=${encodeURIComponent('学生')}`)).body.data.count).toBe(7);
    expect((await call<MediaPage>('GET', '/api/admin/media?search=100%25')).body.data.count).toBe(0);
  });

  it('shows one item, and 404s an unknown one in the caller’s language', async () => {
    expect((await call<MediaItem>('GET', `/api/admin/media/${photo.id}`)).body.data).toEqual(photo);
    const missing = await call('GET', '/api/admin/media/99999', undefined, 'zh-cn');
    expect([missing.status, missing.body.msg]).toEqual([404, '媒体库中没有此图片']);
  });

  it('changes the alt texts (trimmed), recorded once; a refused change writes nothing', async () => {
    const seq = await auditSeq(app.db);
    const alt = { zhComplex: ' 沙丘上的隊伍 ', zhSimple: '沙丘上的队伍', en: 'A team on a dune' };
    const changed = await patch(photo.id, { alt });
    expect(changed.status).toBe(200);
    expect(changed.body.data!.alt).toEqual({ ...alt, zhComplex: '沙丘上的隊伍' });
    expect(await patch(photo.id, { alt })).toMatchObject({ status: 200 });
    expect(await auditSince(app.db, seq)).toEqual([{ action: 'media.alt', target: `media:${photo.id}`, actor: { kind: 'staff', id: editor.member.id }, detail: {} }]);
    const before = await snapshot();
    expect(await patch(photo.id, { alt: { ...alt, en: '' } })).toMatchObject({ status: 400, body: { code: 0, msg: 'The alt text (English) is required' } });
    expect(await patch(photo.id, { alt: { zhComplex: 'x', en: 'y' } })).toMatchObject({ status: 400, body: { code: 0 } });
    expect(await patch(99999, { alt })).toMatchObject({ status: 404 });
    expect(await snapshot()).toEqual(before);
    photo = changed.body.data!;
  });

  it('refuses to delete an image in use, naming every use in the caller’s language; deletes it once unused, files too', async () => {
    const { setMediaUses } = await import('../../src/media/uses.js');
    await app.db.transaction().execute((trx) => setMediaUses(trx, 'article:12', [photo.id]));
    await app.db.transaction().execute((trx) => setMediaUses(trx, 'banner:3', [photo.id]));
    await app.db.transaction().execute((trx) => setMediaUses(trx, 'gallery:7', [photo.id]));
    const shown = await call<MediaItem>('GET', `/api/admin/media/${photo.id}`);
    expect(shown.body.data.uses).toEqual(['article:12', 'banner:3', 'gallery:7']);

    const before = await snapshot();
    const refused = await call('DELETE', `/api/admin/media/${photo.id}`, undefined, 'en-us');
    expect([refused.status, refused.body.code, refused.body.msg]).toEqual([409, 0, 'This image is still used by article 12, banner 3, gallery:7. Remove it there first; nothing was deleted']);
    const inChinese = await call('DELETE', `/api/admin/media/${photo.id}`, undefined, 'zh-hk');
    expect(inChinese.body.msg).toBe('這張圖片仍在使用中：文章 12、橫額 3、gallery:7。請先在那裏移除，未有刪除任何內容');
    expect(await snapshot()).toEqual(before);
    // The database itself refuses too. (Its error is read by its code: better-sqlite3's error class belongs to the first
    // test file a Jest worker ran, so `instanceof Error` — and `rejects.toThrow` — fail in the next ones.)
    const refusal = await app.db.deleteFrom('media_assets').where('id', '=', photo.id).execute().then(() => null, (error: unknown) => error);
    expect((refusal as { code?: string } | null)?.code).toMatch(/^(SQLITE_CONSTRAINT_FOREIGNKEY|23503)$/);

    for (const owner of ['article:12', 'banner:3', 'gallery:7']) await app.db.transaction().execute((trx) => setMediaUses(trx, owner, []));
    const seq = await auditSeq(app.db);
    const deleted = await call<{ id: number }>('DELETE', `/api/admin/media/${photo.id}`);
    expect([deleted.status, deleted.body.data]).toEqual([200, { id: photo.id }]);
    expect(await auditSince(app.db, seq)).toEqual([{ action: 'media.delete', target: `media:${photo.id}`, actor: { kind: 'staff', id: editor.member.id }, detail: {} }]);
    const files = await libraryFiles();
    for (const variant of photo.variants) expect(files).not.toContain(variant.src.slice('/media/lib/'.length));
    expect((await served(photo.src)).statusCode).toBe(404);
    expect(await app.db.selectFrom('media_variants').select('id').where('asset_id', '=', photo.id).execute()).toEqual([]);
    expect((await call('DELETE', `/api/admin/media/${photo.id}`)).status).toBe(404);
  });

  it('takes the same picture again once it was deleted', async () => {
    const { status } = await upload([...altParts(), file('again.jpg', await phonePhoto(), 'image/jpeg')]);
    expect(status).toBe(200);
  });
});
