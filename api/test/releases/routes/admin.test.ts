import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { rm } from 'node:fs/promises';
import type { ReleaseHistory, ReleaseStatus, RemoteRelease } from '@portal/contracts/admin-releases';
import type { App } from '../../../src/app.js';
import { createStaffSession, type TestStaffSession } from '../../../src/testing/staff.js';
import { withTestApp, type TestDatabase } from '../../helper.js';
import { buildsFolder, releaseRunner } from '../release-fixtures.js';
import { auditSeq, auditSince, staffCall } from '../../staff/results-helpers.js';

// /api/admin/releases (issue 24): what `pnpm release status|history|ramp|window|rollback` show and do, for release
// managers and organizers, through the same feature functions: the same refusals (each one tried both ways on the
// same state, neither changing anything), the same history rows, the same registry served to visitors.

const NOW = new Date('2024-02-10T02:00:00Z');
let app: App;
let testDb: TestDatabase;
let manager: TestStaffSession;
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

beforeAll(async () => {
  manager = await createStaffSession(app.db, { role: 'releaseManager' });
  builds = await buildsFolder();
  for (const version of ['1.0.0', '1.1.0', '1.2.0']) {
    const result = await release('publish', 'mf-voting', '--from', await builds.make(version, version), '--commit', 'HEAD', '--version', version);
    expect(result).toMatchObject({ code: 0, stderr: '' });
  }
});

afterAll(async () => {
  await rm(builds.root, { recursive: true, force: true });
});

const call = <T = RemoteRelease>(method: 'GET' | 'POST', url: string, body?: unknown, lang?: string, headers: Record<string, string> = manager.headers) =>
  staffCall<T>(app, headers, method, url, body, lang);

/** What a release change writes: the state, the history, the health counters, the audit log. */
async function snapshot() {
  return {
    state: await app.db.selectFrom('release_state').selectAll().orderBy('remote').execute(),
    history: await app.db.selectFrom('release_history').selectAll().orderBy('id').execute(),
    health: await app.db.selectFrom('release_health').selectAll().orderBy('remote').orderBy('version').execute(),
    audit: await auditSeq(app.db),
  };
}

const served = async () =>
  (await app.inject({ url: '/registry.json' })).json<{ remotes: { name: string; version: string; rollout?: { version: string; percent: number } }[] }>().remotes.find((remote) => remote.name === 'mf-voting');
const byline = () => `${manager.member.name} (staff #${manager.member.id})`;

describe('status and history', () => {
  it('shows every remote as `pnpm release status` does', async () => {
    const { status, body } = await call<ReleaseStatus>('GET', '/api/admin/releases');
    expect(status).toBe(200);
    expect(body.data.now).toBe(NOW.toISOString());
    const voting = body.data.remotes.find((remote) => remote.remote === 'mf-voting');
    expect(voting).toEqual({
      remote: 'mf-voting',
      stable: '1.0.0',
      previousStable: null,
      candidate: null,
      share: null,
      window: null,
      servedNow: 'stable',
      health: { candidate: null, stable: null },
      records: { intact: true, count: 3, brokenAt: null, unrecorded: [] },
      published: ['1.0.0', '1.1.0', '1.2.0'],
    });
    expect(body.data.remotes.find((remote) => remote.remote === 'mf-content')).toMatchObject({ stable: null, servedNow: 'file' });
    const printed = (await release('status')).stdout.split('\n').find((line) => line.startsWith('mf-voting'));
    expect(printed).toMatch(/^mf-voting\s+1\.0\.0\s+—\s+—\s+—\s+1\.0\.0 to everyone\s+—\s+—\s+3 intact$/);
  });

  it('shows the history newest first, and 404s a remote the site does not have', async () => {
    const { body } = await call<ReleaseHistory>('GET', '/api/admin/releases/mf-voting/history?limit=2');
    expect(body.data).toEqual([
      expect.objectContaining({ remote: 'mf-voting', action: 'publish', version: '1.2.0', by: 'ada', record: expect.objectContaining({ ref: expect.stringMatching(/^sha256:[0-9a-f]{64}$/) }) }),
      expect.objectContaining({ action: 'publish', version: '1.1.0' }),
    ]);
    expect(await call('GET', '/api/admin/releases/mf-nothing/history')).toMatchObject({ status: 404, body: { code: 0, msg: 'No remote named mf-nothing' } });
    expect(await call('GET', '/api/admin/releases/mf-voting/history?limit=0')).toMatchObject({ status: 400 });
  });
});

