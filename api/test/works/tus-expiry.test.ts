import { expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { createOk, envelope, head, patch, team, tusFiles, tusIdOf, withListeningApp } from './tus-helpers.js';

// Unfinished uploads expire on the machine's clock (not PORTAL_NOW): HEAD and PATCH answer 410 until the cleanup
// job deletes them, 404 after. Here they expire after 400 ms.

const EXPIRY_MS = 400;
const started = withListeningApp({ tusExpiryMs: EXPIRY_MS });

it('answers 410 for an expired upload, 404 once the cleanup removed it, and spares a fresh one', async () => {
  const { token } = await team(started.app, 1);
  const url = await createOk(started.endpoint, { token, length: 1000 });
  expect((await patch(url, token, 0, randomBytes(100))).status).toBe(204);
  await sleep(EXPIRY_MS + 100);

  expect((await head(url, token)).status).toBe(410);
  const late = await patch(url, token, 100, randomBytes(100), 'zh-hk');
  expect(late.status).toBe(410);
  expect(await envelope(late)).toEqual({ code: 0, data: null, msg: '上傳已過期，請重新上傳', show: true });

  const fresh = await createOk(started.endpoint, { token, length: 1000 });
  expect(await started.app.tus.cleanUpExpiredUploads()).toBe(1);

  expect((await head(url, token)).status).toBe(404);
  expect((await patch(url, token, 100, randomBytes(100))).status).toBe(404);
  expect((await head(fresh, token)).status).toBe(200);
  expect(await tusFiles(started)).toEqual([tusIdOf(fresh), `${tusIdOf(fresh)}.json`].sort());
});

it('tells the owner the expiry date when the upload is created', async () => {
  const { token } = await team(started.app, 1);
  const res = await fetch(started.endpoint, {
    method: 'POST',
    headers: { 'tus-resumable': '1.0.0', token, 'upload-length': '10', 'upload-metadata': 'filename ZmlsbS5tcDQ=,filetype dmlkZW8vbXA0,step dmlkZW9TdWJtaXNzaW9u' },
  });
  expect(res.status).toBe(201);
  // Real time, while the portal's clock says 25 November 2023.
  const expires = Date.parse(res.headers.get('upload-expires') ?? '');
  expect(Math.abs(expires - (Date.now() + EXPIRY_MS))).toBeLessThan(5_000);
});
