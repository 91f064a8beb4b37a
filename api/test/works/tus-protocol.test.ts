import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { create, createOk, envelope, head, patch, team, tusFiles, withListeningApp } from './tus-helpers.js';

// The tus protocol at /api/tus through the real server: offsets, conflicts, the size limit, who may touch an
// upload, and the headers of every answer.

const started = withListeningApp();

describe('creating and resuming', () => {
  it('creates an upload at offset 0, then HEAD follows each PATCH', async () => {
    const { token } = await team(started.app, 1);
    const url = await createOk(started.endpoint, { token, length: 1000 });
    expect(new URL(url).pathname).toMatch(/^\/api\/tus\/[0-9a-f]{32}$/);

    const first = await head(url, token);
    expect(first.status).toBe(200);
    expect(first.headers.get('upload-offset')).toBe('0');
    expect(first.headers.get('upload-length')).toBe('1000');

    const sent = await patch(url, token, 0, randomBytes(400));
    expect(sent.status).toBe(204);
    expect(sent.headers.get('upload-offset')).toBe('400');
    expect((await head(url, token)).headers.get('upload-offset')).toBe('400');
  });

  it('answers 409 to a PATCH at the wrong offset and keeps the upload as it was', async () => {
    const { token } = await team(started.app, 1);
    const url = await createOk(started.endpoint, { token, length: 1000 });
    await patch(url, token, 0, randomBytes(100));

    const wrong = await patch(url, token, 50, randomBytes(100));
    expect(wrong.status).toBe(409);
    expect(await envelope(wrong)).toEqual({ code: 0, data: null, msg: 'Upload failed', show: true });
    expect((await head(url, token)).headers.get('upload-offset')).toBe('100');
  });

  it('refuses an Upload-Length over 2 GB at once with 413, naming the limit in the caller’s language', async () => {
    const { token } = await team(started.app, 1);
    const over = 2 * 1024 ** 3 + 1;
    const en = await create(started.endpoint, { token, length: over });
    expect(en.status).toBe(413);
    expect(en.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await envelope(en)).toEqual({ code: 0, data: null, msg: 'The file must not exceed 2 GB', show: true });

    const zh = await create(started.endpoint, { token, length: over, lang: 'zh-hk' });
    expect((await envelope(zh)).msg).toBe('文件大小不能超過 2 GB');
    // Exactly 2 GB is allowed (and nothing is sent here).
    expect((await create(started.endpoint, { token, length: 2 * 1024 ** 3 })).status).toBe(201);
  });

  it('does not take a deferred length or data in the creating POST', async () => {
    const { token } = await team(started.app, 1);
    const before = await tusFiles(started);
    const deferred = await fetch(started.endpoint, {
      method: 'POST',
      headers: { 'tus-resumable': '1.0.0', token, 'upload-defer-length': '1', 'upload-metadata': 'step dmlkZW9TdWJtaXNzaW9u' },
    });
    // Refused as the client's mistake (an extension OPTIONS does not offer), not tus's 501 (issue 14: never a 5xx).
    expect(deferred.status).toBe(400);
    const withData = await create(started.endpoint, {
      token,
      length: 10,
      headers: { 'content-type': 'application/offset+octet-stream', 'content-length': '10' },
    });
    expect(withData.status).toBe(400);
    expect(await tusFiles(started)).toEqual(before);
  });

  it('advertises only what it honours in OPTIONS', async () => {
    const res = await fetch(started.endpoint, { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('tus-max-size')).toBe(String(2 * 1024 ** 3));
    expect(res.headers.get('tus-extension')).toBe('creation,termination,expiration');
    // Same origin only.
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('ownership', () => {
  it('records the creator as owner, whatever owner the client sent', async () => {
    const { token, userId } = await team(started.app, 1);
    const other = await team(started.app, 1);
    const url = await createOk(started.endpoint, {
      token,
      length: 10,
      metadata: { filename: 'film.mp4', filetype: 'video/mp4', step: 'videoSubmission', owner: String(other.userId), extra: 'x' },
    });
    const res = await head(url, token);
    const pairs = (res.headers.get('upload-metadata') ?? '').split(',').map((pair) => pair.split(' '));
    const decoded = Object.fromEntries(pairs.map(([key = '', value = '']) => [key, Buffer.from(value, 'base64').toString()]));
    expect(decoded).toEqual({ filename: 'film.mp4', filetype: 'video/mp4', step: 'videoSubmission', owner: String(userId), group: '1' });
    // The other user's token gets nothing from it.
    expect((await head(url, other.token)).status).toBe(404);
  });

  it('answers another user 404 and a caller without a session 401 on HEAD, PATCH and DELETE', async () => {
    const owner = await team(started.app, 1);
    const other = await team(started.app, 1);
    const url = await createOk(started.endpoint, { token: owner.token, length: 100 });

    const otherHead = await head(url, other.token);
    expect(otherHead.status).toBe(404);
    const otherPatch = await patch(url, other.token, 0, randomBytes(10));
    expect(otherPatch.status).toBe(404);
    expect(await envelope(otherPatch)).toEqual({ code: 0, data: null, msg: 'Not found', show: true });
    const otherDelete = await fetch(url, { method: 'DELETE', headers: { 'tus-resumable': '1.0.0', token: other.token } });
    expect(otherDelete.status).toBe(404);

    const anonymous = await patch(url, undefined, 0, randomBytes(10));
    expect(anonymous.status).toBe(401);
    expect(await envelope(anonymous)).toEqual({ code: -1, data: null, msg: 'Please log in first', show: true });
    expect((await head(url)).status).toBe(401);
    expect((await head(url, 'not-a-live-token')).status).toBe(401);

    // Nothing happened to it.
    expect((await head(url, owner.token)).headers.get('upload-offset')).toBe('0');
  });

  it('takes the token cookie like the header', async () => {
    const { token } = await team(started.app, 1);
    const url = await createOk(started.endpoint, { token, length: 10 });
    const res = await fetch(url, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0', cookie: `token=${encodeURIComponent(token)}` } });
    expect(res.status).toBe(200);
  });

  it('lets the owner DELETE an unfinished upload, leaving nothing in the tus folder', async () => {
    const { token } = await team(started.app, 1);
    const url = await createOk(started.endpoint, { token, length: 10 });
    const id = new URL(url).pathname.split('/').pop() ?? '';
    expect(await tusFiles(started)).toEqual(expect.arrayContaining([id, `${id}.json`]));
    const res = await fetch(url, { method: 'DELETE', headers: { 'tus-resumable': '1.0.0', token } });
    expect(res.status).toBe(204);
    expect((await tusFiles(started)).filter((name) => name.startsWith(id))).toEqual([]);
    expect((await head(url, token)).status).toBe(404);
  });

  it.each([
    ['an encoded slash', '..%2F..%2Fportal.sqlite'],
    ['an encoded backslash', '..%5C..%5Cportal.sqlite'],
    ['a NUL', `${'a'.repeat(32)}%00`],
    ['a name that is no upload id', 'portal.sqlite'],
  ])('answers 404 to a path with %s', async (_what, tail) => {
    const { token } = await team(started.app, 1);
    const res = await fetch(`${started.endpoint}/${tail}`, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0', token } });
    expect(res.status).toBe(404);
  });
});

describe('answers', () => {
  it('carries nosniff and no-store on success and error answers alike', async () => {
    const { token } = await team(started.app, 1);
    const url = await createOk(started.endpoint, { token, length: 10 });
    for (const res of [await head(url, token), await create(started.endpoint, { token, length: 3 * 1024 ** 3 }), await head(url)]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('tus-resumable')).toBe('1.0.0');
    }
  });

  it('answers 412 to a request without Tus-Resumable', async () => {
    const { token } = await team(started.app, 1);
    const res = await fetch(started.endpoint, { method: 'POST', headers: { token, 'upload-length': '10' } });
    expect(res.status).toBe(412);
  });
});
