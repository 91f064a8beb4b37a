import { ADMIN_ROUTES } from '@portal/contracts/pages';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { App } from '../../src/app.js';
import { createTestDatabase, startTestApp, type TestDatabase } from '../helper.js';
import { buildsFolder, fakeBuild, releaseRunner, sourceRepository } from '../releases/release-fixtures.js';

// `pnpm release publish`: a build stored once under its version, in RELEASES_DIR and the API's database; what the
// registry then serves; and that every refusal leaves both exactly as they were.

const NOW = new Date('2024-02-10T02:00:00Z');
let testDb: TestDatabase;
let app: App;
let releasesDir: string;
let remotesRoot: string;
const built: string[] = [];
let builds: Awaited<ReturnType<typeof buildsFolder>>;
let extraEnv: Record<string, string> = {};

const release = releaseRunner(
  () => testDb,
  () => ({
    portalNow: NOW,
    releasesDir,
    env: extraEnv,
    deps: {
      remotesRoot,
      // The real one runs webpack; this one writes a fake build where webpack would.
      build: (remote) => {
        built.push(remote);
      },
    },
  }),
);

const voting = (...path: string[]) => join(remotesRoot, 'mf-voting', ...path);
const routesJson = { pc: ['secondCompetition'], mobile: ['vote'], slots: ['personalCenter.votes'] };

async function snapshot() {
  const [versions, state, history] = await Promise.all([
    app.db.selectFrom('release_versions').selectAll().orderBy('id').execute(),
    app.db.selectFrom('release_state').selectAll().execute(),
    app.db.selectFrom('release_history').selectAll().orderBy('id').execute(),
  ]);
  return { versions, state, history, folders: (await readdir(join(releasesDir, 'mf-voting'))).sort() };
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  releasesDir = join(testDb.dir, 'releases');
  remotesRoot = join(testDb.dir, 'repo');
  await mkdir(releasesDir, { recursive: true });
  // A checkout of a repository: publish records the commit it builds (release-provenance.test.ts checks how).
  await sourceRepository(remotesRoot, 'mf-voting', { version: '1.0.0', routes: routesJson });
  await fakeBuild(voting('dist'), 'first');
  builds = await buildsFolder();
  app = await startTestApp(testDb, { releasesDir, registryFile: join(testDb.dir, 'no-registry.json'), portalNow: NOW });
});

afterAll(async () => {
  await app.close();
  await testDb.drop();
  await rm(builds.root, { recursive: true, force: true });
});

