import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { App } from '../../src/app.js';
import { declarationOf } from '@portal/contracts/pages';
import { createTestDatabase, startTestApp, type TestDatabase } from '../helper.js';
import { buildsFolder, releaseRunner } from '../releases/release-fixtures.js';

// GET /registry.json = the registry file overlaid by what `pnpm release` keeps in the database: stable versions, a
// candidate with its share while it applies, a window opened and closed by the server's clock (three servers at
// three PORTAL_NOW instants share one database, as instances behind a load balancer would).

const BEFORE = new Date('2024-02-10T00:00:00Z');
const INSIDE = new Date('2024-02-12T00:00:00Z');
const AFTER = new Date('2024-02-14T00:00:00Z');

let testDb: TestDatabase;
let apps: Record<'before' | 'inside' | 'after', App>;
let registryFile: string;
let builds: Awaited<ReturnType<typeof buildsFolder>>;

const release = releaseRunner(
  () => testDb,
  () => ({ portalNow: BEFORE, releasesDir: join(testDb.dir, 'releases') }),
);

const votingRoutes = (() => {
  const { slots: _slots, ...routes } = declarationOf('mf-voting')!;
  return routes;
})();

// Each version's release record (its value is checked in test/cli/release-provenance.test.ts).
const sha256 = expect.stringMatching(/^sha256:[0-9a-f]{64}$/);

const fileEntry = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  version: '0.1.0',
  manifestUrl: `/remotes/${name}/0.1.0/mf-manifest.json`,
  routes: { pc: [`${name}-page`], mobile: [] },
  ...extra,
});
const fileDocument = {
  schemaVersion: 1,
  remotes: [
    fileEntry('mf-account'),
    fileEntry('mf-voting', {
      owner: 'voting team',
      slots: ['personalCenter.votes'],
      rollout: { ...fileEntry('mf-voting'), version: '0.0.9', percent: 50 },
    }),
  ],
};

async function get(app: App, etag?: string) {
  const res = await app.inject({ url: '/registry.json', headers: etag ? { 'if-none-match': etag } : {} });
  return { status: res.statusCode, etag: String(res.headers.etag), body: res.body ? res.json<{ remotes: Record<string, unknown>[] }>() : null };
}
const voting = async (app: App) => (await get(app)).body?.remotes.find((remote) => remote.name === 'mf-voting');

beforeAll(async () => {
  testDb = await createTestDatabase();
  registryFile = join(testDb.dir, 'registry.json');
  await writeFile(registryFile, JSON.stringify(fileDocument));
  const start = (portalNow: Date) => startTestApp(testDb, { registryFile, portalNow });
  apps = { before: await start(BEFORE), inside: await start(INSIDE), after: await start(AFTER) };
  builds = await buildsFolder();
});

afterAll(async () => {
  for (const app of Object.values(apps)) await app.close();
  await testDb.drop();
  await rm(builds.root, { recursive: true, force: true });
});

