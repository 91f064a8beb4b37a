import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { CreateBucketCommand, GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { ObjectStoreConfig } from '../../src/config.js';
import { createS3Client, nodeStream } from '../../src/uploads/s3-client.js';
import { TEMP_PREFIX, createS3Storage, type S3UploadStorage } from '../../src/uploads/s3-storage.js';
import { startObjectStore, type TestObjectStore } from './object-store-server.js';
import { bytes, storageContract } from './storage-contract.js';

// The object store implementation against a real S3-compatible server (s3rver on a loopback port):
// the shared contract, then what only an object store has (object names, parts, the sweep).

const MiB = 1024 * 1024;
const PART = 5 * MiB; // S3's smallest part: a 12 MiB file goes in 3 parts

let server: TestObjectStore;
let admin: S3Client;
let buckets = 0;

beforeAll(async () => {
  server = await startObjectStore();
  admin = createS3Client(server.config);
});

afterAll(async () => {
  admin.destroy();
  await server.stop();
});

/** A bucket of its own for each test: no test sees another's objects. */
async function freshBucket(): Promise<ObjectStoreConfig> {
  buckets += 1;
  const config = server.configFor(`portal-test-${buckets}`);
  await admin.send(new CreateBucketCommand({ Bucket: config.bucket }));
  return config;
}

async function keys(bucket: string): Promise<string[]> {
  const listed = await admin.send(new ListObjectsV2Command({ Bucket: bucket }));
  return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
}

storageContract('S3 storage', async () => {
  const config = await freshBucket();
  const storage = createS3Storage(config, { partSize: PART });
  return {
    storage,
    temporaries: async () => (await keys(config.bucket)).filter((k) => k.startsWith(TEMP_PREFIX)).map((k) => k.slice(TEMP_PREFIX.length)),
    committed: async () => (await keys(config.bucket)).filter((k) => !k.startsWith(TEMP_PREFIX)),
    teardown: async () => storage.close(),
  };
});

describe('S3 storage: objects', () => {
  let config: ObjectStoreConfig;
  let storage: S3UploadStorage;
  let local: string;

  beforeEach(async () => {
    config = await freshBucket();
    storage = createS3Storage(config, { partSize: PART, queueSize: 2 });
    local = await mkdtemp(join(tmpdir(), 'portal-s3-local-'));
    server.requests.length = 0;
  });

  afterEach(async () => {
    storage.close();
    await rm(local, { recursive: true, force: true });
  });

  const requests = (pattern: RegExp) => server.requests.filter((line) => pattern.test(line));
  const stored = async (key: string) =>
    buffer(nodeStream((await admin.send(new GetObjectCommand({ Bucket: config.bucket, Key: key }))).Body));

  it('keeps temporaries under tmp/ and committed objects at the root, by copy and delete', async () => {
    const temp = await storage.writeTemp(bytes('hello'));
    expect(await keys(config.bucket)).toEqual([`tmp/${temp.id}`]);
    await storage.commit(temp, 'abc.txt');
    expect(await keys(config.bucket)).toEqual(['abc.txt']);
    // One PUT for a small body, then CopyObject (a PUT with x-amz-copy-source) and DeleteObject.
    expect(requests(/^PUT /)).toHaveLength(2);
    expect(requests(/^DELETE \/portal-test-\d+\/tmp\//)).toHaveLength(1);
    expect(requests(/[?&]uploads/)).toEqual([]);
  });

  it('imports a 12 MiB file in three parts, byte for byte', async () => {
    const content = randomBytes(12 * MiB);
    const path = join(local, 'upload');
    await writeFile(path, content);
    await storage.importFile(path, 'film.mp4');
    expect(requests(/^POST \/[^?]+\/film\.mp4\?uploads/)).toHaveLength(1);
    const parts = requests(/^PUT \/[^?]+\/film\.mp4\?.*partNumber=\d/).map((line) => /partNumber=(\d+)/.exec(line)?.[1]);
    expect(parts.sort()).toEqual(['1', '2', '3']);
    expect(requests(/^POST \/[^?]+\/film\.mp4\?uploadId=/)).toHaveLength(1);
    expect((await stored('film.mp4')).equals(content)).toBe(true);
  });

  it('streams a large temporary in parts too, never as one body', async () => {
    const content = randomBytes(11 * MiB);
    const temp = await storage.writeTemp(bytes(content));
    expect(requests(/^PUT \/[^?]+\/tmp\/[^?]+\?.*partNumber=/)).toHaveLength(3);
    expect((await stored(`tmp/${temp.id}`)).equals(content)).toBe(true);
  });

  it('sweeps temporaries older than the threshold only', async () => {
    const temps = [await storage.writeTemp(bytes('a')), await storage.writeTemp(bytes('b'))];
    await storage.commit(await storage.writeTemp(bytes('kept')), 'kept.txt');
    const day = 24 * 60 * 60 * 1000;
    // Nothing is a day old yet.
    expect(await storage.sweepStaleTemps(day)).toBe(0);
    // A day later both temporaries are stale; the committed object is never a sweep's business.
    expect(await storage.sweepStaleTemps(day, Date.now() + day + 60_000)).toBe(2);
    expect(await keys(config.bucket)).toEqual(['kept.txt']);
    expect(temps).toHaveLength(2);
  });

  it('reports a bucket that does not exist as an error, not as a missing file', async () => {
    const lost = createS3Storage(server.configFor('no-such-bucket'));
    try {
      await expect(lost.open('k.bin')).rejects.toMatchObject({ name: 'NoSuchBucket' });
      await expect(lost.writeTemp(bytes('x'))).rejects.toMatchObject({ name: 'NoSuchBucket' });
      // Failing while the body still streams: the upload stops reading, and writeTemp must not wait for it for ever.
      const chunks = Array.from({ length: 11 }, () => randomBytes(MiB));
      await expect(lost.writeTemp(bytes(...chunks))).rejects.toMatchObject({ name: 'NoSuchBucket' });
    } finally {
      lost.close();
    }
  });
});
