import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { upsertUser } from '../../src/accounts/users.js';
import { connectDatabase } from '../../src/db/connect.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { uploadsDir } from '../../src/uploads/storage.js';
import { buildTestApp, createTestDatabase, type TestDatabase } from '../helper.js';
import { randomPng } from '../../src/testing/durability/png.js';

// The ID-card upload across a crash at each step of its commit (issue 14): a child process stores two images and
// SIGKILLs itself on the way; then the server starts on the same data (as after the crash) and there must be no
// file without its row, no row without its whole file, and the upload must be all there or not at all. When the
// files were moved into place before their rows were committed, a kill after a move left files that no row names.

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const fixture = join('test', 'durability', 'fixtures', 'commit-then-die.ts');
let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
  const { db } = connectDatabase(testDb.database);
  await migrateToLatest(db);
  await db.destroy();
});

async function newUser(email: string): Promise<number> {
  const { db } = connectDatabase(testDb.database);
  try {
    return await upsertUser(db, email);
  } finally {
    await db.destroy();
  }
}

afterAll(async () => {
  await testDb.drop();
});

function commitAndDie(killAt: string, userId: number, files: Buffer[]): Promise<{ signal: NodeJS.Signals | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', fixture], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      DATABASE: JSON.stringify(testDb.database),
      UPLOADS_DIR: uploadsDir(testDb.dir),
      USER_ID: String(userId),
      KILL_AT: killAt,
      FILES: JSON.stringify(files.map((file) => file.toString('base64'))),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve) => child.once('exit', (_code, signal) => resolve({ signal, stdout, stderr })));
}

describe('an upload killed during its commit', () => {
  it.each(['first-move', 'second-move', 'after-moves'])('killed at %s: after the restart, rows and files match, whole', async (killAt) => {
    const userId = await newUser(`crash-${killAt}@example.org`);
    const files = [randomPng(3000), randomPng(5000)];
    const run = await commitAndDie(killAt, userId, files);
    expect({ signal: run.signal, stderr: run.stderr }).toEqual({ signal: 'SIGKILL', stderr: '' });

    // The restart: the server's start settles what the crash left, before it answers anyone.
    const app = buildTestApp(testDb);
    try {
      await app.ready();
      const rows = await app.db.selectFrom('uploads').select(['owner_user_id', 'storage_path', 'size', 'original_name']).execute();
      const ours = rows.filter((row) => row.owner_user_id === userId);
      const names = await readdir(uploadsDir(testDb.dir));
      const finalFiles = names.filter((name) => !name.startsWith('.tmp-'));
      // No file without its row, no row without its file.
      expect(finalFiles.sort()).toEqual(rows.map((row) => row.storage_path).sort());
      // The rows were committed before the first move, so the whole upload is there, each file byte for byte.
      expect(ours.map((row) => row.original_name).sort()).toEqual(['card-0.png', 'card-1.png']);
      for (const row of ours) {
        const sent = files[Number(/card-(\d)/.exec(row.original_name)?.[1])]!;
        expect((await readFile(join(uploadsDir(testDb.dir), row.storage_path))).equals(sent)).toBe(true);
        expect(Number(row.size)).toBe(sent.length);
      }
      // Nothing of this upload is left as a temporary.
      expect(names.filter((name) => name.startsWith('.tmp-'))).toEqual([]);
    } finally {
      await app.close();
    }
  }, 30_000);
});
