import { afterAll, afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { spawn } from 'node:child_process';
import type { App } from '../../src/app.js';
import { apiRoot } from '../../src/paths.js';
import { purgeSeason } from '../../src/purge/purge.js';
import { SCHEDULER } from '../../src/purge/run.js';
import { createS3Client } from '../../src/uploads/s3-client.js';
import type { UploadStorage } from '../../src/uploads/storage.js';
import { createTestDatabase, startSeededApp, type TestDatabase } from '../helper.js';
import { uploadImage } from '../registrations/registration-helpers.js';
import { fileExists, finishedUpload, registeredTeam } from '../works/user-work/work-helpers.js';
import { startObjectStore, type TestObjectStore } from '../uploads/object-store-server.js';
import { PERSONAL_TABLES, purgeDeps, rowCounts } from './purge-helpers.js';
import { CLOCK } from './season-data.js';

// The purge under the conditions of a real deployment: several processes at once, a crash between the rows and the
// files, and finished files in an S3-compatible bucket instead of DATA_DIR.

jest.setTimeout(60_000);

let testDb: TestDatabase;
let app: App;
let store: TestObjectStore | undefined;

beforeEach(async () => {
  testDb = await createTestDatabase();
});

afterEach(async () => {
  await app?.close();
  await testDb.drop();
});

afterAll(async () => {
  await store?.stop();
});

const target = () => ({ season: app.season, laterSeason: false });

/** A team with two files: ID-card-like images uploaded through the API, and a work file. */
async function seasonWithFiles(): Promise<string[]> {
  const team = await registeredTeam(app, 1);
  const image = (await uploadImage(app, team.token)).slice('/uploads/'.length);
  const work = await finishedUpload(app, team.userId, 'mp4');
  return [image, work.storagePath];
}

/** `pnpm admin purge --now` in a process of its own, with the environment of the test's server. */
function purgeProcess(): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: testDb.dir, PORTAL_NOW: CLOCK.onDay.toISOString(), VOTE_SECRET: app.config.voteSecret };
  if (testDb.database.kind === 'postgres') env.DATABASE_URL = testDb.database.url;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/cli/admin.ts', 'purge', '--now'], { cwd: apiRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('the purge in a deployment', () => {
  it('is done by exactly one of several processes started at the same moment', async () => {
    app = await startSeededApp(testDb, { portalNow: CLOCK.onDay });
    const files = await seasonWithFiles();
    const runs = await Promise.all([purgeProcess(), purgeProcess(), purgeProcess()]);
    expect(runs.map((run) => run.code)).toEqual([0, 0, 0]);
    const said = runs.map((run) => (run.stdout.includes('personal data destroyed') ? 'did it' : run.stdout.includes('already purged') ? 'found it done' : run.stdout + run.stderr));
    expect(said.sort()).toEqual(['did it', 'found it done', 'found it done']);
    expect(await app.db.selectFrom('personal_data_purges').select('season').execute()).toEqual([{ season: '2023-2024' }]);
    expect(Object.values(await rowCounts(app.db, PERSONAL_TABLES)).every((count) => count === 0)).toBe(true);
    for (const key of files) expect(await fileExists(app, key)).toBe(false);
  });

  it('after a crash between the commit and the files, no row names a missing file, and the next run removes them', async () => {
    app = await startSeededApp(testDb, { portalNow: CLOCK.onDay });
    const files = await seasonWithFiles();
    // The process dies at its first file removal (here: the store fails), after the rows' transaction committed.
    const failing: UploadStorage = { ...app.uploadStorage, remove: () => Promise.reject(new Error('killed')) };
    await expect(purgeSeason({ ...purgeDeps(app), storage: failing }, target(), SCHEDULER)).rejects.toThrow('killed');
    expect(await rowCounts(app.db, ['users', 'uploads', 'registrations'])).toEqual({ users: 0, uploads: 0, registrations: 0 });
    expect((await app.db.selectFrom('purge_pending_files').select('storage_path').orderBy('storage_path').execute()).map((row) => row.storage_path)).toEqual([...files].sort());
    for (const key of files) expect(await fileExists(app, key)).toBe(true);
    expect(await app.db.selectFrom('personal_data_purges').select('files_done_at').executeTakeFirstOrThrow()).toEqual({ files_done_at: null });

    const next = await purgeSeason(purgeDeps(app), target(), SCHEDULER);
    expect(next).toMatchObject({ status: 'alreadyPurged', files: { storedFiles: 2 } });
    for (const key of files) expect(await fileExists(app, key)).toBe(false);
    expect(await rowCounts(app.db, ['purge_pending_files'])).toEqual({ purge_pending_files: 0 });
    expect(await app.db.selectFrom('personal_data_purges').select('files_done_at').executeTakeFirstOrThrow()).toEqual({ files_done_at: CLOCK.onDay.toISOString() });
  });

  it('removes ID cards and work files from an S3 bucket', async () => {
    store ??= await startObjectStore('portal-purge');
    app = await startSeededApp(testDb, { portalNow: CLOCK.onDay, objectStore: store.config });
    const files = await seasonWithFiles();
    const bucket = createS3Client(store.config);
    const keys = async () => ((await bucket.send(new ListObjectsV2Command({ Bucket: store?.config.bucket }))).Contents ?? []).map((object) => object.Key).sort();
    try {
      expect(await keys()).toEqual([...files].sort());
      expect(await purgeSeason(purgeDeps(app), target(), SCHEDULER)).toMatchObject({ status: 'purged', files: { storedFiles: 2 } });
      expect(await keys()).toEqual([]);
    } finally {
      bucket.destroy();
    }
  });
});
