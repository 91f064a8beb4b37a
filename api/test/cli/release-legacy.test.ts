import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Migrator, sql } from 'kysely';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { App } from '../../src/app.js';
import { connectDatabase } from '../../src/db/connect.js';
import { migrationProvider } from '../../src/db/migrations/index.js';
import { createTestDatabase, startTestApp, type TestDatabase } from '../helper.js';
import { buildsFolder, releaseRunner } from '../releases/release-fixtures.js';

// Versions published before release records began (migration 014): the database keeps them as 011 wrote them, with
// nothing about their source. They are served as before, without a provenance; status and history say they have no
// record; record and verify refuse them with the reason. And the read-only commands never migrate a database.

const NOW = new Date('2024-02-10T02:00:00Z');
let testDb: TestDatabase;
let app: App | undefined;
let builds: Awaited<ReturnType<typeof buildsFolder>>;

const release = releaseRunner(
  () => testDb,
  () => ({ portalNow: NOW, releasesDir: join(testDb.dir, 'releases') }),
);

const files = [{ path: 'remoteEntry.js', sha256: 'a'.repeat(64), size: 10 }];

beforeAll(async () => {
  testDb = await createTestDatabase();
  builds = await buildsFolder();
  // The database as a server of before issue 16 left it: migrated up to 013, one version published.
  const { db } = connectDatabase(testDb.database);
  try {
    const migrated = await new Migrator({ db, provider: migrationProvider }).migrateTo('013_personal_data_purges');
    expect(migrated.error).toBeUndefined();
    const at = '2024-01-05T00:00:00.000Z';
    await sql`insert into release_versions (remote, version, manifest_url, routes, slots, digest, files, published_at, published_by)
      values ('mf-voting', '0.9.0', '/remotes/mf-voting/0.9.0/mf-manifest.json', '{"pc":["secondCompetition"],"mobile":["vote"]}', null, ${'b'.repeat(64)}, ${JSON.stringify(files)}, ${at}, 'grace')`.execute(db);
    await sql`insert into release_state (remote, stable_version, previous_stable, candidate_version, percent, window_from, window_to, revision, updated_at)
      values ('mf-voting', '0.9.0', null, null, 0, null, null, 1, ${at})`.execute(db);
    await sql`insert into release_history (remote, action, version, percent, window_from, window_to, reason, actor, at)
      values ('mf-voting', 'publish', '0.9.0', null, null, null, 'before records', 'grace', ${at})`.execute(db);
  } finally {
    await db.destroy();
  }
});

afterAll(async () => {
  await app?.close();
  await testDb.drop();
  await rm(builds.root, { recursive: true, force: true });
});

async function recordsMigrated(): Promise<boolean> {
  const { db } = connectDatabase(testDb.database);
  try {
    const rows = await sql<{ name: string }>`select name from kysely_migration where name = '014_release_records'`.execute(db);
    return rows.rows.length > 0;
  } finally {
    await db.destroy();
  }
}

describe('versions published before release records', () => {
  it('record and verify neither migrate the database nor run on one without records', async () => {
    for (const argv of [['record', 'mf-voting', '0.9.0'], ['verify', 'mf-voting', '0.9.0']]) {
      const result = await release(...argv);
      expect(result.code).toBe(1);
      expect(result.stderr).toBe('the database has no release records yet (migration 014_release_records): run `pnpm release status` or start the upgraded API once to add them\n');
    }
    expect(await recordsMigrated()).toBe(false);
  });

  it('are served as before, without a provenance, once the database has records', async () => {
    app = await startTestApp(testDb, { releasesDir: join(testDb.dir, 'releases'), portalNow: NOW });
    expect(await recordsMigrated()).toBe(true);
    const entry = (await app.inject({ url: '/registry.json' })).json<{ remotes: Record<string, unknown>[] }>().remotes[0];
    expect(entry).toEqual({ name: 'mf-voting', version: '0.9.0', manifestUrl: '/remotes/mf-voting/0.9.0/mf-manifest.json', routes: { pc: ['secondCompetition'], mobile: ['vote'] } });
  });

  it('status and history say they have no record; record and verify refuse them and say why', async () => {
    const status = (await release('status')).stdout.split('\n');
    expect(status.find((text) => text.startsWith('mf-voting'))).toMatch(/\s{2}none yet; no record: 0\.9\.0$/);
    expect((await release('history', 'mf-voting')).stdout).toMatch(/publish\s+0\.9\.0\s+none \(published before records\)\s+—\s+—\s+grace\s+before records/);
    const message = 'mf-voting@0.9.0 was published before release records began (migration 014): nothing records the commit it was built from, so it cannot be checked. Publish a new version to get a record.\n';
    for (const argv of [['record', 'mf-voting', '0.9.0'], ['verify', 'mf-voting', '0.9.0']]) {
      expect(await release(...argv)).toEqual({ code: 1, stdout: '', stderr: message });
    }
  });

  it('the first version published afterwards starts the chain; the old stable version still has no record', async () => {
    const published = await release('publish', 'mf-voting', '--from', await builds.make('1.0.0', 'recorded'), '--commit', 'HEAD', '--version', '1.0.0');
    expect(published).toMatchObject({ code: 0, stderr: '' });
    const printed = await release('record', 'mf-voting', '1.0.0');
    expect(printed.stdout).toContain('  previous   none: the first record of mf-voting\n');
    expect(printed.stdout).toContain('  chain      intact: 1 record(s) of mf-voting up to this one\n');
    expect((await release('status')).stdout).toMatch(/\n(mf-voting .*)\s{2}1 intact; no record: 0\.9\.0\n/);
    expect((await release('ramp', 'mf-voting', '1.0.0', '10')).code).toBe(0);
    if (!app) throw new Error('the app starts in an earlier test');
    const entry = (await app.inject({ url: '/registry.json' })).json<{ remotes: { provenance?: string; rollout?: { provenance?: string } }[] }>().remotes[0];
    expect(entry).not.toHaveProperty('provenance');
    expect(entry?.rollout?.provenance).toMatch(/^sha256:[0-9a-f]{64}$/);
  });
});
