import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { upsertUser } from '../../src/accounts/users.js';
import type { Database } from '../../src/db/schema.js';
import { createDiskStorage, type UploadStorage } from '../../src/uploads/storage.js';
import { storeWorkFile, type CheckedUpload } from '../../src/works/tus/store-file.js';
import { openTestDatabase } from '../helper.js';
import { filesIn } from './tus-helpers.js';

// A checked work file and its `uploads` row exist together or not at all.

let db: Kysely<Database>;
let close: () => Promise<void>;
let dir: string;
let storage: UploadStorage;
let ownerUserId: number;

beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
  dir = await mkdtemp(join(tmpdir(), 'portal-store-work-'));
  storage = createDiskStorage(join(dir, 'uploads'));
  ownerUserId = await upsertUser(db, `store-${process.pid}@example.org`);
});
afterAll(async () => {
  await close();
  await rm(dir, { recursive: true, force: true });
});

async function finished(tusId: string): Promise<CheckedUpload> {
  const localPath = join(dir, tusId);
  await writeFile(localPath, randomBytes(100));
  return {
    localPath,
    tusId,
    ownerUserId,
    kind: 'document',
    type: { ext: 'pdf', mime: 'application/pdf' },
    size: 100,
    originalName: 'plan.pdf',
    durationMs: null,
    sha256: 'a'.repeat(64),
  };
}

const rowsOf = (tusId: string) => db.selectFrom('uploads').selectAll().where('tus_id', '=', tusId).execute();

it('moves the file into storage and writes its row', async () => {
  const upload = await finished('a'.repeat(32));
  const bytes = await readFile(upload.localPath);
  const key = await storeWorkFile(db, storage, upload);
  expect(await readFile(join(dir, 'uploads', key))).toEqual(bytes);
  // pg returns the bigint size as a string.
  expect((await rowsOf(upload.tusId)).map((row) => [row.storage_path, Number(row.size), row.duration_ms])).toEqual([[key, 100, null]]);
  expect(await filesIn(dir)).not.toContain(upload.tusId);
});

it('removes the moved file when the row cannot be written (here: a second row for one tus id)', async () => {
  const tusId = 'b'.repeat(32);
  await storeWorkFile(db, storage, await finished(tusId));
  const before = await filesIn(join(dir, 'uploads'));
  // Caught by hand: better-sqlite3's errors come from outside Jest's realm, which `rejects.toThrow` may not see as errors.
  const refused = await storeWorkFile(db, storage, await finished(tusId)).then(() => 'stored', (error: unknown) => String(error));
  expect(refused).toMatch(/unique|duplicate/i);
  expect(await filesIn(join(dir, 'uploads'))).toEqual(before);
  expect(await rowsOf(tusId)).toHaveLength(1);
});

it('writes no row when the file cannot be moved', async () => {
  const upload = { ...(await finished('c'.repeat(32))), localPath: join(dir, 'gone') };
  const refused = await storeWorkFile(db, storage, upload).then(() => 'stored', (error: unknown) => String(error));
  expect(refused).toMatch(/ENOENT/);
  expect(await rowsOf(upload.tusId)).toEqual([]);
});
