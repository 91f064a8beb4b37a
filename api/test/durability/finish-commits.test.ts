import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CreateBucketCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { createS3Client } from '../../src/uploads/s3-client.js';
import { createS3Storage, TEMP_PREFIX } from '../../src/uploads/s3-storage.js';
import { createDiskStorage, finishInterruptedCommits, type CommittedKey } from '../../src/uploads/storage.js';
import { startObjectStore, type TestObjectStore } from '../uploads/object-store-server.js';

// After a crash between an upload's committed rows and the moves of its files (commit.ts), the next start moves the
// temporaries whose ids are committed public ids under their keys; any other temporary is left alone (it may be an
// upload in progress in another instance; the stale sweep takes it a day later). On disk and on S3 alike.

const content = [randomBytes(5000), randomBytes(7000)];

/** Two temporaries; only the first has a committed row (under its id, as commit.ts names files). */
const committedFirst = (firstId: string): CommittedKey => async (id) => (id === firstId ? `${id}.png` : undefined);

describe('finishInterruptedCommits', () => {
  it('on disk: moves the committed temporary under its key, leaves the other', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portal-finish-'));
    try {
      const storage = createDiskStorage(dir);
      const [first, second] = [await storage.writeTemp(Readable.from([content[0]!])), await storage.writeTemp(Readable.from([content[1]!]))];
      expect(await finishInterruptedCommits(dir, committedFirst(first.id))).toBe(1);
      expect((await readdir(dir)).sort()).toEqual([`${first.id}.png`, `.tmp-${second.id}`].sort());
      expect((await readFile(join(dir, `${first.id}.png`))).equals(content[0]!)).toBe(true);
      // Run again (another instance starting): nothing left to do, nothing harmed.
      expect(await finishInterruptedCommits(dir, committedFirst(first.id))).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  describe('on S3', () => {
    let server: TestObjectStore;
    beforeAll(async () => {
      server = await startObjectStore();
    });
    afterAll(async () => {
      await server.stop();
    });

    it('copies the committed temporary to its key and deletes it, leaves the other', async () => {
      const config = server.configFor('portal-finish');
      const admin = createS3Client(config);
      const storage = createS3Storage(config);
      try {
        await admin.send(new CreateBucketCommand({ Bucket: config.bucket }));
        const [first, second] = [await storage.writeTemp(Readable.from([content[0]!])), await storage.writeTemp(Readable.from([content[1]!]))];
        expect(await storage.finishInterruptedCommits(committedFirst(first.id))).toBe(1);
        const listed = await admin.send(new ListObjectsV2Command({ Bucket: config.bucket }));
        expect((listed.Contents ?? []).map((object) => object.Key).sort()).toEqual([`${first.id}.png`, `${TEMP_PREFIX}${second.id}`].sort());
        const stored = await storage.open(`${first.id}.png`);
        expect((await buffer(stored!.stream!)).equals(content[0]!)).toBe(true);
      } finally {
        storage.close();
        admin.destroy();
      }
    });
  });
});
