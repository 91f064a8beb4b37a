import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { App } from '../../src/app.js';
import { repoRoot } from '../../src/paths.js';
import { commitRelease, ReleaseConflict } from '../../src/releases/commit.js';
import { readState } from '../../src/releases/state.js';
import { ramp } from '../../src/releases/transitions.js';
import { withTestApp, type TestDatabase } from '../helper.js';
import { buildsFolder, releaseRunner } from '../releases/release-fixtures.js';

// `pnpm release ramp|window|rollback|status|history` against the API's database: the state each leaves, the
// history row each writes, what the registry serves, and that a refusal or a lost race changes nothing.

const NOW = new Date('2024-02-10T02:00:00Z');
let testDb: TestDatabase;
let app: App;
let builds: Awaited<ReturnType<typeof buildsFolder>>;

withTestApp(
  (started, db) => {
    app = started;
    testDb = db;
  },
  { config: { portalNow: NOW } },
);

const release = releaseRunner(
  () => testDb,
  () => ({ portalNow: NOW, releasesDir: join(testDb.dir, 'releases') }),
);

/** `pnpm release …` as a separate process, as an organizer runs it. */
function pnpmRelease(...argv: string[]): Promise<{ code: number; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORTAL_NOW: NOW.toISOString(), DATA_DIR: testDb.dir, RELEASES_DIR: join(testDb.dir, 'releases') };
  if (testDb.database.kind === 'postgres') env.DATABASE_URL = testDb.database.url;
  return new Promise((resolve) => {
    execFile(process.execPath, [join(repoRoot, 'scripts/release.mjs'), ...argv], { env }, (error, _stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stderr });
    });
  });
}

const state = () => app.db.selectFrom('release_state').selectAll().where('remote', '=', 'mf-voting').executeTakeFirstOrThrow();
const lastHistory = () =>
  app.db.selectFrom('release_history').select(['action', 'version', 'percent', 'window_from', 'window_to', 'reason', 'actor']).orderBy('id', 'desc').executeTakeFirstOrThrow();
const historyCount = async () => (await app.db.selectFrom('release_history').select('id').execute()).length;
const served = async () => (await app.inject({ url: '/registry.json' })).json<{ remotes: { name: string; version: string; rollout?: { version: string; percent: number } }[] }>().remotes.find((remote) => remote.name === 'mf-voting');

async function expectRefused(argv: string[], code: number, message: RegExp) {
  const [before, count] = [await state(), await historyCount()];
  const result = await release(...argv);
  expect(result.code).toBe(code);
  expect(result.stderr).toMatch(message);
  expect(await state()).toEqual(before);
  expect(await historyCount()).toBe(count);
}

beforeAll(async () => {
  builds = await buildsFolder();
  for (const version of ['1.0.0', '1.1.0', '1.2.0']) {
    const result = await release('publish', 'mf-voting', '--from', await builds.make(version, version), '--commit', 'HEAD', '--version', version);
    expect(result).toMatchObject({ code: 0, stderr: '' });
  }
});

afterAll(async () => {
  await rm(builds.root, { recursive: true, force: true });
});

