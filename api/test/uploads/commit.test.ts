import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { upsertUser } from '../../src/accounts/users.js';
import type { Database } from '../../src/db/schema.js';
import { commitUploads } from '../../src/uploads/commit.js';
import type { ReceivedUpload } from '../../src/uploads/receive.js';
import { createDiskStorage, type UploadStorage } from '../../src/uploads/storage.js';
import { openTestDatabase } from '../helper.js';

// A row and its file exist together or not at all, whichever step fails (a crash between them: test/durability).

let db: Kysely<Database>;
let close: () => Promise<void>;
let userId: number;
let dir: string;

beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
  userId = await upsertUser(db, 'commit@example.org');
});

afterAll(async () => {
  await close();
});

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portal-commit-test-'));
  await db.deleteFrom('uploads').execute();
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function received(storage: UploadStorage, count: number): Promise<ReceivedUpload> {
  const files = [];
  for (let i = 0; i < count; i += 1) {
    const temp = await storage.writeTemp(Readable.from([Buffer.from(`file ${i}`)], { objectMode: false }));
    files.push({ temp, type: { ext: 'pdf', mime: 'application/pdf' }, originalName: `f${i}.pdf` });
  }
  return { kind: 'document', files };
}

const rows = () => db.selectFrom('uploads').select(['public_id', 'storage_path', 'size']).orderBy('id').execute();

describe('commitUploads', () => {
  it('writes every row and moves every file', async () => {
    const storage = createDiskStorage(dir);
    const uris = await commitUploads(db, storage, userId, await received(storage, 3));
    const stored = await rows();
    expect(uris).toEqual(stored.map((r) => `/uploads/${r.public_id}.pdf`));
    expect((await readdir(dir)).sort()).toEqual(stored.map((r) => r.storage_path).sort());
    expect(stored.map((r) => Number(r.size))).toEqual([6, 6, 6]);
  });

  it('deletes the rows, the moved files and the temporaries when a move fails', async () => {
    const disk = createDiskStorage(dir);
    let moves = 0;
    const storage: UploadStorage = {
      ...disk,
      commit: async (temp, key) => {
        moves += 1;
        if (moves === 2) throw Object.assign(new Error('disk full'), { syscall: 'rename', code: 'ENOSPC' });
        return disk.commit(temp, key);
      },
    };
    const upload = await received(disk, 3);
    await expect(commitUploads(db, storage, userId, upload)).rejects.toThrow('disk full');
    expect(await rows()).toEqual([]);
    expect(await readdir(dir)).toEqual([]);
  });

  it('moves no file and keeps no temporary when the rows cannot be written', async () => {
    const storage = createDiskStorage(dir);
    const upload = await received(storage, 2);
    // No such user. (Matched by message: the driver's error may come from another realm than jest's Error.)
    await expect(commitUploads(db, storage, 2_000_000_000, upload)).rejects.toMatchObject({ message: expect.stringMatching(/foreign key/i) });
    expect(await rows()).toEqual([]);
    expect(await readdir(dir)).toEqual([]);
  });
});
