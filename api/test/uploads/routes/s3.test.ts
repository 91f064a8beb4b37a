import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { access } from 'node:fs/promises';
import type { App } from '../../../src/app.js';
import { createS3Client } from '../../../src/uploads/s3-client.js';
import { uploadsDir } from '../../../src/uploads/storage.js';
import { createTestDatabase, signIn, startTestApp, type TestDatabase } from '../../helper.js';
import { field, file } from '../multipart.js';
import { startObjectStore, type TestObjectStore } from '../object-store-server.js';
import { png, text } from '../sample-files.js';
import { postUpload, type UploadAnswer } from './upload-helpers.js';

// UPLOAD_STORE=s3: the same routes with the files in a bucket of a real S3-compatible server (s3rver on loopback),
// as several instances behind a load balancer would share it. Nothing may land in DATA_DIR.

let server: TestObjectStore;
let admin: S3Client;
let testDb: TestDatabase;
let app: App;
let owner: { userId: number; token: string };
let stranger: { userId: number; token: string };

beforeAll(async () => {
  server = await startObjectStore('portal-uploads');
  admin = createS3Client(server.config);
  testDb = await createTestDatabase();
  app = await startTestApp(testDb, { objectStore: server.config });
  owner = await signIn(app, 'owner@example.org');
  stranger = await signIn(app, 'stranger@example.org');
});

afterAll(async () => {
  await app?.close();
  await testDb?.drop();
  admin?.destroy();
  await server?.stop();
});

const bucketKeys = async () =>
  ((await admin.send(new ListObjectsV2Command({ Bucket: server.config.bucket }))).Contents ?? []).map((o) => o.Key).sort();

const get = (url: string, token: string, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url, headers: { token, 'accept-language': 'en-us' } });

describe('uploads in an S3 bucket', () => {
  const image = png(200_000);
  let uri: string;

  it('stores an uploaded image in the bucket, not under DATA_DIR', async () => {
    const res = await postUpload(app, owner.token, [field('type', '1'), file('id-card.png', image)]);
    expect(res.statusCode).toBe(200);
    uri = res.json<UploadAnswer>().data?.uri ?? '';
    expect(uri).toMatch(/^\/uploads\/[A-Za-z0-9_-]{22}\.png$/);
    // The committed object only: no temporary left in tmp/.
    expect(await bucketKeys()).toEqual([uri.slice('/uploads/'.length)]);
    await expect(access(uploadsDir(testDb.dir))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('serves it to its owner, byte for byte', async () => {
    const res = await get(uri, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe(String(image.length));
    expect(res.rawPayload.equals(image)).toBe(true);
    const head = await get(uri, owner.token, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(image.length));
    expect(head.rawPayload).toHaveLength(0);
  });

  it('answers 404 to anyone else', async () => {
    expect((await get(uri, stranger.token)).statusCode).toBe(404);
    expect((await get(uri, stranger.token, 'HEAD')).statusCode).toBe(404);
  });

  it('leaves nothing in the bucket when it refuses a file', async () => {
    const before = await bucketKeys();
    const res = await postUpload(app, owner.token, [field('type', '1'), file('not-an-image.png', text())]);
    expect(res.statusCode).toBe(415);
    expect(await bucketKeys()).toEqual(before);
  });

  it('answers 404 for a row whose object is gone', async () => {
    await app.uploadStorage.remove(uri.slice('/uploads/'.length));
    expect((await get(uri, owner.token)).statusCode).toBe(404);
    expect((await get(uri, owner.token, 'HEAD')).statusCode).toBe(404);
  });
});
