import { expect } from '@jest/globals';
import { readdir, rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { App } from '../../../src/app.js';
import { uploadsDir } from '../../../src/uploads/storage.js';
import { multipart, type Part } from '../multipart.js';
import type { Envelope } from '@portal/contracts/common';
import type { UploadResult } from '@portal/contracts/upload';

// Helpers of the upload route tests.

/** The upload route's answer: the contract's UploadResult, or null data when refused. */
export type UploadAnswer = Envelope<UploadResult | null>;

export function postUpload(app: App, token: string | undefined, parts: Part[], headers: Record<string, string> = {}) {
  const body = multipart(parts);
  return app.inject({
    method: 'POST',
    url: '/api/upload/image',
    payload: body.payload,
    headers: { 'content-type': body.contentType, 'accept-language': 'en-us', ...(token ? { token } : {}), ...headers },
  });
}

/** A POST whose body is a stream: no Content-Length, so only the streaming checks can refuse it. */
export function postStream(app: App, token: string, contentType: string, payload: Readable) {
  return app.inject({
    method: 'POST',
    url: '/api/upload/image',
    payload,
    headers: { 'content-type': contentType, 'accept-language': 'en-us', token },
  });
}

/** Every file in the uploads folder (temporaries included) and every uploads row. */
export async function stored(app: App): Promise<{ files: string[]; rows: number }> {
  const files = await readdir(uploadsDir(app.config.dataDir)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const { count } = await app.db
    .selectFrom('uploads')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return { files: files.sort(), rows: Number(count) };
}

/** Asserts the folder and the table are exactly as before: a refusal left nothing behind. */
export async function expectNothingLeft(app: App, before: { files: string[]; rows: number }): Promise<void> {
  // A stream's cleanup may finish just after the answer; give it a moment, bounded.
  for (let i = 0; i < 50; i += 1) {
    const now = await stored(app);
    if (now.rows === before.rows && now.files.join() === before.files.join()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(await stored(app)).toEqual(before);
}

/** Empties the table and the folder between tests. */
export async function clearUploads(app: App): Promise<void> {
  await app.db.deleteFrom('uploads').execute();
  await rm(uploadsDir(app.config.dataDir), { recursive: true, force: true });
}