describe('pnpm release ramp', () => {
  it('serves a published version to a share of visitors, recorded with the reason and the organizer', async () => {
    const result = await release('ramp', 'mf-voting', '1.1.0', '30', '--reason', 'new ballot layout', '--by', 'grace');
    expect(result).toMatchObject({ code: 0, stderr: '', stdout: '✓ 1.1.0 is served to 30% of visitors of mf-voting, the others keep 1.0.0\n' });
    expect(await state()).toMatchObject({ stable_version: '1.0.0', candidate_version: '1.1.0', percent: 30, window_from: null, revision: 4 });
    expect(await lastHistory()).toEqual({ action: 'ramp', version: '1.1.0', percent: 30, window_from: null, window_to: null, reason: 'new ballot layout', actor: 'grace' });
    expect(await served()).toMatchObject({ version: '1.0.0', rollout: { version: '1.1.0', percent: 30, manifestUrl: '/remotes/mf-voting/1.1.0/mf-manifest.json' } });
  });

  it("keeps the candidate's health figures when its share is raised, and starts them afresh for a new candidate", async () => {
    await app.db.updateTable('release_health').set({ loaded: 9, failed_to_load: 1 }).where('version', '=', '1.1.0').execute();
    await app.db.insertInto('release_health').values({ remote: 'mf-voting', version: '1.2.0', loaded: 3, failed_to_load: 3, threw: 3, since: 'x' }).execute();
    expect((await release('ramp', 'mf-voting', '1.1.0', '50')).code).toBe(0);
    const health = (version: string) => app.db.selectFrom('release_health').selectAll().where('version', '=', version).executeTakeFirstOrThrow();
    expect(await health('1.1.0')).toMatchObject({ loaded: 9, failed_to_load: 1 });
    expect((await release('ramp', 'mf-voting', '1.2.0', '10')).code).toBe(0);
    expect(await health('1.2.0')).toEqual({ remote: 'mf-voting', version: '1.2.0', loaded: 0, failed_to_load: 0, threw: 0, since: NOW.toISOString() });
    expect(await served()).toMatchObject({ rollout: { version: '1.2.0', percent: 10 } });
  });

  it.each([
    [['ramp', 'mf-voting', '9.9.9', '10'], 1, /refused: mf-voting@9\.9\.9 is not published \(published: 1\.0\.0, 1\.1\.0, 1\.2\.0\); run: pnpm release publish mf-voting/],
    [['ramp', 'mf-content', '1.0.0', '10'], 1, /mf-content@1\.0\.0 is not published \(none is published yet\)/],
    [['ramp', 'mf-voting', '1.0.0', '20'], 1, /refused: mf-voting@1\.0\.0 is already the stable version/],
    [['ramp', 'mf-voting', '1.1.0', '101'], 2, /must be a whole percentage from 0 to 100/],
    [['ramp', 'mf-voting', '1.1.0', '12.5'], 2, /must be a whole percentage from 0 to 100/],
    [['ramp', 'mf-voting', '1.1.0'], 2, /missing required argument 'percent'/],
  ])('refuses %p (exit %d) and changes nothing', async (argv, code, message) => {
    await expectRefused(argv, code, message);
  });

  it('makes the version the stable one at 100%, remembering the previous stable', async () => {
    const result = await release('ramp', 'mf-voting', '1.2.0', '100');
    expect(result.stdout).toBe('✓ 1.2.0 is the stable version of mf-voting for every visitor (rollback returns to 1.0.0)\n');
    expect(await state()).toMatchObject({ stable_version: '1.2.0', previous_stable: '1.0.0', candidate_version: null, percent: 0 });
    expect(await lastHistory()).toMatchObject({ action: 'promote', version: '1.2.0', percent: 100, actor: 'ada' });
    const entry = await served();
    expect(entry?.version).toBe('1.2.0');
    expect(entry).not.toHaveProperty('rollout');
  });
});

describe('pnpm release rollback', () => {
  it('drops a served candidate at once, keeping the stable version', async () => {
    expect((await release('ramp', 'mf-voting', '1.1.0', '40')).code).toBe(0);
    const result = await release('rollback', 'mf-voting', '--reason', 'votes failing');
    expect(result.stdout).toBe('✓ 1.1.0 is no longer served: every visitor of mf-voting gets 1.2.0\n');
    expect(await state()).toMatchObject({ stable_version: '1.2.0', previous_stable: '1.0.0', candidate_version: '1.1.0', percent: 0 });
    expect(await lastHistory()).toMatchObject({ action: 'rollback', version: '1.1.0', percent: 0, reason: 'votes failing' });
    expect(await served()).not.toHaveProperty('rollout');
  });

  it('otherwise returns to the previous stable version, once', async () => {
    const result = await release('rollback', 'mf-voting');
    expect(result.stdout).toBe('✓ 1.0.0 is the stable version of mf-voting again (was 1.2.0)\n');
    expect(await state()).toMatchObject({ stable_version: '1.0.0', previous_stable: null });
    expect(await lastHistory()).toMatchObject({ action: 'rollback', version: '1.0.0', percent: null });
    expect(await served()).toMatchObject({ version: '1.0.0', manifestUrl: '/remotes/mf-voting/1.0.0/mf-manifest.json' });
    await expectRefused(['rollback', 'mf-voting'], 1, /refused: nothing to roll back to: mf-voting serves no candidate and has no previous stable version/);
    await expectRefused(['rollback', 'mf-account'], 1, /nothing to roll back to: mf-account/);
  });
});