describe('GET /registry.json over the release state', () => {
  it('serves the file as it is while nothing is released', async () => {
    expect((await get(apps.before)).body).toEqual(fileDocument);
  });

  it("takes a released remote's version, manifest, routes and slots from the database, keeping the file's other fields", async () => {
    const before = await get(apps.before);
    expect((await release('publish', 'mf-voting', '--from', await builds.make('1.0.0', 'one'), '--commit', 'HEAD', '--version', '1.0.0')).code).toBe(0);
    const after = await get(apps.before);
    expect(after.body).toEqual({
      schemaVersion: 1,
      remotes: [
        fileEntry('mf-account'),
        // mf-voting declares no slots, so none; the file's rollout is the database's to say, and it says none.
        { name: 'mf-voting', owner: 'voting team', version: '1.0.0', manifestUrl: '/remotes/mf-voting/1.0.0/mf-manifest.json', routes: votingRoutes, provenance: sha256 },
      ],
    });
    expect(after.etag).not.toBe(before.etag);
    // Without a restart, on every instance.
    expect(await voting(apps.after)).toMatchObject({ version: '1.0.0' });
  });

  it('sends the candidate with its share while it is ramped, and the ETag follows every change', async () => {
    expect((await release('publish', 'mf-voting', '--from', await builds.make('1.1.0', 'two'), '--commit', 'HEAD', '--version', '1.1.0')).code).toBe(0);
    const stableOnly = await get(apps.before);
    expect((await release('ramp', 'mf-voting', '1.1.0', '30')).code).toBe(0);
    const ramped = await get(apps.before);
    expect(ramped.body?.remotes.find((remote) => remote.name === 'mf-voting')).toEqual({
      name: 'mf-voting',
      owner: 'voting team',
      version: '1.0.0',
      manifestUrl: '/remotes/mf-voting/1.0.0/mf-manifest.json',
      routes: votingRoutes,
      provenance: sha256,
      rollout: { version: '1.1.0', manifestUrl: '/remotes/mf-voting/1.1.0/mf-manifest.json', routes: votingRoutes, provenance: sha256, percent: 30 },
    });
    expect(ramped.etag).not.toBe(stableOnly.etag);
    expect((await get(apps.before, stableOnly.etag)).status).toBe(200);
    expect((await get(apps.before, ramped.etag)).status).toBe(304);

    expect((await release('ramp', 'mf-voting', '1.1.0', '0')).code).toBe(0);
    const paused = await get(apps.before);
    expect(paused.body?.remotes.find((remote) => remote.name === 'mf-voting')).not.toHaveProperty('rollout');
    expect(paused.etag).toBe(stableOnly.etag);
  });

  it('serves a windowed candidate only inside its window by each server clock, with its own ETag', async () => {
    const result = await release('window', 'mf-voting', '1.1.0', '--from', '2024-02-11T00:00:00Z', '--to', '2024-02-13T00:00:00Z');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const [before, inside, after] = [await get(apps.before), await get(apps.inside), await get(apps.after)];
    const rolloutOf = (read: typeof before) => read.body?.remotes.find((remote) => remote.name === 'mf-voting')?.rollout;
    expect(rolloutOf(before)).toBeUndefined();
    expect(rolloutOf(inside)).toMatchObject({ version: '1.1.0', percent: 100 });
    expect(rolloutOf(after)).toBeUndefined();
    // A browser that cached the document before the window opens gets the new one when it does, and again after.
    expect(inside.etag).not.toBe(before.etag);
    expect(after.etag).toBe(before.etag);
    expect((await get(apps.inside, before.etag)).status).toBe(200);
  });

  it('serves the released remotes alone when the file is missing or broken', async () => {
    await rename(registryFile, `${registryFile}.away`);
    try {
      const missing = await get(apps.inside);
      expect(missing.status).toBe(200);
      expect(missing.body?.remotes.map((remote) => [remote.name, remote.version])).toEqual([['mf-voting', '1.0.0']]);
      await writeFile(registryFile, '{"schemaVersion": 1,');
      expect((await get(apps.after)).body?.remotes.map((remote) => remote.name)).toEqual(['mf-voting']);
    } finally {
      await rename(`${registryFile}.away`, registryFile);
    }
    expect((await get(apps.before)).body?.remotes.map((remote) => remote.name)).toEqual(['mf-account', 'mf-voting']);
  });

  it('adds a released remote the file does not list', async () => {
    expect((await release('publish', 'mf-content', '--from', await builds.make('content', 'content'), '--commit', 'HEAD', '--version', '2.0.0')).code).toBe(0);
    const names = (await get(apps.before)).body?.remotes.map((remote) => `${String(remote.name)}@${String(remote.version)}`);
    expect(names).toEqual(['mf-account@0.1.0', 'mf-voting@1.0.0', 'mf-content@2.0.0']);
  });
});
