import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { App } from '../../../src/app.js';
import { hashToken, revokeSession } from '../../../src/accounts/sessions.js';
import { newPublicId } from '../../../src/uploads/names.js';
import { createTestDatabase, signIn, startTestApp, type TestDatabase } from '../../helper.js';
import { field, file } from '../multipart.js';
import { cfb, mp4, pdf, png } from '../sample-files.js';
import { postUpload, type UploadAnswer } from './upload-helpers.js';

// GET/HEAD /uploads/<name>: the owner gets the bytes; everyone else the same 404 as for a name that never existed.
// A shell is present, so these also show that /uploads/ never falls back to the SPA's index.html.

let testDb: TestDatabase;
let app: App;
let owner: { userId: number; token: string };
let stranger: { userId: number; token: string };
const image = png(3000);
const slides = cfb();
let imageUri: string;
let pdfUri: string;
let slidesUri: string;
let videoUri: string;

const SHELL_HTML = '<!doctype html><title>shell</title>';

beforeAll(async () => {
  testDb = await createTestDatabase();
  const shellDist = join(testDb.dir, 'shell');
  await mkdir(shellDist, { recursive: true });
  await writeFile(join(shellDist, 'index.html'), SHELL_HTML);
  app = await startTestApp(testDb, { shellDist });
  owner = await signIn(app, 'owner@example.org');
  stranger = await signIn(app, 'stranger@example.org');
  const put = async (type: string, name: string, content: Buffer) =>
    (await postUpload(app, owner.token, [field('type', type), file(name, content)])).json<UploadAnswer>().data?.uri ?? '';
  imageUri = await put('1', 'avatar.png', image);
  pdfUri = await put('3', '計劃書 final.pdf', pdf());
  slidesUri = await put('3', 'deck.ppt', slides);
  videoUri = await put('2', 'film', mp4());
});

afterAll(async () => {
  await app.close();
  await testDb.drop();
});

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url, headers: { 'accept-language': 'en-us', ...headers } });

const privateHeaders = {
  'x-content-type-options': 'nosniff',
  'cache-control': 'private, no-store',
  'content-security-policy': "default-src 'none'; sandbox",
};

