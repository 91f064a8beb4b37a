import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { App } from '../../../src/app.js';
import { migrateToLatest } from '../../../src/db/migrate.js';
import { buildTestApp, createTestDatabase, startTestApp, type TestDatabase } from '../../helper.js';
import { captureLogs } from '../../log-capture.js';
import { buildsFolder, releaseRunner } from '../release-fixtures.js';
import type { LoadOutcome } from '@portal/contracts/release';

// POST /api/release/beacon and the health gate: the shell's load reports are counted per (remote, version) and
// nothing else; bad beacons are refused without a trace; a failing candidate goes back to 0% by itself, exactly
// once however many failing beacons arrive together; a stable version's failures never roll anything back.

const NOW = new Date('2024-02-10T02:00:00Z');
let testDb: TestDatabase;
let app: App;
let builds: Awaited<ReturnType<typeof buildsFolder>>;
const logs = captureLogs();

const release = releaseRunner(
  () => testDb,
  () => ({ portalNow: NOW, releasesDir: join(testDb.dir, 'releases') }),
);

const good = { remote: 'mf-voting', version: '1.0.0', outcome: 'loaded' };
const beacon = (version: string, outcome: LoadOutcome, target: App = app) =>
  target.inject({ method: 'POST', url: '/api/release/beacon', headers: { 'content-type': 'text/plain;charset=UTF-8' }, payload: JSON.stringify({ remote: 'mf-voting', version, outcome }) });

const health = async () => app.db.selectFrom('release_health').selectAll().orderBy('version').execute();
const state = () => app.db.selectFrom('release_state').selectAll().where('remote', '=', 'mf-voting').executeTakeFirstOrThrow();
const gateRows = () => app.db.selectFrom('release_history').selectAll().where('action', '=', 'gate').orderBy('id').execute();

async function send(version: string, outcome: LoadOutcome, times: number) {
  for (let i = 0; i < times; i += 1) expect((await beacon(version, outcome)).statusCode).toBe(204);
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = buildTestApp(testDb, { portalNow: NOW, beaconRateLimit: { max: 10_000, timeWindowMs: 60_000 }, logLevel: 'info' }, { logStream: logs.stream });
  await app.ready();
  await migrateToLatest(app.db);
  builds = await buildsFolder();
  for (const version of ['1.0.0', '1.1.0', '1.2.0', '1.3.0', '1.4.0']) {
    expect((await release('publish', 'mf-voting', '--from', await builds.make(version, version), '--commit', 'HEAD', '--version', version)).code).toBe(0);
  }
});

afterAll(async () => {
  await app.close();
  await testDb.drop();
  await rm(builds.root, { recursive: true, force: true });
});

