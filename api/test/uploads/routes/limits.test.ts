import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { App } from '../../../src/app.js';
import { MULTIPART_OVERHEAD } from '../../../src/uploads/limits.js';
import { createTestDatabase, signIn, startTestApp, type TestDatabase } from '../../helper.js';
import { field, file, multipart } from '../multipart.js';
import { mp4, pdf, png } from '../sample-files.js';
import { clearUploads, expectNothingLeft, postStream, postUpload, stored } from './upload-helpers.js';

// Size limits with small configured values (the spec's are 50 MB / 2 GB / 50 MB; config.uploadLimits).
const limits = { image: 4096, video: 8192, document: 2048 };
let testDb: TestDatabase;
let app: App;
let token: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await startTestApp(testDb, { uploadLimits: limits });
  ({ token } = await signIn(app, 'limits@example.org'));
});

afterAll(async () => {
  await app.close();
  await testDb.drop();
});

beforeEach(async () => {
  await clearUploads(app);
});

const tooLarge = (limit: string) => ({ code: 0, data: null, msg: `The file must not exceed ${limit}`, show: true });

/**
 * A multipart body as a stream: the type field, then one file part whose bytes (`head`, then random
 * bytes up to `fileBytes`) are produced only as the server reads them. `pulled()` says how many were.
 */
function streamedUpload(type: string, head: Buffer, fileBytes: number) {
  const boundary = 'streamed-boundary';
  const preamble = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n${type}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
  let pulled = 0;
  let sentFile = 0;
  let step: 'preamble' | 'file' | 'closing' | 'done' = 'preamble';
  const stream = new Readable({
    read() {
      if (step === 'preamble') {
        step = 'file';
        pulled += preamble.length;
        this.push(preamble);
      } else if (step === 'file') {
        const chunk = sentFile === 0 ? head : randomBytes(Math.min(16 * 1024, fileBytes - sentFile));
        sentFile += chunk.length;
        pulled += chunk.length;
        if (sentFile >= fileBytes) step = 'closing';
        this.push(chunk);
      } else if (step === 'closing') {
        step = 'done';
        this.push(closing);
      } else {
        this.push(null);
      }
    },
  });
  return { stream, contentType: `multipart/form-data; boundary=${boundary}`, pulled: () => pulled };
}

describe('size limits', () => {
  it('accepts files up to the limit of their type', async () => {
    const exact = png(limits.image);
    expect(exact.length).toBe(limits.image);
    expect((await postUpload(app, token, [field('type', '1'), file('a.png', exact)])).statusCode).toBe(200);
    expect((await postUpload(app, token, [field('type', '2'), file('a.mp4', mp4('isom', limits.video - 64))])).statusCode).toBe(200);
  });

  it.each([
    ['an image one byte over', '1', png(limits.image + 1), '4 KB'],
    ['a video over its limit', '2', mp4('isom', limits.video), '8 KB'],
    ['a document over its limit', '3', Buffer.concat([pdf(), Buffer.alloc(limits.document)]), '2 KB'],
  ])('refuses %s while streaming, naming the limit', async (_what, type, content, limit) => {
    const before = await stored(app);
    const res = await postUpload(app, token, [field('type', type), file('f', content)]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(tooLarge(limit));
    await expectNothingLeft(app, before);
  });

  it('counts all the files of a request against the limit, removing the ones already written', async () => {
    const before = await stored(app);
    const half = png(limits.image / 2 + 100);
    const res = await postUpload(app, token, [field('type', '1'), file('a.png', half), file('b.png', half)]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(tooLarge('4 KB'));
    await expectNothingLeft(app, before);
  });

  it('stops reading the moment a streamed file (no Content-Length) passes the limit', async () => {
    const before = await stored(app);
    const body = streamedUpload('1', png(), 20 * 1024 * 1024);
    const res = await postStream(app, token, body.contentType, body.stream);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(tooLarge('4 KB'));
    // The limit plus what was in flight, not the 20 MB offered; the connection is not kept for the rest.
    expect(body.pulled()).toBeLessThan(256 * 1024);
    expect(res.headers.connection).toBe('close');
    await expectNothingLeft(app, before);
  });

  it('stops reading at the first bytes when they cannot be an accepted file', async () => {
    const before = await stored(app);
    const body = streamedUpload('2', Buffer.from('Not a video at all. '.repeat(300)), 20 * 1024 * 1024);
    const res = await postStream(app, token, body.contentType, body.stream);
    expect(res.statusCode).toBe(415);
    expect(body.pulled()).toBeLessThan(256 * 1024);
    await expectNothingLeft(app, before);
  });

  it('refuses at once a Content-Length over the largest limit, before reading the body', async () => {
    const before = await stored(app);
    const body = streamedUpload('2', mp4(), 20 * 1024 * 1024);
    const res = await app.inject({
      method: 'POST',
      url: '/api/upload/image',
      payload: body.stream,
      headers: { 'content-type': body.contentType, 'content-length': String(limits.video + MULTIPART_OVERHEAD + 1), token, 'accept-language': 'en-us' },
    });
    expect(res.statusCode).toBe(413);
    // The type is not known yet: the largest limit is the one stated.
    expect(res.json()).toEqual(tooLarge('8 KB'));
    expect(body.pulled()).toBe(0);
    expect(res.headers.connection).toBe('close');
    await expectNothingLeft(app, before);
  });

  it('refuses a Content-Length over the limit of the type as soon as the type field is read', async () => {
    const before = await stored(app);
    // A small valid PDF under a Content-Length that claims more than a document may have: only the
    // Content-Length rule can refuse it (the streaming checks would accept the file).
    const { payload, contentType } = multipart([field('type', '3'), file('plan.pdf', pdf())]);
    const declared = limits.document + MULTIPART_OVERHEAD + 1;
    expect(declared).toBeLessThan(limits.video + MULTIPART_OVERHEAD); // passes the check made before the type is known
    const res = await app.inject({
      method: 'POST',
      url: '/api/upload/image',
      payload,
      headers: { 'content-type': contentType, 'content-length': String(declared), token, 'accept-language': 'zh-cn' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ ...tooLarge('2 KB'), msg: '文件大小不能超过 2 KB' });
    await expectNothingLeft(app, before);
  });

  it('lets a Content-Length within the limit plus the multipart framing through to the streaming check', async () => {
    const { payload, contentType } = multipart([field('type', '1'), file('a.png', png(limits.image))]);
    expect(payload.length).toBeLessThan(limits.image + MULTIPART_OVERHEAD);
    const res = await app.inject({ method: 'POST', url: '/api/upload/image', payload, headers: { 'content-type': contentType, token } });
    expect(res.statusCode).toBe(200);
    expect(res.headers.connection).not.toBe('close');
  });

  it('answers 401 before a large body is read', async () => {
    const body = streamedUpload('1', png(), 20 * 1024 * 1024);
    const res = await app.inject({ method: 'POST', url: '/api/upload/image', payload: body.stream, headers: { 'content-type': body.contentType } });
    expect(res.statusCode).toBe(401);
    expect(body.pulled()).toBe(0);
  });

  it('refuses a compressed body at once (the parser reads raw bytes; a size could hide behind gzip)', async () => {
    const body = streamedUpload('1', png(), 1024);
    const res = await app.inject({
      method: 'POST',
      url: '/api/upload/image',
      payload: body.stream,
      headers: { 'content-type': body.contentType, 'content-encoding': 'gzip', token, 'accept-language': 'en-us' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ code: 0, data: null, msg: 'Upload failed', show: true });
    expect(body.pulled()).toBe(0);
  });
});
