import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { App } from '../../../src/app.js';
import { revokeSession } from '../../../src/accounts/sessions.js';
import { uploadsDir } from '../../../src/uploads/storage.js';
import { clientLanguages, signIn, withTestApp } from '../../helper.js';
import { field, file, type Part } from '../multipart.js';
import { cfb, docx, gif, jpeg, mp4, pdf, png, pptx, text, webp, xlsx, zip } from '../sample-files.js';
import { clearUploads, expectNothingLeft, postUpload, stored, type UploadAnswer } from './upload-helpers.js';

let app: App;
let userId: number;
let token: string;

withTestApp((started) => {
  app = started;
});

beforeAll(async () => {
  ({ userId, token } = await signIn(app, 'uploader@example.org'));
});

beforeEach(async () => {
  await clearUploads(app);
});

const upload = (parts: Part[], headers: Record<string, string> = {}) => postUpload(app, token, parts, headers);
const addressShape = (ext: string) => new RegExp(`^/uploads/[A-Za-z0-9_-]{22}\\.${ext}$`);

describe('POST /api/upload/image: accepted files', () => {
  it.each([
    ['a PNG', 1, 'photo.png', png(), 'png', 'image/png'],
    ['a JPEG', 1, 'photo.JPEG', jpeg(), 'jpg', 'image/jpeg'],
    ['a GIF', 1, 'anim.gif', gif(), 'gif', 'image/gif'],
    ['a WebP', 1, 'pic.webp', webp(), 'webp', 'image/webp'],
    ['an MP4', 2, 'clip.mp4', mp4(), 'mp4', 'video/mp4'],
    ['an M4V (Apple brand of MP4)', 2, 'clip.m4v', mp4('M4V '), 'm4v', 'video/x-m4v'],
    ['a PDF', 3, 'plan.pdf', pdf(), 'pdf', 'application/pdf'],
    ['a PPTX', 3, 'slides.pptx', pptx(), 'pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['a DOCX', 3, 'essay.docx', docx(), 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['a DOC (compound file named .doc)', 3, 'essay.doc', cfb(), 'doc', 'application/msword'],
    ['a PPT (compound file named .PPT)', 3, 'slides.PPT', cfb(), 'ppt', 'application/vnd.ms-powerpoint'],
  ])('stores %s privately and answers its address', async (_what, type, name, content, ext, mime) => {
    const res = await upload([field('type', String(type)), file(name, content)]);
    expect(res.statusCode).toBe(200);
    const body = res.json<UploadAnswer>();
    expect(body).toEqual({ code: 1, data: { uri: expect.stringMatching(addressShape(ext)), uris: [body.data?.uri] }, msg: '', show: false });
    const row = await app.db.selectFrom('uploads').selectAll().executeTakeFirstOrThrow();
    const publicId = /\/uploads\/([^.]+)\./.exec(body.data?.uri ?? '')?.[1];
    expect(row).toMatchObject({
      public_id: publicId,
      owner_user_id: userId,
      kind: { 1: 'image', 2: 'video', 3: 'document' }[type],
      mime,
      ext,
      storage_path: `${publicId}.${ext}`,
      original_name: name,
    });
    expect(Number(row.size)).toBe(content.length);
    expect(Date.parse(row.created_at)).toBeGreaterThan(Date.now() - 60_000);
    // The bytes as sent, in the private folder, and nothing else there (no temporary left).
    expect(await readFile(join(uploadsDir(app.config.dataDir), row.storage_path))).toEqual(content);
    expect((await stored(app)).files).toEqual([row.storage_path]);
  });

  it('goes by the content, never by the name or declared type', async () => {
    const res = await upload([field('type', '1'), file('report.pdf', png(), 'application/pdf')]);
    expect(res.json<UploadAnswer>().data?.uri).toMatch(addressShape('png'));
    expect(await app.db.selectFrom('uploads').select(['mime', 'original_name']).executeTakeFirst()).toEqual({
      mime: 'image/png',
      original_name: 'report.pdf',
    });
  });

  it('takes up to 10 files in one request and answers every address in order', async () => {
    const files = Array.from({ length: 10 }, (_, i) => file(`p${i}.png`, png(100 + i)));
    const res = await upload([field('type', '1'), ...files]);
    expect(res.statusCode).toBe(200);
    const { uri, uris } = res.json<UploadAnswer>().data ?? { uri: '', uris: [] };
    expect(uris).toHaveLength(10);
    expect(new Set(uris).size).toBe(10);
    expect(uri).toBe(uris[0]);
    const rows = await app.db.selectFrom('uploads').select(['public_id', 'original_name', 'size']).orderBy('id').execute();
    expect(rows.map((r) => `/uploads/${r.public_id}.png`)).toEqual(uris);
    expect(rows.map((r) => r.original_name)).toEqual(files.map((_, i) => `p${i}.png`));
    expect((await stored(app)).files).toHaveLength(10);
  });

  it('ignores fields other than type and file', async () => {
    const res = await upload([field('name', 'x'), field('type', '1'), field('note', 'y'), file('a.png', png())]);
    expect(res.statusCode).toBe(200);
  });

  it("is not cut by Fastify's 1 MB body limit", async () => {
    const big = png(2 * 1024 * 1024);
    const res = await upload([field('type', '1'), file('big.png', big)]);
    expect(res.statusCode).toBe(200);
    const row = await app.db.selectFrom('uploads').select('size').executeTakeFirstOrThrow();
    expect(Number(row.size)).toBe(big.length);
  });

  it('keeps only the last segment of the name, without control characters', async () => {
    await upload([field('type', '1'), file('..\\..\\evil\u0007\u202e/x/photo\u0000.png', png())]);
    expect((await app.db.selectFrom('uploads').select('original_name').executeTakeFirstOrThrow()).original_name).toBe('photo.png');
  });
});

describe('POST /api/upload/image: refusals leave nothing behind', () => {
  const typeNotAllowed = 'This type is not allowed';
  const unsupported = 'Unsupported file type';
  it.each<[string, number, string, Part[]]>([
    ['no type field', 400, typeNotAllowed, [file('a.png', png())]],
    ['type 0', 400, typeNotAllowed, [field('type', '0'), file('a.png', png())]],
    ['type 4', 400, typeNotAllowed, [field('type', '4'), file('a.png', png())]],
    ['type "image"', 400, typeNotAllowed, [field('type', 'image'), file('a.png', png())]],
    ['type " 1"', 400, typeNotAllowed, [field('type', ' 1'), file('a.png', png())]],
    ['type "1.0"', 400, typeNotAllowed, [field('type', '1.0'), file('a.png', png())]],
    ['an empty type', 400, typeNotAllowed, [field('type', ''), file('a.png', png())]],
    ['an over-long type', 400, typeNotAllowed, [field('type', '1'.repeat(5000)), file('a.png', png())]],
    ['the type after the file', 400, typeNotAllowed, [file('a.png', png()), field('type', '1')]],
    ['the type twice', 400, typeNotAllowed, [field('type', '1'), field('type', '1'), file('a.png', png())]],
    ['the type again after the files', 400, typeNotAllowed, [field('type', '1'), file('a.png', png()), field('type', '1')]],
    ['no file and no type', 400, typeNotAllowed, [field('other', 'x')]],
    ['a PDF renamed .png', 415, unsupported, [field('type', '1'), file('scan.png', pdf(), 'image/png')]],
    ['a text file as an image', 415, unsupported, [field('type', '1'), file('a.png', text(), 'image/png')]],
    ['a text file as a document', 415, unsupported, [field('type', '3'), file('a.pdf', text(), 'application/pdf')]],
    ['an empty file', 415, unsupported, [field('type', '1'), file('a.png', Buffer.alloc(0), 'image/png')]],
    ['a PNG as a document', 415, unsupported, [field('type', '3'), file('a.png', png())]],
    ['a PNG as a video', 415, unsupported, [field('type', '2'), file('a.mp4', png())]],
    ['an MP4 as an image', 415, unsupported, [field('type', '1'), file('a.png', mp4())]],
    ['a QuickTime movie as a video', 415, unsupported, [field('type', '2'), file('a.mov', mp4('qt'))]],
    ['a 3GP video', 415, unsupported, [field('type', '2'), file('a.mp4', mp4('3gp5'))]],
    ['an XLSX as a document', 415, unsupported, [field('type', '3'), file('a.docx', xlsx())]],
    ['a plain zip as a document', 415, unsupported, [field('type', '3'), file('a.docx', zip({ 'a.txt': 'hello' }))]],
    ['a compound file named .xls', 415, unsupported, [field('type', '3'), file('sheet.xls', cfb())]],
    ['a compound file named .png', 415, unsupported, [field('type', '3'), file('slides.png', cfb())]],
    ['a compound file as an image', 415, unsupported, [field('type', '1'), file('a.doc', cfb())]],
    ['a good PNG then a text file', 415, unsupported, [field('type', '1'), file('a.png', png()), file('b.png', text())]],
    ['no file for an image', 400, 'Please upload pictures', [field('type', '1')]],
    ['no file for a video', 400, 'Upload failed', [field('type', '2')]],
    ['no file for a document', 400, 'Upload failed', [field('type', '3')]],
    ['a file under another field name', 400, 'Upload failed', [field('type', '1'), file('a.png', png(), 'image/png', 'files')]],
    ['11 files', 400, 'At most 10 files', [field('type', '1'), ...Array.from({ length: 11 }, (_, i) => file(`p${i}.png`, png()))]],
  ])('%s → %i "%s"', async (_what, status, msg, parts) => {
    const before = await stored(app);
    const res = await upload(parts);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ code: 0, data: null, msg, show: true });
    await expectNothingLeft(app, before);
  });

  it.each([
    ['zh-hk', '不允許此類型', '不支援的文件類型', '請上傳圖片', '最多 10 個文件'],
    ['zh-cn', '不允许此类型', '不支持的文件类型', '请上传图片', '最多 10 个文件'],
    ['en-us', 'This type is not allowed', 'Unsupported file type', 'Please upload pictures', 'At most 10 files'],
  ])('speaks %s', async (lang, typeMsg, unsupportedMsg, picturesMsg, filesMsg) => {
    const headers = { 'accept-language': lang };
    expect((await upload([field('type', '9'), file('a.png', png())], headers)).json()).toMatchObject({ msg: typeMsg });
    expect((await upload([field('type', '1'), file('a.png', text())], headers)).json()).toMatchObject({ msg: unsupportedMsg });
    expect((await upload([field('type', '1')], headers)).json()).toMatchObject({ msg: picturesMsg });
    const eleven = Array.from({ length: 11 }, (_, i) => file(`p${i}.png`, png()));
    expect((await upload([field('type', '1'), ...eleven], headers)).json()).toMatchObject({ msg: filesMsg });
    expect(clientLanguages).toContain(lang);
  });

  it.each([
    ['no token', undefined],
    ['an unknown token', 'x'.repeat(43)],
  ])('answers 401 code -1 with %s', async (_what, t) => {
    const before = await stored(app);
    const res = await postUpload(app, t, [field('type', '1'), file('a.png', png())]);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: -1, data: null, msg: 'Please log in first', show: true });
    await expectNothingLeft(app, before);
  });

  it('answers 401 code -1 to a revoked token', async () => {
    const other = await signIn(app, 'revoked@example.org');
    await revokeSession(app.db, other.token);
    const res = await postUpload(app, other.token, [field('type', '1'), file('a.png', png())]);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: -1 });
  });

  const raw = (payload: string | Buffer, contentType: string) =>
    app.inject({ method: 'POST', url: '/api/upload/image', payload, headers: { 'content-type': contentType, token, 'accept-language': 'en-us' } });

  it.each<[string, number, string, string | Buffer, string]>([
    ['a truncated multipart body', 400, 'Upload failed', `--b\r\nContent-Disposition: form-data; name="type"\r\n\r\n1\r\n--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n${png().toString('latin1')}`, 'multipart/form-data; boundary=b'],
    ['a multipart type without a boundary', 400, 'Upload failed', '--b\r\n\r\n', 'multipart/form-data'],
    ['garbage under a multipart type', 400, 'Upload failed', 'not multipart at all', 'multipart/form-data; boundary=b'],
    // Busboy skips a part that has no Content-Disposition: what is left has no type.
    ['a part without headers', 400, 'This type is not allowed', '--b\r\n\r\nhello\r\n--b--\r\n', 'multipart/form-data; boundary=b'],
    ['a JSON body', 415, 'Upload failed', JSON.stringify({ type: 1, file: 'iVBORw0KGgo=' }), 'application/json'],
    ['a text body', 415, 'Upload failed', 'type=1', 'text/plain'],
  ])('refuses %s → %i "%s"', async (_what, status, msg, payload, contentType) => {
    const before = await stored(app);
    const res = await raw(payload, contentType);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ code: 0, data: null, msg, show: true });
    await expectNothingLeft(app, before);
  });

  it('refuses a body type Fastify has no parser for with 415', async () => {
    const res = await raw(png(), 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 0, data: null });
  });
});