describe('POST /api/release/beacon', () => {
  it('counts a load reported as JSON or as text/plain (sendBeacon with a string), answering 204', async () => {
    const json = await app.inject({ method: 'POST', url: '/api/release/beacon', payload: { remote: 'mf-voting', version: '1.0.0', outcome: 'loaded' } });
    expect(json.statusCode).toBe(204);
    expect(json.body).toBe('');
    expect((await beacon('1.0.0', 'threw')).statusCode).toBe(204);
    // Whatever else a client adds (an id, a user agent) is dropped, never stored.
    const extra = await app.inject({
      method: 'POST',
      url: '/api/release/beacon',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ remote: 'mf-voting', version: '1.0.0', outcome: 'failedToLoad', visitorId: 'v-123', ip: '1.2.3.4' }),
    });
    expect(extra.statusCode).toBe(204);
    expect(await health()).toEqual([{ remote: 'mf-voting', version: '1.0.0', loaded: 1, failed_to_load: 1, threw: 1, since: NOW.toISOString() }]);
  });

  const body = (value: unknown) => ({ 'content-type': 'application/json', payload: JSON.stringify(value) });
  it.each([
    ['an unknown remote', body({ ...good, remote: 'mf-nothing' }), 'No such published version'],
    ['a remote name of another shape', body({ ...good, remote: 'content' }), 'Invalid parameters: body.remote'],
    ['an unpublished version', body({ ...good, version: '9.9.9' }), 'No such published version'],
    ['a version that is not one', body({ ...good, version: 'latest' }), 'Invalid parameters: body.version'],
    ['another outcome', body({ ...good, outcome: 'crashed' }), 'Invalid parameters: body.outcome'],
    ['no outcome', body({ remote: 'mf-voting', version: '1.0.0' }), 'Invalid parameters: body.outcome'],
    ['a number for the version', body({ ...good, version: 1 }), 'Invalid parameters: body.version'],
    ['a list', body([good]), 'Invalid parameters'],
    ['text that is not JSON', { 'content-type': 'text/plain', payload: 'remote=mf-voting' }, 'Malformed request'],
    ['JSON that does not parse', { 'content-type': 'application/json', payload: '{"remote":' }, 'Malformed request'],
    ['an empty body', { 'content-type': 'application/json', payload: '' }, 'Malformed request'],
    ['an oversized body', body({ ...good, padding: 'x'.repeat(2000) }), 'Request body too large'],
    ['a form', { 'content-type': 'application/x-www-form-urlencoded', payload: 'remote=mf-voting&version=1.0.0&outcome=loaded' }, 'Unsupported content type'],
  ])('refuses %s with a 400 envelope and counts nothing', async (_label, { 'content-type': type, payload }, msg) => {
    const before = await health();
    const res = await app.inject({ method: 'POST', url: '/api/release/beacon', headers: { 'content-type': type, 'accept-language': 'en-us' }, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 0, data: null, msg: expect.stringContaining(msg), show: true });
    expect(await health()).toEqual(before);
  });

  it('takes a load of a version the registry file serves but `pnpm release` does not track with 204, counting nothing', async () => {
    // As `npm start` releases remotes: into the registry file only. The visitor's browser reported a real load; a
    // 400 would be a console error on a working page.
    const registryFile = join(testDb.dir, 'file-registry.json');
    await writeFile(registryFile, JSON.stringify({ schemaVersion: 1, remotes: [{ name: 'mf-content', version: '0.1.0', manifestUrl: '/remotes/mf-content/0.1.0/mf-manifest.json', routes: { pc: ['home'], mobile: ['home'] } }] }));
    const fileApp = buildTestApp(testDb, { portalNow: NOW, registryFile, beaconRateLimit: { max: 100, timeWindowMs: 60_000 } });
    try {
      await fileApp.ready();
      const before = await health();
      const served = await fileApp.inject({ method: 'POST', url: '/api/release/beacon', payload: { remote: 'mf-content', version: '0.1.0', outcome: 'loaded' } });
      expect(served.statusCode).toBe(204);
      expect(served.body).toBe('');
      // Another version of that remote is not served: refused as before.
      const other = await fileApp.inject({ method: 'POST', url: '/api/release/beacon', payload: { remote: 'mf-content', version: '0.2.0', outcome: 'loaded' } });
      expect(other.statusCode).toBe(400);
      expect(await health()).toEqual(before);
    } finally {
      await fileApp.close();
    }
  });

  it('answers in the caller\'s language', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/release/beacon', headers: { 'accept-language': 'zh-cn' }, payload: { ...good, version: '9.9.9' } });
    expect(res.json()).toMatchObject({ msg: '没有这个已发布的版本' });
  });
});

describe('the beacon rate limit', () => {
  let limited: TestDatabase;
  let small: App;
  beforeAll(async () => {
    limited = await createTestDatabase();
    small = await startTestApp(limited, { beaconRateLimit: { max: 3, timeWindowMs: 60_000 } });
  });
  afterAll(async () => {
    await small.close();
    await limited.drop();
  });

  it('refuses beacons past the limit of an IP with a 429 envelope, and limits no other route', async () => {
    // Unknown versions here (an empty database): refused, but they count against the limit like any beacon.
    for (let i = 0; i < 3; i += 1) expect((await beacon('1.0.0', 'loaded', small)).statusCode).toBe(400);
    const over = await small.inject({ method: 'POST', url: '/api/release/beacon', headers: { 'accept-language': 'en-us' }, payload: good });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ code: 0, data: null, msg: 'Too many requests, please try again later', show: true });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const other = await small.inject({ method: 'POST', url: '/api/release/beacon', remoteAddress: '10.9.8.7', payload: good });
    expect(other.statusCode).toBe(400);
    for (let i = 0; i < 5; i += 1) {
      const health = await small.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.headers).not.toHaveProperty('x-ratelimit-limit');
    }
  });
});