describe('the refusals of `pnpm release`', () => {
  // [what, route, body, the command line, its words, the back office's]
  const cases: [string, string, unknown, string[], string, string][] = [
    ['a version not published', 'ramp', { version: '9.9.9', share: 10 }, ['ramp', 'mf-voting', '9.9.9', '10'], 'mf-voting@9.9.9 is not published (published: 1.0.0, 1.1.0, 1.2.0); run: pnpm release publish mf-voting', 'mf-voting@9.9.9 is not published (published: 1.0.0, 1.1.0, 1.2.0)'],
    ['the stable version', 'ramp', { version: '1.0.0', share: 20 }, ['ramp', 'mf-voting', '1.0.0', '20'], 'mf-voting@1.0.0 is already the stable version', 'mf-voting@1.0.0 is already the stable version'],
    ['promoting the stable version', 'promote', { version: '1.0.0' }, ['ramp', 'mf-voting', '1.0.0', '100'], 'mf-voting@1.0.0 is already the stable version', 'mf-voting@1.0.0 is already the stable version'],
    [
      'a window that ends before it starts',
      'window',
      { version: '1.1.0', from: '2024-02-11T00:00:00Z', to: '2024-02-10T00:00:00Z' },
      ['window', 'mf-voting', '1.1.0', '--from', '2024-02-11T00:00:00Z', '--to', '2024-02-10T00:00:00Z'],
      '--from must be before --to',
      'The window must start before it ends',
    ],
    [
      'a window over by the server clock',
      'window',
      { version: '1.1.0', from: '2024-02-01T00:00:00Z', to: '2024-02-09T00:00:00Z' },
      ['window', 'mf-voting', '1.1.0', '--from', '2024-02-01T00:00:00Z', '--to', '2024-02-09T00:00:00Z'],
      "the window ends before the server's clock (2024-02-10T02:00:00.000Z): nothing would be served",
      "The window ends before the server's clock (2024-02-10T02:00:00.000Z): nothing would be served",
    ],
    ['a rollback with nothing to return to', 'rollback', {}, ['rollback', 'mf-voting'], 'nothing to roll back to: mf-voting serves no candidate and has no previous stable version', 'Nothing to roll back to: mf-voting serves no candidate and has no previous stable version'],
  ];

  it.each(cases)('refuses %s both ways, changing nothing', async (_, route, body, argv, cliWords, words) => {
    const before = await snapshot();
    expect(await call('POST', `/api/admin/releases/mf-voting/${route}`, body)).toMatchObject({ status: 409, body: { code: 0, data: null, msg: words, show: true } });
    expect(await snapshot()).toEqual(before);
    expect(await release(...argv)).toEqual({ code: 1, stdout: '', stderr: `refused: ${cliWords}\n` });
    expect(await snapshot()).toEqual(before);
  });

  it('says them in the caller\'s language, and refuses a malformed instant or share', async () => {
    const before = await snapshot();
    expect((await call('POST', '/api/admin/releases/mf-voting/ramp', { version: '1.0.0', share: 20 }, 'zh-hk')).body.msg).toBe('mf-voting@1.0.0 已經是穩定版本');
    expect(await call('POST', '/api/admin/releases/mf-voting/window', { version: '1.1.0', from: 'tomorrow', to: '2024-02-12T00:00:00Z' })).toMatchObject({
      status: 400,
      body: { msg: 'from must be an ISO instant with a time zone, like 2024-02-10T10:00:00+08:00' },
    });
    expect(await call('POST', '/api/admin/releases/mf-voting/window', { version: '1.1.0', from: '2024-02-11T00:00:00', to: '2024-02-12T00:00:00Z' })).toMatchObject({ status: 400 });
    expect(await call('POST', '/api/admin/releases/mf-voting/ramp', { version: '1.1.0', share: 101 })).toMatchObject({ status: 400 });
    expect(await call('POST', '/api/admin/releases/mf-voting/ramp', { version: '../x', share: 10 })).toMatchObject({ status: 400 });
    expect(await call('POST', '/api/admin/releases/mf-nothing/ramp', { version: '1.1.0', share: 10 })).toMatchObject({ status: 404 });
    expect(await snapshot()).toEqual(before);
  });
});