describe('pnpm release window', () => {
  it('serves the version to everyone between two instants, recorded with the window', async () => {
    const result = await release('window', 'mf-voting', '1.1.0', '--from', '2024-02-10T08:00:00+08:00', '--to', '2024-02-11T00:00:00+08:00');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain('from 2024-02-10T00:00:00.000Z to 2024-02-10T16:00:00.000Z');
    expect(await state()).toMatchObject({ candidate_version: '1.1.0', percent: 100, window_from: '2024-02-10T00:00:00.000Z', window_to: '2024-02-10T16:00:00.000Z' });
    expect(await lastHistory()).toMatchObject({ action: 'window', version: '1.1.0', percent: 100, window_from: '2024-02-10T00:00:00.000Z', window_to: '2024-02-10T16:00:00.000Z' });
    // The server's clock (02:00Z) is inside it.
    expect(await served()).toMatchObject({ version: '1.0.0', rollout: { version: '1.1.0', percent: 100 } });
    // A ramp replaces the window.
    expect((await release('ramp', 'mf-voting', '1.1.0', '5')).code).toBe(0);
    expect(await state()).toMatchObject({ percent: 5, window_from: null, window_to: null });
  });

  it.each([
    [['window', 'mf-voting', '1.2.0', '--from', '2024-02-11T00:00:00Z', '--to', '2024-02-10T00:00:00Z'], 1, /refused: --from must be before --to/],
    [['window', 'mf-voting', '1.2.0', '--from', '2024-01-01T00:00:00Z', '--to', '2024-02-01T00:00:00Z'], 1, /the window ends before the server's clock \(2024-02-10T02:00:00\.000Z\)/],
    [['window', 'mf-voting', '1.2.0', '--from', '2024-02-11', '--to', '2024-02-12T00:00:00Z'], 2, /must be an ISO instant with a time zone/],
    [['window', 'mf-voting', '1.2.0', '--to', '2024-02-12T00:00:00Z'], 2, /required option '--from <instant>' not specified/],
    [['window', 'mf-voting', '8.8.8', '--from', '2024-02-11T00:00:00Z', '--to', '2024-02-12T00:00:00Z'], 1, /mf-voting@8\.8\.8 is not published/],
    [['window', 'mf-voting', '1.0.0', '--from', '2024-02-11T00:00:00Z', '--to', '2024-02-12T00:00:00Z'], 1, /already the stable version/],
  ])('refuses %p (exit %d) and changes nothing', async (argv, code, message) => {
    await expectRefused(argv, code, message);
  });

  it('a rollback drops a window that has not opened yet', async () => {
    expect((await release('window', 'mf-voting', '1.2.0', '--from', '2024-03-01T00:00:00Z', '--to', '2024-03-02T00:00:00Z')).code).toBe(0);
    expect(await served()).not.toHaveProperty('rollout');
    expect((await release('rollback', 'mf-voting')).stdout).toContain('1.2.0 is no longer served');
    expect(await state()).toMatchObject({ candidate_version: '1.2.0', percent: 0, window_from: null, window_to: null });
  });
});

describe('compare-and-set', () => {
  it('refuses a change decided on a state someone changed since, writing nothing', async () => {
    const read = await readState(app.db, 'mf-voting');
    if (!read) throw new Error('no state');
    // Another organizer ramps after our read…
    expect((await release('ramp', 'mf-voting', '1.1.0', '20')).code).toBe(0);
    const [after, count] = [await state(), await historyCount()];
    const change = ramp('mf-voting', read, '1.2.0', 50);
    if (!change.ok) throw new Error(change.refusal.reason);
    // …so ours, decided on the old revision, is refused as a whole.
    const attempt = commitRelease(app.db, { remote: 'mf-voting', read, change, actor: 'ada', auditActor: { kind: 'cli', name: 'ada' }, reason: null, at: NOW.toISOString() });
    await expect(attempt).rejects.toThrow(ReleaseConflict);
    expect(await state()).toEqual(after);
    expect(await historyCount()).toBe(count);
    // A first state row raced the same way: the insert finds the row and gives up.
    const stale = ramp('mf-voting', { ...read, stable: '1.0.0' }, '1.2.0', 50);
    if (!stale.ok) throw new Error(stale.refusal.reason);
    await expect(commitRelease(app.db, { remote: 'mf-voting', read: null, change: stale, actor: 'ada', auditActor: { kind: 'cli', name: 'ada' }, reason: null, at: 'x' })).rejects.toThrow(/changed meanwhile/);
    expect(await state()).toEqual(after);
  });

  it('lets two organizers running `pnpm release` at once through one at a time, or tells the loser', async () => {
    const revision = (await state()).revision;
    // Two real processes through the root script (scripts/release.mjs hands commands to the tsx CLI).
    const results = await Promise.all([pnpmRelease('ramp', 'mf-voting', '1.1.0', '60'), pnpmRelease('ramp', 'mf-voting', '1.2.0', '70')]);
    const won = results.filter((result) => result.code === 0);
    expect(won.length).toBeGreaterThanOrEqual(1);
    for (const result of results.filter((r) => r.code !== 0)) expect(result.stderr).toMatch(/changed meanwhile .* run status and try again/);
    expect((await state()).revision).toBe(revision + won.length);
    expect(await historyCount()).toBeGreaterThan(0);
  }, 30_000);
});

describe('pnpm release status and history', () => {
  it('shows every remote with its versions, share, window, what is served now and the failure rates', async () => {
    expect((await release('ramp', 'mf-voting', '1.1.0', '25')).code).toBe(0);
    await app.db.updateTable('release_health').set({ loaded: 30, failed_to_load: 2, threw: 1 }).where('version', '=', '1.1.0').execute();
    await app.db.insertInto('release_health').values({ remote: 'mf-voting', version: '1.0.0', loaded: 200, failed_to_load: 0, threw: 0, since: 'x' }).execute();
    const result = await release('status');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const lines = result.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^remote\s+stable\s+candidate\s+share\s+window\s+served now\s+candidate failures\s+stable failures\s+records$/);
    expect(lines.slice(1, 4).map((text) => text.split(/\s{2,}/))).toEqual([
      ['mf-content', '—', '—', '—', '—', 'as the registry file says', '—', '—', '—'],
      ['mf-account', '—', '—', '—', '—', 'as the registry file says', '—', '—', '—'],
      ['mf-competition', '—', '—', '—', '—', 'as the registry file says', '—', '—', '—'],
    ]);
    expect(lines[4]?.split(/\s{2,}/)).toEqual(['mf-voting', '1.0.0', '1.1.0', '25%', '—', '1.1.0 to 25%', '3 of 33 (9.1%)', '0 of 200 (0.0%)', '3 intact']);
    // The back office is a remote like the others: listed, though this test never published it.
    expect(lines[5]?.split(/\s{2,}/)).toEqual(['mf-admin', '—', '—', '—', '—', 'as the registry file says', '—', '—', '—']);
    expect(lines[6]).toContain('server clock 2024-02-10T02:00:00.000Z');
  });

  it('lists the history newest first, for one remote or all', async () => {
    const result = await release('history', 'mf-voting', '--limit', '2');
    expect(result.code).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^at\s+remote\s+action\s+version\s+record\s+share\s+window\s+by\s+reason$/);
    expect(lines[1]?.split(/\s{2,}/)).toEqual([NOW.toISOString(), 'mf-voting', 'ramp', '1.1.0', '—', '25%', '—', 'ada']);
    expect((await release('history')).stdout).toContain('new ballot layout');
    expect((await release('history', 'mf-account')).stdout.trim().split('\n')).toHaveLength(1);
    expect((await release('history', '--limit', '0')).code).toBe(2);
  });

  it('prints the usage without a command', async () => {
    const result = await release();
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Usage: release [options] [command]');
  });
});