describe('the health gate', () => {
  it('rolls a failing candidate back to 0% exactly once when 40 failing beacons arrive together', async () => {
    expect((await release('ramp', 'mf-voting', '1.1.0', '20')).code).toBe(0);
    const revision = (await state()).revision;
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => beacon('1.1.0', i % 2 ? 'threw' : 'failedToLoad')));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(40).fill(204));
    expect(await state()).toMatchObject({ candidate_version: '1.1.0', percent: 0, stable_version: '1.0.0', revision: revision + 1 });
    const rows = await gateRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ remote: 'mf-voting', version: '1.1.0', percent: 0, actor: 'health-gate', at: NOW.toISOString() });
    // The figures of the beacon that won: at least the minimum of loads (more when others were counted meanwhile).
    const [, failures, loads] = /^(\d+) of (\d+) loads failed \(100\.0%, threshold 20\.0% over at least 20 loads\)$/.exec(rows[0]?.reason ?? '') ?? [];
    expect(Number(loads)).toBeGreaterThanOrEqual(20);
    expect(Number(loads)).toBeLessThanOrEqual(40);
    expect(failures).toBe(loads);
    // The gate's own change is in the audit log too, once, by the server itself (issue 24).
    const audited = await app.db.selectFrom('audit_log').selectAll().where('action', '=', 'release.gate').execute();
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actor_kind: 'system', actor_name: 'health-gate', target: 'remote:mf-voting' });
    expect(JSON.parse(audited[0]?.detail ?? '{}')).toEqual({ version: '1.1.0', percent: 0, loads: Number(loads), failures: Number(loads) });
    const counted = (await health()).find((row) => row.version === '1.1.0');
    expect(counted).toMatchObject({ loaded: 0, failed_to_load: 20, threw: 20 });
    const logged = logs.lines.filter((entry) => String(entry.msg).startsWith('health gate:'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 40, remote: 'mf-voting', version: '1.1.0', loads: Number(loads), failures: Number(loads), msg: 'health gate: mf-voting@1.1.0 rolled back to 0%' });
    // Every later visitor gets the stable version.
    const registry = (await app.inject({ url: '/registry.json' })).json<{ remotes: { name: string; version: string }[] }>();
    expect(registry.remotes.find((remote) => remote.name === 'mf-voting')).toEqual(expect.not.objectContaining({ rollout: expect.anything() }));
    // Late beacons of the rolled-back version are still counted, and change nothing more.
    await send('1.1.0', 'failedToLoad', 3);
    expect(await gateRows()).toHaveLength(1);
  });

  it('does not act below the minimum number of loads, then does at it', async () => {
    expect((await release('ramp', 'mf-voting', '1.2.0', '10')).code).toBe(0);
    await send('1.2.0', 'failedToLoad', 19);
    expect(await state()).toMatchObject({ candidate_version: '1.2.0', percent: 10 });
    await send('1.2.0', 'loaded', 1);
    // 19 of 20: now it acts.
    expect(await state()).toMatchObject({ candidate_version: '1.2.0', percent: 0 });
    expect((await gateRows()).at(-1)?.reason).toBe('19 of 20 loads failed (95.0%, threshold 20.0% over at least 20 loads)');
  });

  it('does not act under the failure rate, however many loads', async () => {
    expect((await release('ramp', 'mf-voting', '1.3.0', '50')).code).toBe(0);
    await send('1.3.0', 'loaded', 45);
    await send('1.3.0', 'threw', 5);
    await send('1.3.0', 'failedToLoad', 6);
    // 11 of 56 = 19.6%.
    expect(await state()).toMatchObject({ candidate_version: '1.3.0', percent: 50 });
    await send('1.3.0', 'failedToLoad', 1);
    // 12 of 57 = 21.1%.
    expect(await state()).toMatchObject({ candidate_version: '1.3.0', percent: 0 });
  });

  it("never rolls anything back for a stable version's failures, nor for a version that is not the candidate", async () => {
    expect((await release('ramp', 'mf-voting', '1.4.0', '30')).code).toBe(0);
    const [before, gates] = [await state(), (await gateRows()).length];
    await send('1.0.0', 'failedToLoad', 30);
    await send('1.3.0', 'threw', 30);
    expect(await state()).toEqual(before);
    expect(await gateRows()).toHaveLength(gates);
    expect((await health()).find((row) => row.version === '1.0.0')).toMatchObject({ failed_to_load: 31 });
  });

  it('starts counting afresh when a rolled-back candidate is ramped again', async () => {
    expect((await release('ramp', 'mf-voting', '1.1.0', '5', '--reason', 'CDN fixed')).code).toBe(0);
    expect((await health()).find((row) => row.version === '1.1.0')).toMatchObject({ loaded: 0, failed_to_load: 0, threw: 0 });
    await send('1.1.0', 'loaded', 25);
    expect(await state()).toMatchObject({ candidate_version: '1.1.0', percent: 5 });
  });
});
