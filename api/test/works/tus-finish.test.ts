import { describe, expect, it } from '@jest/globals';
import { readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as tus from 'tus-js-client';
import { sampleMp4Buffer } from '../../src/testing/sample-mp4.js';
import { cfb, docx, mp4 as ftypOnlyMp4, pdf, pptx } from '../uploads/sample-files.js';
import {
  createOk,
  digest,
  envelope,
  head,
  patch,
  recordWork,
  storedFiles,
  team,
  tusFiles,
  tusIdOf,
  withListeningApp,
  workUploadRows,
  type ListeningApp,
} from './tus-helpers.js';

// What happens when the last byte arrives: the content is checked (magic bytes, a film's length), an accepted
// file moves into private storage with its `uploads` row, a refused one is deleted; the tus folder keeps nothing.

const film = (seconds: number, audio = true) => sampleMp4Buffer({ seconds, bytes: 64 * 1024, audio });

interface Sent {
  url: string;
  res: Response;
}

/** Creates an upload for `bytes` and sends them in one PATCH. */
async function send(started: ListeningApp, token: string, bytes: Buffer, declared: { filename: string; filetype: string; step: string }): Promise<Sent> {
  const url = await createOk(started.endpoint, { token, length: bytes.length, ...declared });
  return { url, res: await patch(url, token, 0, bytes) };
}

const video = { filename: 'my film.mp4', filetype: 'video/mp4', step: 'videoSubmission' };
const proposal = { filename: 'plan.pdf', filetype: 'application/pdf', step: 'preliminarySubmission' };

/** Sends, expects the refusal, and that nothing of the upload is left: tus folder, uploads table, storage. */
async function expectRefusedAndGone(started: ListeningApp, sending: () => Promise<Sent>, status: number, msg: string): Promise<Sent> {
  const storedBefore = await storedFiles(started);
  const sent = await sending();
  expect(sent.res.status).toBe(status);
  expect(await envelope(sent.res)).toEqual({ code: 0, data: null, msg, show: true });
  const id = tusIdOf(sent.url);
  expect((await tusFiles(started)).filter((name) => name.startsWith(id))).toEqual([]);
  expect(await workUploadRows(started.app)).not.toContainEqual(expect.objectContaining({ tus_id: id }));
  expect(await storedFiles(started)).toEqual(storedBefore);
  return sent;
}

async function rowOf(started: ListeningApp, url: string) {
  const rows = await workUploadRows(started.app);
  return rows.find((row) => row.tus_id === tusIdOf(url));
}

describe('inside the windows (25 November 2023)', () => {
  const started = withListeningApp();

  it('stores a 60 s film sent with tus-js-client: row with tus id and duration, file in storage, tus folder emptied', async () => {
    const { token, userId } = await team(started.app, 1);
    const bytes = film(60);
    const url = await new Promise<string>((resolve, reject) => {
      const upload = new tus.Upload(bytes, {
        endpoint: started.endpoint,
        metadata: video,
        headers: { token, 'accept-language': 'en-us' },
        retryDelays: [],
        onError: reject,
        onSuccess: () => resolve(upload.url ?? ''),
      });
      upload.start();
    });

    const row = await rowOf(started, url);
    expect(row).toMatchObject({
      owner_user_id: userId,
      kind: 'video',
      mime: 'video/mp4',
      ext: 'mp4',
      original_name: 'my film.mp4',
      tus_id: tusIdOf(url),
      duration_ms: 60_000,
      // The receipts' hash (migration 030): of the stored bytes, computed as they were stored.
      sha256: digest(bytes),
    });
    expect(Number(row?.size)).toBe(bytes.length);
    expect(row?.storage_path).toMatch(/^[A-Za-z0-9_-]{22}\.mp4$/);
    expect(digest(await readFile(join(started.testDb.dir, 'uploads', row?.storage_path ?? 'missing')))).toBe(digest(bytes));
    expect(await tusFiles(started)).toEqual([]);

    // The owner reads it back at its private address; the finished upload still answers HEAD as complete.
    const served = await fetch(`${started.origin}/uploads/${row?.storage_path}`, { headers: { token } });
    expect(digest(Buffer.from(await served.arrayBuffer()))).toBe(digest(bytes));
    const done = await head(url, token);
    expect(done.status).toBe(200);
    expect(done.headers.get('cache-control')).toBe('no-store');
    expect([done.headers.get('upload-offset'), done.headers.get('upload-length')]).toEqual([String(bytes.length), String(bytes.length)]);
    expect((await head(url, (await team(started.app, 1)).token)).status).toBe(404);
  });

  it('refuses a 120 s film naming both lengths, and deletes it', async () => {
    const { token } = await team(started.app, 1);
    const sent = await expectRefusedAndGone(started, () => send(started, token, film(120), video), 422, 'The film runs 2:00; it must not be longer than 1:30');
    expect((await head(sent.url, token)).status).toBe(404);
  });

  it('names the lengths in the caller’s language', async () => {
    const { token } = await team(started.app, 1);
    const bytes = film(102);
    const url = await createOk(started.endpoint, { token, length: bytes.length, ...video });
    const res = await patch(url, token, 0, bytes, 'zh-hk');
    expect(await envelope(res)).toMatchObject({ msg: '影片長度為 1:42，不能超過 1:30' });
  });

  it('accepts a silent film up to 5 s over the limit (encoder padding), its length read from the video track', async () => {
    const { token } = await team(started.app, 1);
    const sent = await send(started, token, film(94.5, false), video);
    expect(sent.res.status).toBe(204);
    expect(await rowOf(started, sent.url)).toMatchObject({ duration_ms: 94_500, kind: 'video' });
  });

  it('refuses an MP4 whose length cannot be read', async () => {
    const { token } = await team(started.app, 1);
    await expectRefusedAndGone(started, () => send(started, token, ftypOnlyMp4('isom', 2048), video), 415, "The film's duration cannot be read; please upload a valid MP4 film");
  });

  it('refuses a PDF renamed .mp4 with 415 and deletes it', async () => {
    const { token } = await team(started.app, 1);
    await expectRefusedAndGone(started, () => send(started, token, pdf(), video), 415, 'Unsupported file type');
  });

  it('stores a PDF for the preliminary proposal, without a duration', async () => {
    const { token, userId } = await team(started.app, 2);
    const bytes = pdf();
    const sent = await send(started, token, bytes, { ...proposal, filename: '../../etc/計劃書\u202e.pdf' });
    expect(sent.res.status).toBe(204);
    const row = await rowOf(started, sent.url);
    expect(row).toMatchObject({ owner_user_id: userId, kind: 'document', mime: 'application/pdf', ext: 'pdf', duration_ms: null, original_name: '計劃書.pdf', sha256: digest(bytes) });
    expect(digest(await readFile(join(started.testDb.dir, 'uploads', row?.storage_path ?? 'missing')))).toBe(digest(bytes));
    expect((await tusFiles(started)).filter((name) => name.startsWith(tusIdOf(sent.url)))).toEqual([]);
  });

  it('refuses a film sent as the preliminary proposal’s PDF', async () => {
    const { token } = await team(started.app, 2);
    await expectRefusedAndGone(started, () => send(started, token, film(30), proposal), 415, 'Unsupported file type');
  });

  it('resumes after a cut: half sent, HEAD, the rest from the offset, and the stored file is byte-identical', async () => {
    const { token } = await team(started.app, 1);
    const bytes = sampleMp4Buffer({ seconds: 75, bytes: 512 * 1024 });
    const url = await createOk(started.endpoint, { token, length: bytes.length, ...video });
    await cutPatch(url, token, bytes, bytes.length / 2);

    const offset = await settledOffset(url, token);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(bytes.length / 2);
    const rest = await patch(url, token, offset, bytes.subarray(offset));
    expect(rest.status).toBe(204);
    const row = await rowOf(started, url);
    expect(row).toMatchObject({ duration_ms: 75_000, sha256: digest(bytes) });
    expect(digest(await readFile(join(started.testDb.dir, 'uploads', row?.storage_path ?? 'missing')))).toBe(digest(bytes));
  });

  it('answers a PATCH after the upload finished with 404, and leaves the stored file alone', async () => {
    const { token } = await team(started.app, 1);
    const bytes = film(10);
    const sent = await send(started, token, bytes, video);
    expect(sent.res.status).toBe(204);
    const again = await patch(sent.url, token, bytes.length, Buffer.alloc(0));
    expect(again.status).toBe(404);
    expect(await rowOf(started, sent.url)).toMatchObject({ duration_ms: 10_000 });
  });
});

describe('university slides (1 March 2024)', () => {
  const started = withListeningApp({ portalNow: new Date('2024-03-01T10:00:00+08:00') });
  const slides = (filename: string) => ({ filename, filetype: '', step: 'slides' });

  it('stores PPTX and PPT slides by their content, and refuses a Word file named .pptx', async () => {
    const { token, userId } = await team(started.app, 2);
    await recordWork(started.app, userId, 'preliminarySubmission', 'shortlisted');
    const modern = await send(started, token, pptx(), slides('deck.pptx'));
    expect(modern.res.status).toBe(204);
    expect(await rowOf(started, modern.url)).toMatchObject({ kind: 'document', ext: 'pptx' });
    const old = await send(started, token, cfb(), slides('deck.ppt'));
    expect(old.res.status).toBe(204);
    expect(await rowOf(started, old.url)).toMatchObject({ kind: 'document', ext: 'ppt', mime: 'application/vnd.ms-powerpoint' });
    await expectRefusedAndGone(started, () => send(started, token, docx(), slides('deck.pptx')), 415, 'Unsupported file type');
  });
});

/** A PATCH of the whole file whose connection is cut after `sendBytes`. */
function cutPatch(url: string, token: string, bytes: Buffer, sendBytes: number): Promise<void> {
  return new Promise((resolve) => {
    const req = httpRequest(url, {
      method: 'PATCH',
      headers: {
        'tus-resumable': '1.0.0',
        token,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(bytes.length),
      },
    });
    req.on('error', () => undefined);
    req.on('close', () => resolve());
    req.write(bytes.subarray(0, sendBytes), () => {
      // Time for the server to write what arrived, then the cut.
      void sleep(200).then(() => req.destroy());
    });
  });
}

/** The offset HEAD reports once the cut request has been wound up (it holds the upload's lock until then). */
async function settledOffset(url: string, token: string): Promise<number> {
  let last = -1;
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const res = await head(url, token);
    const offset = Number(res.headers.get('upload-offset'));
    if (res.status === 200 && offset === last) return offset;
    last = res.status === 200 ? offset : -1;
    await sleep(50);
  }
  throw new Error('the offset did not settle');
}