describe('the owner', () => {
  it('gets an image inline with its detected type (token header)', async () => {
    const res = await get(imageUri, { token: owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(image);
    expect(res.headers).toMatchObject({
      ...privateHeaders,
      'content-type': 'image/png',
      'content-length': String(image.length),
      'content-disposition': `inline; filename="avatar.png"; filename*=UTF-8''avatar.png`,
    });
  });

  it('gets it with the site cookie alone, as an <img> would', async () => {
    const res = await get(imageUri, { cookie: `lang=en; token=${owner.token}; other=1` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(image);
  });

  it('gets it when one of several credentials is theirs', async () => {
    expect((await get(imageUri, { token: stranger.token, cookie: `token=${owner.token}` })).statusCode).toBe(200);
    expect((await get(imageUri, { token: owner.token, cookie: `token=${stranger.token}` })).statusCode).toBe(200);
  });

  it('gets documents and videos only as downloads, under their own name and detected extension', async () => {
    const doc = await get(pdfUri, { token: owner.token });
    expect(doc.statusCode).toBe(200);
    expect(doc.rawPayload).toEqual(pdf());
    expect(doc.headers).toMatchObject({
      ...privateHeaders,
      'content-type': 'application/octet-stream',
      'content-disposition': `attachment; filename="___ final.pdf"; filename*=UTF-8''%E8%A8%88%E5%8A%83%E6%9B%B8%20final.pdf`,
    });
    expect((await get(slidesUri, { token: owner.token })).headers).toMatchObject({
      'content-type': 'application/octet-stream',
      'content-disposition': `attachment; filename="deck.ppt"; filename*=UTF-8''deck.ppt`,
    });
    const video = await get(videoUri, { token: owner.token });
    expect(video.headers).toMatchObject({ 'content-type': 'application/octet-stream', 'content-disposition': expect.stringMatching(/^attachment; filename="film\.mp4"/) });
  });

  it('gets the headers and no body from HEAD', async () => {
    const res = await get(imageUri, { token: owner.token }, 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({ ...privateHeaders, 'content-type': 'image/png', 'content-length': String(image.length) });
    expect(res.rawPayload.length).toBe(0);
  });

  it('is told 404 for the right id with another extension', async () => {
    const res = await get(imageUri.replace(/\.png$/, '.jpg'), { token: owner.token });
    expect(res.statusCode).toBe(404);
  });
});

describe('everyone else gets the same 404 and no bytes', () => {
  const notFound = { code: 0, data: null, msg: 'Not found', show: true };
  const expectNotFound = (res: Awaited<ReturnType<typeof get>>) => {
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(notFound);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.rawPayload.includes(image.subarray(0, 64))).toBe(false);
  };

  it.each<[string, () => Record<string, string>]>([
    ['no credentials', () => ({})],
    ["another user's token", () => ({ token: stranger.token })],
    ["another user's cookie", () => ({ cookie: `token=${stranger.token}` })],
    ['a malformed token', () => ({ token: 'x'.repeat(43) })],
    ['an empty cookie', () => ({ cookie: 'token=' })],
    ['a browser asking for a page (shell present)', () => ({ accept: 'text/html' })],
  ])('%s', async (_what, headers) => {
    expectNotFound(await get(imageUri, headers()));
    expectNotFound(await get(pdfUri, headers()));
  });

  it('a revoked or an expired session', async () => {
    const revoked = await signIn(app, 'owner@example.org');
    await revokeSession(app.db, revoked.token);
    expectNotFound(await get(imageUri, { token: revoked.token }));
    const expired = await signIn(app, 'owner@example.org');
    await app.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('token_hash', '=', hashToken(expired.token)).execute();
    expectNotFound(await get(imageUri, { cookie: `token=${expired.token}` }));
  });

  it('looks the same whether the file exists or not', async () => {
    const existing = await get(imageUri, { token: stranger.token });
    const missing = await get(`/uploads/${newPublicId()}.png`, { token: stranger.token });
    expect(existing.body).toBe(missing.body);
    const strip = (h: Record<string, unknown>) => Object.fromEntries(Object.entries(h).filter(([k]) => !['date'].includes(k)));
    expect(strip(existing.headers)).toEqual(strip(missing.headers));
  });

  it.each([
    ['a guessed name', () => `/uploads/${newPublicId()}.png`],
    ['a name without extension', () => imageUri.replace(/\.png$/, '')],
    ['a trailing NUL', () => `${imageUri}%00`],
    ['a NUL inside', () => imageUri.replace('.png', '%00.png')],
    // (A literal `/uploads/../x` is normalized by inject's URL parsing; http.test.ts sends it raw.)
    ['an encoded traversal', () => '/uploads/..%2Fportal.sqlite'],
    ['an encoded dot traversal', () => '/uploads/%2e%2e%2fportal.sqlite'],
    ['a double-encoded traversal', () => '/uploads/%252e%252e%252fportal.sqlite'],
    ['a backslash traversal', () => '/uploads/..%5Cportal.sqlite'],
    ['a nested path', () => `/uploads/x${imageUri}`],
    ['the storage path of a temporary', () => '/uploads/.tmp-abc'],
    ['the folder itself', () => '/uploads/'],
    ['an over-long name', () => `/uploads/${'a'.repeat(300)}.png`],
  ])('the owner asking for %s', async (_what, url) => {
    expectNotFound(await get(url(), { token: owner.token, accept: 'text/html' }));
  });

  it('HEAD for a stranger', async () => {
    const res = await get(imageUri, { token: stranger.token }, 'HEAD');
    expect(res.statusCode).toBe(404);
    expect(res.rawPayload.length).toBe(0);
  });
});