describe('pnpm release publish', () => {
  it("builds the remote once, stores it under its package.json version, and the first version becomes stable", async () => {
    const result = await release('publish', 'mf-voting', '--reason', 'first staged release');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(built).toEqual(['mf-voting']);
    expect(result.stdout).toMatch(/✓ published mf-voting@1\.0\.0: 3 files, digest [0-9a-f]{12}, \/remotes\/mf-voting\/1\.0\.0\/mf-manifest\.json/);
    expect(result.stdout).toContain('1.0.0 is the stable version (the first published)');

    const row = await app.db.selectFrom('release_versions').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ remote: 'mf-voting', version: '1.0.0', published_by: 'ada', published_at: NOW.toISOString(), slots: '["personalCenter.votes"]' });
    expect(row.digest).toMatch(/^[0-9a-f]{64}$/);
    const files = JSON.parse(row.files) as { path: string; sha256: string; size: number }[];
    expect(files.map((file) => file.path)).toEqual(['chunks/1.3f9a1c2b.js', 'mf-manifest.json', 'remoteEntry.js']);
    expect(await app.db.selectFrom('release_state').selectAll().executeTakeFirst()).toMatchObject({ remote: 'mf-voting', stable_version: '1.0.0', candidate_version: null, percent: 0, revision: 1 });
    expect(await app.db.selectFrom('release_history').select(['action', 'version', 'actor', 'reason']).execute()).toEqual([
      { action: 'publish', version: '1.0.0', actor: 'ada', reason: 'first staged release' },
    ]);

    // The copy is whole, served under /remotes/, and nothing of the staging or the marker is visible.
    expect(await readFile(join(releasesDir, 'mf-voting', '1.0.0', 'chunks', '1.3f9a1c2b.js'), 'utf8')).toContain('first');
    expect((await readdir(join(releasesDir, 'mf-voting'))).sort()).toEqual(['.published-1.0.0.json', '1.0.0']);
    expect((await app.inject({ url: '/remotes/mf-voting/1.0.0/remoteEntry.js' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/remotes/mf-voting/.published-1.0.0.json' })).statusCode).toBe(404);

    // No registry file at all: the database's remotes are the registry.
    const registry = await app.inject({ url: '/registry.json' });
    expect(registry.statusCode).toBe(200);
    expect(registry.json()).toEqual({
      schemaVersion: 1,
      remotes: [
        {
          name: 'mf-voting',
          version: '1.0.0',
          manifestUrl: '/remotes/mf-voting/1.0.0/mf-manifest.json',
          routes: { pc: ['secondCompetition'], mobile: ['vote'] },
          slots: ['personalCenter.votes'],
          provenance: `sha256:${row.record_sha256 ?? 'none'}`,
        },
      ],
    });
  });

  it('says so and changes nothing when the same version is published again with the same bytes', async () => {
    const before = await snapshot();
    const again = await release('publish', 'mf-voting', '--skip-build');
    expect(again).toMatchObject({ code: 0, stderr: '' });
    expect(again.stdout).toBe('mf-voting@1.0.0 is already published with the same files: nothing to do\n');
    expect(built).toEqual(['mf-voting']);
    expect(await snapshot()).toEqual(before);
  });

  it('puts back the missing folder of a published version from the same bytes', async () => {
    const before = await snapshot();
    await rm(join(releasesDir, 'mf-voting', '1.0.0'), { recursive: true });
    const again = await release('publish', 'mf-voting', '--skip-build');
    expect(again.stdout).toBe('mf-voting@1.0.0 is already published with the same files; its missing folder was put back\n');
    expect(await snapshot()).toEqual(before);
    expect(await readFile(join(releasesDir, 'mf-voting', '1.0.0', 'chunks', '1.3f9a1c2b.js'), 'utf8')).toContain('first');
  });

  it('refuses the same version with other bytes, naming the files that differ, and changes nothing', async () => {
    const before = await snapshot();
    const servedBefore = await readFile(join(releasesDir, 'mf-voting', '1.0.0', 'chunks', '1.3f9a1c2b.js'), 'utf8');
    await fakeBuild(voting('dist'), 'changed', { 'extra.css': 'body{}' });
    const refused = await release('publish', 'mf-voting', '--skip-build');
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain('refused: mf-voting@1.0.0 is already published and a version never changes');
    expect(refused.stderr).toContain('changed: chunks/1.3f9a1c2b.js; added: extra.css');
    expect(refused.stderr).toContain('give the new build a new version');
    expect(await snapshot()).toEqual(before);
    expect(await readFile(join(releasesDir, 'mf-voting', '1.0.0', 'chunks', '1.3f9a1c2b.js'), 'utf8')).toBe(servedBefore);
    await rm(voting('dist', 'extra.css'));
    await fakeBuild(voting('dist'), 'first');
  });

  it('refuses the same bytes with other routes', async () => {
    const before = await snapshot();
    await writeFile(voting('routes.json'), JSON.stringify({ ...routesJson, mobile: ['vote', 'prize/winner/index'] }));
    const refused = await release('publish', 'mf-voting', '--skip-build', '--allow-dirty');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('routes.json lists other routes');
    expect(await snapshot()).toEqual(before);
    await writeFile(voting('routes.json'), JSON.stringify(routesJson));
  });

  it('publishes a modified copy of a build as a new version with --from and --version; the stable version stays', async () => {
    const copy = await builds.make('second', 'second');
    const result = await release('publish', 'mf-voting', '--from', copy, '--commit', 'HEAD', '--version', '1.1.0', '--by', 'grace');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain('stable stays 1.0.0; ramp 1.1.0 when ready');
    expect(built).toEqual(['mf-voting']);
    expect(await readFile(join(releasesDir, 'mf-voting', '1.1.0', 'chunks', '1.3f9a1c2b.js'), 'utf8')).toContain('second');
    expect(await app.db.selectFrom('release_state').select(['stable_version', 'candidate_version']).executeTakeFirst()).toEqual({ stable_version: '1.0.0', candidate_version: null });
    const history = await app.db.selectFrom('release_history').select(['action', 'version', 'actor']).orderBy('id').execute();
    expect(history.at(-1)).toEqual({ action: 'publish', version: '1.1.0', actor: 'grace' });
    expect((await app.inject({ url: '/registry.json' })).json()).toMatchObject({ remotes: [{ version: '1.0.0' }] });
  });

  it('records a folder an older release left with the same bytes, and refuses one with other bytes', async () => {
    const same = await builds.make('legacy-same', 'legacy');
    await fakeBuild(join(releasesDir, 'mf-voting', '1.2.0'), 'legacy');
    expect((await release('publish', 'mf-voting', '--from', same, '--commit', 'HEAD', '--version', '1.2.0')).code).toBe(0);
    expect(existsSync(join(releasesDir, 'mf-voting', '.published-1.2.0.json'))).toBe(true);

    await fakeBuild(join(releasesDir, 'mf-voting', '1.3.0'), 'legacy');
    const before = await snapshot();
    const other = await builds.make('legacy-other', 'other');
    const refused = await release('publish', 'mf-voting', '--from', other, '--commit', 'HEAD', '--version', '1.3.0');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/refused: .*1\.3\.0 already exists with other files \(changed: chunks\/1\.3f9a1c2b\.js\)\. Nothing was changed\./);
    expect(await snapshot()).toEqual(before);
  });

  it('takes the public base of RELEASES_DIR from REMOTES_PUBLIC_BASE (a CDN)', async () => {
    extraEnv = { REMOTES_PUBLIC_BASE: 'https://cdn.example.test/remotes/' };
    try {
      expect((await release('publish', 'mf-voting', '--from', await builds.make('cdn', 'cdn'), '--commit', 'HEAD', '--version', '2.0.0-rc.1')).code).toBe(0);
      expect((await release('publish', 'mf-voting', '--from', await builds.make('cdn2', 'cdn2'), '--commit', 'HEAD', '--version', '2.0.0-rc.2', '--reason', '  ')).code).toBe(0);
    } finally {
      extraEnv = {};
    }
    const row = await app.db.selectFrom('release_versions').selectAll().where('version', '=', '2.0.0-rc.1').executeTakeFirstOrThrow();
    expect(row.manifest_url).toBe('https://cdn.example.test/remotes/mf-voting/2.0.0-rc.1/mf-manifest.json');
    const last = await app.db.selectFrom('release_history').select('reason').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(last.reason).toBeNull();
  });

  it.each([
    [['publish', 'mf-nothing'], 2, /invalid for argument 'remote'.*must be one of mf-content, mf-account, mf-competition, mf-voting, mf-admin/],
    [['publish'], 2, /missing required argument 'remote'/],
    [['publish', 'mf-voting', '--skip-build', '--version', 'latest'], 1, /version "latest" is not a semantic version/],
    [['publish', 'mf-voting', '--from', '/nowhere/at/all', '--commit', 'HEAD', '--version', '3.0.0'], 1, /\/nowhere\/at\/all is not a build of a remote: it has no mf-manifest\.json/],
    [['publish', 'mf-content', '--skip-build'], 1, /cannot read .*mf-content\/package\.json/],
  ])('refuses %p with exit code %d and a message', async (argv, code, message) => {
    const before = await snapshot();
    const result = await release(...argv);
    expect(result.code).toBe(code);
    expect(result.stderr).toMatch(message);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a routes.json the registry could not carry', async () => {
    await writeFile(voting('routes.json'), JSON.stringify({ pc: ['/leading-slash'], mobile: [] }));
    const refused = await release('publish', 'mf-voting', '--skip-build', '--version', '3.0.0');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/routes\.pc\[0\] "\/leading-slash" is not a route pattern the shell reads/);
    await writeFile(voting('routes.json'), JSON.stringify({ ...routesJson, slots: ['not a slot'] }));
    expect((await release('publish', 'mf-voting', '--skip-build', '--version', '3.0.0')).stderr).toMatch(/slots\[0\] "not a slot" is not a slot name/);
    await writeFile(voting('routes.json'), JSON.stringify(routesJson));
  });

  // Issue 22: what publish accepts is what every shell reads (the examples both sides are held to:
  // contracts/test/registry.test.ts), and a refusal names the field.
  it.each(['1.4', 'v1.4.0', '1.4.0-rc..1', '1.4.0+sha/abc', '01.4.0'])('refuses version %p, which a shell could not read, naming the field', async (version) => {
    const before = await snapshot();
    const refused = await release('publish', 'mf-voting', '--from', await builds.make(`bad-${version}`, 'bad'), '--commit', 'HEAD', '--version', version);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`refused: mf-voting@${version} would be listed in the registry with fields the shell cannot read: version "${version}" is not a semantic version`);
    expect(await snapshot()).toEqual(before);
  });

  it('takes a full semantic version with build metadata and the routes.json of a folder built elsewhere, splat included', async () => {
    const folder = await builds.make('rc-splat', 'rc-splat', {
      'routes.json': JSON.stringify({ pc: ['secondCompetition/*', 'speak-sustainability-contest'], mobile: ['vote', 'prize/winner/index'] }),
    });
    const result = await release('publish', 'mf-voting', '--from', folder, '--commit', 'HEAD', '--version', '1.3.0-rc.1+sha.abc');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect((await release('ramp', 'mf-voting', '1.3.0-rc.1+sha.abc', '100')).code).toBe(0);
    const served = (await app.inject({ url: '/registry.json' })).json() as { remotes: Array<{ name: string; version: string; manifestUrl: string; routes: unknown }> };
    expect(served.remotes.find((remote) => remote.name === 'mf-voting')).toMatchObject({
      version: '1.3.0-rc.1+sha.abc',
      manifestUrl: '/remotes/mf-voting/1.3.0-rc.1+sha.abc/mf-manifest.json',
      routes: { pc: ['secondCompetition/*', 'speak-sustainability-contest'], mobile: ['vote', 'prize/winner/index'] },
    });
    // Its files are served under that version's path, the `+` as it is.
    expect((await app.inject({ url: '/remotes/mf-voting/1.3.0-rc.1+sha.abc/remoteEntry.js' })).statusCode).toBe(200);
    expect((await release('rollback', 'mf-voting')).code).toBe(0);
  });

  it('publishes the back office with its pages under /admin/ as it declares them, and no public page', async () => {
    const folder = await builds.make('admin', 'admin');
    expect(await release('publish', 'mf-admin', '--from', folder, '--commit', 'HEAD', '--version', '0.1.0')).toMatchObject({ code: 0, stderr: '' });
    const served = (await app.inject({ url: '/registry.json' })).json() as { remotes: Array<{ name: string; routes: unknown }> };
    expect(served.remotes.find((remote) => remote.name === 'mf-admin')?.routes).toEqual({ pc: [], mobile: [], admin: [...ADMIN_ROUTES] });
  });

  it.each<[string, Record<string, Buffer | string>, RegExp]>([
    ['a gzip copy of other bytes', { 'remoteEntry.js.gz': gzipSync('var mf_voting; /* another build */\n') }, /remoteEntry\.js\.gz: it decompresses to other bytes than remoteEntry\.js/],
    ['a brotli copy of other bytes', { 'mf-manifest.json.br': brotliCompressSync('{}') }, /mf-manifest\.json\.br: it decompresses to other bytes than mf-manifest\.json/],
    ['a copy that is not compressed at all', { 'remoteEntry.js.br': 'var mf_voting;' }, /remoteEntry\.js\.br: it does not decompress/],
    ['a copy without its plain file', { 'gone.js.gz': gzipSync('x') }, /gone\.js\.gz: there is no gone\.js beside it/],
  ])('refuses a build whose precompressed files do not match (%s), naming the file', async (label, extra, message) => {
    const folder = await builds.make(`compressed-${label.replace(/\W+/g, '-')}`, 'compressed');
    for (const [name, body] of Object.entries(extra)) await writeFile(join(folder, name), body);
    const before = await snapshot();
    const refused = await release('publish', 'mf-voting', '--from', folder, '--commit', 'HEAD', '--version', '3.2.0');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(message);
    expect(refused.stderr).toContain('Nothing was changed');
    expect(await snapshot()).toEqual(before);
  });

  it('publishes a build whose precompressed files are its own files, compressed', async () => {
    const folder = await builds.make('compressed-ok', 'compressed-ok');
    const entry = await readFile(join(folder, 'remoteEntry.js'));
    await writeFile(join(folder, 'remoteEntry.js.gz'), gzipSync(entry));
    await writeFile(join(folder, 'remoteEntry.js.br'), brotliCompressSync(entry));
    expect(await release('publish', 'mf-voting', '--from', folder, '--commit', 'HEAD', '--version', '3.3.0')).toMatchObject({ code: 0, stderr: '' });
  });

  it('refuses a build with a symbolic link in it', async () => {
    const linked = await builds.make('linked', 'linked');
    const { symlink } = await import('node:fs/promises');
    await symlink('/etc/hostname', join(linked, 'link.js'));
    const before = await snapshot();
    const refused = await release('publish', 'mf-voting', '--from', linked, '--commit', 'HEAD', '--version', '3.1.0');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/link\.js is a symbolic link/);
    expect(await snapshot()).toEqual(before);
  });
});