describe('changes', () => {
  it('ramps a candidate: the state, the history, the audit log and the registry served to visitors change as after the CLI', async () => {
    const seq = await auditSeq(app.db);
    const ramped = await call('POST', '/api/admin/releases/mf-voting/ramp', { version: '1.1.0', share: 30, reason: 'new ballot layout' });
    expect(ramped.status).toBe(200);
    expect(ramped.body.data).toMatchObject({ stable: '1.0.0', candidate: '1.1.0', share: 30, servedNow: 'candidate', health: { candidate: { loads: 0, failures: 0 } } });
    expect(await served()).toMatchObject({ version: '1.0.0', rollout: { version: '1.1.0', percent: 30, manifestUrl: '/remotes/mf-voting/1.1.0/mf-manifest.json' } });
    const [last] = (await call<ReleaseHistory>('GET', '/api/admin/releases/mf-voting/history?limit=1')).body.data;
    expect(last).toMatchObject({ action: 'ramp', version: '1.1.0', share: 30, by: byline(), reason: 'new ballot layout' });
    expect(await auditSince(app.db, seq)).toEqual([
      {
        action: 'release.ramp',
        target: 'remote:mf-voting',
        actor: { kind: 'staff', id: manager.member.id },
        detail: { version: '1.1.0', percent: 30, windowFrom: null, windowTo: null, reasonGiven: true },
      },
    ]);
    // The command line sees the same and goes on from there.
    expect((await release('status')).stdout).toMatch(/mf-voting\s+1\.0\.0\s+1\.1\.0\s+30%/);
  });

  it('schedules a window, promotes and rolls back, each as its CLI twin would', async () => {
    const window = await call('POST', '/api/admin/releases/mf-voting/window', { version: '1.2.0', from: '2024-02-10T08:00:00+08:00', to: '2024-02-11T00:00:00+08:00' });
    expect(window.body.data).toMatchObject({ candidate: '1.2.0', share: 100, window: { from: '2024-02-10T00:00:00.000Z', to: '2024-02-10T16:00:00.000Z' }, servedNow: 'candidate' });
    expect(await served()).toMatchObject({ version: '1.0.0', rollout: { version: '1.2.0', percent: 100 } });
    const promoted = await call('POST', '/api/admin/releases/mf-voting/promote', { version: '1.2.0' });
    expect(promoted.body.data).toMatchObject({ stable: '1.2.0', previousStable: '1.0.0', candidate: null, share: null, servedNow: 'stable' });
    expect(await served()).toMatchObject({ version: '1.2.0' });
    expect((await served())?.rollout).toBeUndefined();
    const seq = await auditSeq(app.db);
    // No body at all is an empty one: a rollback needs nothing but, perhaps, a reason.
    const back = await app.inject({ method: 'POST', url: '/api/admin/releases/mf-voting/rollback', headers: manager.headers });
    expect(back.json<{ data: RemoteRelease }>().data).toMatchObject({ stable: '1.0.0', previousStable: null });
    expect(await served()).toMatchObject({ version: '1.0.0' });
    const history = (await call<ReleaseHistory>('GET', '/api/admin/releases/mf-voting/history?limit=3')).body.data.map((entry) => [entry.action, entry.version, entry.by]);
    expect(history).toEqual([
      ['rollback', '1.0.0', byline()],
      ['promote', '1.2.0', byline()],
      ['window', '1.2.0', byline()],
    ]);
    expect((await auditSince(app.db, seq)).map((entry) => entry.action)).toEqual(['release.rollback']);
  });

  it('records the command line\'s changes with its operator', async () => {
    const seq = await auditSeq(app.db);
    expect((await release('ramp', 'mf-voting', '1.1.0', '10', '--by', 'grace')).code).toBe(0);
    expect(await auditSince(app.db, seq)).toEqual([
      { action: 'release.ramp', target: 'remote:mf-voting', actor: { kind: 'cli', name: 'grace' }, detail: { version: '1.1.0', percent: 10, windowFrom: null, windowTo: null, reasonGiven: false } },
    ]);
  });
});

describe('who may', () => {
  it('lets organizers and release managers in, asks a stale second factor again for changes, and refuses the others', async () => {
    const organizer = await createStaffSession(app.db, { role: 'organizer' });
    expect((await call('GET', '/api/admin/releases', undefined, 'en-us', organizer.headers)).status).toBe(200);
    const before = await snapshot();
    const stale = await createStaffSession(app.db, { role: 'releaseManager', fresh: false });
    expect((await call('GET', '/api/admin/releases', undefined, 'en-us', stale.headers)).status).toBe(200);
    expect(await call('POST', '/api/admin/releases/mf-voting/rollback', {}, 'en-us', stale.headers)).toMatchObject({ status: 403, body: { data: { stepUp: true } } });
    for (const role of ['reviewer', 'editor', 'judge'] as const) {
      const { headers } = await createStaffSession(app.db, { role });
      expect(await call('GET', '/api/admin/releases', undefined, 'en-us', headers)).toMatchObject({ status: 403, body: { code: 0, data: null } });
      expect(await call('POST', '/api/admin/releases/mf-voting/rollback', {}, 'en-us', headers)).toMatchObject({ status: 403 });
    }
    expect(await call('POST', '/api/admin/releases/mf-voting/rollback', {}, 'en-us', {})).toMatchObject({ status: 401, body: { code: -1 } });
    expect(await snapshot()).toEqual(before);
  });
});
