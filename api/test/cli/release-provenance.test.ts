import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { appendFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { App } from '../../src/app.js';
import { rebuildAt, RebuildStopped } from '../../src/releases/rebuild.js';
import { createTestDatabase, startTestApp, type TestDatabase } from '../helper.js';
import { buildsFolder, git, releaseRunner, sourceRepository } from '../releases/release-fixtures.js';

// Issue 16, provenance: what `pnpm release publish` records of the source a version was built from, the chain of
// records, the registry's `provenance` per served version, and `pnpm release verify` against a small repository whose
// remote builds (for real, through pnpm) in a fraction of a second. release-verify.test.ts rebuilds a real remote of
// this repository with webpack.

const NOW = new Date('2024-02-10T02:00:00Z');
const routes = { pc: ['secondCompetition'], mobile: ['vote'], slots: ['personalCenter.votes'] };
const sha256 = (bytes: string | Buffer) => createHash('sha256').update(bytes).digest('hex');

let testDb: TestDatabase;
let app: App;
let repo: string;
let releasesDir: string;
let builds: Awaited<ReturnType<typeof buildsFolder>>;

const release = releaseRunner(
  () => testDb,
  // The remote is built by its own build script in `repo` (no fake build): publish and verify run the same command.
  () => ({ portalNow: NOW, releasesDir, deps: { remotesRoot: repo } }),
);

const voting = (...path: string[]) => join(repo, 'mf-voting', ...path);
const row = (version: string) => app.db.selectFrom('release_versions').selectAll().where('remote', '=', 'mf-voting').where('version', '=', version).executeTakeFirstOrThrow();
const registryEntry = async () =>
  (await app.inject({ url: '/registry.json' })).json<{ remotes: { name: string; provenance?: string; rollout?: { provenance?: string } }[] }>().remotes.find((remote) => remote.name === 'mf-voting');

/** Every release row, the migrations applied and every file under RELEASES_DIR with its hash: equal means untouched. */
async function everything() {
  const files = (await readdir(releasesDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  return {
    versions: await app.db.selectFrom('release_versions').selectAll().orderBy('id').execute(),
    state: await app.db.selectFrom('release_state').selectAll().execute(),
    history: await app.db.selectFrom('release_history').selectAll().orderBy('id').execute(),
    served: Object.fromEntries(await Promise.all(files.map(async (entry) => [join(entry.parentPath, entry.name), sha256(await readFile(join(entry.parentPath, entry.name)))]))),
    repo: [git(repo, 'status', '--porcelain'), git(repo, 'rev-parse', 'HEAD'), git(repo, 'worktree', 'list', '--porcelain')],
  };
}

/** Publishes the working tree's version after committing it: a clean publish of a new version. */
async function commitVersion(version: string, label: string) {
  await writeFile(voting('package.json'), JSON.stringify({ ...JSON.parse(await readFile(voting('package.json'), 'utf8')), version }));
  await writeFile(voting('src', 'label.txt'), `${label}\n`);
  git(repo, 'commit', '--quiet', '-am', `mf-voting ${version}`);
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  releasesDir = join(testDb.dir, 'releases');
  repo = join(testDb.dir, 'repo');
  await mkdir(releasesDir, { recursive: true });
  await sourceRepository(repo, 'mf-voting', { version: '1.0.0', routes });
  builds = await buildsFolder();
  app = await startTestApp(testDb, { releasesDir, portalNow: NOW });
});

afterAll(async () => {
  await app.close();
  await testDb.drop();
  await rm(builds.root, { recursive: true, force: true });
});

describe('publish records what the build was made from', () => {
  it('records the commit of a clean checkout, the lockfile at that commit, the files and a first record', async () => {
    const head = git(repo, 'rev-parse', 'HEAD');
    const result = await release('publish', 'mf-voting');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const published = await row('1.0.0');
    expect(published).toMatchObject({ source_commit: head, source_dirty: 0, lockfile_sha256: sha256(await readFile(join(repo, 'pnpm-lock.yaml'))), record_previous: null });
    expect(result.stdout).toContain(`record sha256:${published.record_sha256}: commit ${head}\n`);

    // The record is the canonical JSON of the row: its SHA-256 is the recorded hash.
    const json = await release('record', 'mf-voting', '1.0.0', '--json');
    expect(json).toMatchObject({ code: 0, stderr: '' });
    expect(sha256(json.stdout)).toBe(published.record_sha256);
    const record = JSON.parse(json.stdout) as Record<string, unknown>;
    expect(record).toEqual({
      format: 'portal-release-record/1',
      remote: 'mf-voting',
      version: '1.0.0',
      commit: head,
      dirty: false,
      lockfileSha256: published.lockfile_sha256,
      digest: published.digest,
      files: JSON.parse(published.files),
      manifestUrl: '/remotes/mf-voting/1.0.0/mf-manifest.json',
      routes: { pc: ['secondCompetition'], mobile: ['vote'] },
      slots: ['personalCenter.votes'],
      publishedAt: NOW.toISOString(),
      publishedBy: 'ada',
      previous: null,
    });
    expect(Object.keys(record)).toEqual(Object.keys(record).sort());
    expect(json.stdout).not.toMatch(/\n/);
    // A copy of the hash outside the database, beside the served folder.
    expect(JSON.parse(await readFile(join(releasesDir, 'mf-voting', '.published-1.0.0.json'), 'utf8'))).toMatchObject({ record: published.record_sha256 });
  });

  it("refuses a working tree with uncommitted changes to the build's inputs, naming them, and changes nothing", async () => {
    const before = await everything();
    await writeFile(voting('package.json'), JSON.stringify({ ...JSON.parse(await readFile(voting('package.json'), 'utf8')), version: '1.1.0' }));
    await writeFile(join(repo, 'shared', 'new-helper.js'), 'export const x = 1;\n');
    const refused = await release('publish', 'mf-voting');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('refused: the working tree has uncommitted changes that go into a build of mf-voting (mf-voting/package.json, shared/new-helper.js)');
    expect(refused.stderr).toContain('--allow-dirty');
    await rm(join(repo, 'shared', 'new-helper.js'));
    git(repo, 'checkout', '--quiet', '--', '.');
    expect(await everything()).toEqual(before);
  });

  it("ignores changes outside the build's inputs, and chains the next record to the previous one", async () => {
    await commitVersion('1.1.0', 'second');
    await mkdir(join(repo, 'docs'), { recursive: true });
    await writeFile(join(repo, 'docs', 'notes.md'), 'not part of any build\n');
    expect(await release('publish', 'mf-voting')).toMatchObject({ code: 0, stderr: '' });
    const [first, second] = [await row('1.0.0'), await row('1.1.0')];
    expect(second).toMatchObject({ source_commit: git(repo, 'rev-parse', 'HEAD'), source_dirty: 0, record_previous: first.record_sha256 });
    const printed = await release('record', 'mf-voting', '1.1.0');
    expect(printed.code).toBe(0);
    expect(printed.stdout).toContain(`  previous   sha256:${first.record_sha256} (mf-voting@1.0.0)\n`);
    expect(printed.stdout).toContain('  chain      intact: 2 record(s) of mf-voting up to this one\n');
    await rm(join(repo, 'docs'), { recursive: true });
  });

  it('publishes a dirty tree only with --allow-dirty, and records it as dirty', async () => {
    await writeFile(voting('package.json'), JSON.stringify({ ...JSON.parse(await readFile(voting('package.json'), 'utf8')), version: '1.2.0' }));
    await writeFile(voting('src', 'label.txt'), 'uncommitted\n');
    const result = await release('publish', 'mf-voting', '--allow-dirty');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain('with uncommitted changes (--allow-dirty)');
    expect(await row('1.2.0')).toMatchObject({ source_commit: git(repo, 'rev-parse', 'HEAD'), source_dirty: 1, record_previous: (await row('1.1.0')).record_sha256 });
    expect((await release('record', 'mf-voting', '1.2.0', '--json')).stdout).toContain('"dirty":true');
    expect((await release('history', 'mf-voting', '--limit', '1')).stdout).toMatch(/publish\s+1\.2\.0\s+sha256:[0-9a-f]{12}… of [0-9a-f]{12} \(dirty\)/);
    git(repo, 'checkout', '--quiet', '--', '.');
  });

  it.each([
    [['publish', 'mf-voting', '--from', 'BUILD', '--version', '3.0.0'], 1, /refused: a folder built elsewhere needs the commit it was built from: --from .* --commit <sha>/],
    [['publish', 'mf-voting', '--commit', 'HEAD'], 1, /--commit goes with --from/],
    [['publish', 'mf-voting', '--from', 'BUILD', '--commit', 'f00dfeed', '--version', '3.0.0'], 1, /refused: "f00dfeed" is not a commit of the repository at .*repo \(fetch it first\)/],
    [['publish', 'mf-voting', '--from', 'BUILD', '--commit', 'HEAD', '--allow-dirty', '--version', '3.0.0'], 1, /--allow-dirty is about this checkout/],
  ])('refuses %p and changes nothing', async (argv, code, message) => {
    const build = await builds.make(`refused-${Math.random()}`, 'elsewhere');
    const before = await everything();
    const result = await release(...argv.map((arg) => (arg === 'BUILD' ? build : arg)));
    expect(result.code).toBe(code);
    expect(result.stderr).toMatch(message);
    expect(await everything()).toEqual(before);
  });

  it('records the commit --from names, in full, and the lockfile at that commit', async () => {
    const older = git(repo, 'rev-parse', 'HEAD');
    const lockfileThen = sha256(await readFile(join(repo, 'pnpm-lock.yaml')));
    await appendFile(join(repo, 'pnpm-lock.yaml'), '# a later lockfile\n');
    git(repo, 'commit', '--quiet', '-am', 'a later lockfile');
    const result = await release('publish', 'mf-voting', '--from', await builds.make('ci', 'from CI'), '--commit', older.slice(0, 10), '--version', '2.0.0');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(lockfileThen).not.toBe(sha256(await readFile(join(repo, 'pnpm-lock.yaml'))));
    expect(await row('2.0.0')).toMatchObject({ source_commit: older, source_dirty: 0, lockfile_sha256: lockfileThen });
  });
});

describe("the registry answer names each served version's record", () => {
  it('serves the stable and the candidate version with the hash of their records, which the records hash to', async () => {
    expect((await release('ramp', 'mf-voting', '1.1.0', '30')).code).toBe(0);
    const entry = await registryEntry();
    expect(entry?.provenance).toBe(`sha256:${(await row('1.0.0')).record_sha256}`);
    expect(entry?.rollout?.provenance).toBe(`sha256:${(await row('1.1.0')).record_sha256}`);
    // Whoever holds the answer checks the record they are shown against it.
    expect(`sha256:${sha256((await release('record', 'mf-voting', '1.1.0', '--json')).stdout)}`).toBe(entry?.rollout?.provenance);
  });
});

describe('pnpm release verify', () => {
  it('rebuilds an honest publish from its commit in a temporary folder: identical, and nothing is touched', async () => {
    const before = await everything();
    const result = await release('verify', 'mf-voting', '1.1.0');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain('chain: intact, 2 record(s) of mf-voting up to this one');
    expect(result.stdout).toContain(`served copy: ${join(releasesDir, 'mf-voting', '1.1.0')} holds exactly the recorded files`);
    expect(result.stdout).toContain('lockfile: pnpm-lock.yaml at');
    expect(result.stdout).toMatch(/\nidentical: the rebuild of [0-9a-f]{40} has the same 3 files, byte for byte, as the record\n/);
    const folder = /temporary folder (\S+) removed/.exec(result.stdout)?.[1];
    expect(folder && !folder.startsWith(repo)).toBe(true);
    expect(existsSync(folder ?? '/')).toBe(false);
    expect(await everything()).toEqual(before);
  });

  it('lists the files that differ from a publish whose files are not what its commit builds', async () => {
    const copy = await builds.make('forged', 'not from this commit', { 'extra.js': 'steal()' });
    const head = git(repo, 'rev-parse', 'HEAD~1');
    expect((await release('publish', 'mf-voting', '--from', copy, '--commit', head, '--version', '1.3.0')).code).toBe(0);
    const before = await everything();
    const result = await release('verify', 'mf-voting', '1.3.0');
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('served copy: ');
    expect(result.stdout).toContain(`differs: the rebuild of ${head} is not what the record says (2 file(s)):`);
    expect(result.stdout).toMatch(/\n {2}changed {2}chunks\/1\.3f9a1c2b\.js {2}\(recorded [0-9a-f]{12}…, found [0-9a-f]{12}…\)\n/);
    expect(result.stdout).toContain('\n  missing  extra.js  (recorded, not found)\n');
    expect(result.stdout).not.toContain('identical');
    expect(result.stderr).toBe('not verified: the rebuild differs from the record\n');
    expect(await everything()).toEqual(before);
  });

  it('says which served files were changed on this host after publishing', async () => {
    const served = join(releasesDir, 'mf-voting', '1.1.0', 'remoteEntry.js');
    const bytes = await readFile(served);
    await writeFile(served, 'var mf_voting; /* swapped on the server */\n');
    try {
      const result = await release('verify', 'mf-voting', '1.1.0');
      expect(result.code).toBe(1);
      expect(result.stdout).toMatch(/served copy: .* differs from the record \(1 file\(s\)\):\n {2}changed {2}remoteEntry\.js/);
      expect(result.stdout).toContain('identical: the rebuild');
      expect(result.stderr).toBe('not verified: the served copy differs from the record\n');
    } finally {
      await writeFile(served, bytes);
    }
  });

  it('warns that a dirty record may not rebuild the same, and shows where it does not', async () => {
    const result = await release('verify', 'mf-voting', '1.2.0');
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('note: the record says it was built from a working tree with uncommitted changes');
    expect(result.stdout).toMatch(/changed {2}chunks\/1\.3f9a1c2b\.js/);
  });

  it('stops a rebuild that must stop (time limit, Ctrl-C): its processes are killed and the folder removed', async () => {
    const record = await row('1.1.0');
    const pidFile = join(testDb.dir, 'build.pid');
    // A process of the build that left its group, holding the output open: the stop must not wait for it.
    const escapedFile = join(testDb.dir, 'escaped.pid');
    const stop = new AbortController();
    let folder = '';
    process.env.FIXTURE_BUILD_PID_FILE = pidFile;
    process.env.FIXTURE_ESCAPED_PID_FILE = escapedFile;
    try {
      const rebuild = rebuildAt({
        repo,
        commit: record.source_commit ?? '',
        remote: 'mf-voting',
        lockfileSha256: record.lockfile_sha256 ?? '',
        deadline: Date.now() + 300_000,
        signal: stop.signal,
        progress: (text) => {
          folder ||= /in (\S+)\/checkout$/.exec(text)?.[1] ?? '';
          // Once the build runs (it writes its pid, then hangs), stop it, as Ctrl-C or the time limit would.
          if (text.startsWith('building')) void waitFor(() => existsSync(pidFile)).then(() => stop.abort());
        },
      });
      await expect(rebuild).rejects.toThrow(RebuildStopped);
    } finally {
      delete process.env.FIXTURE_BUILD_PID_FILE;
      delete process.env.FIXTURE_ESCAPED_PID_FILE;
      if (existsSync(escapedFile)) process.kill(Number(await readFile(escapedFile, 'utf8')), 'SIGKILL');
    }
    // Killed with its process group (pnpm and the build it started); gone once the system has reaped it.
    const pid = Number(await readFile(pidFile, 'utf8'));
    await waitFor(() => !alive(pid));
    expect(alive(pid)).toBe(false);
    expect(folder).not.toBe('');
    expect(existsSync(folder)).toBe(false);

    // Out of time before a step starts: nothing runs, and the folder goes too.
    const late = rebuildAt({ repo, commit: record.source_commit ?? '', remote: 'mf-voting', lockfileSha256: '', deadline: Date.now() - 1, progress: () => undefined });
    await expect(late).rejects.toThrow('out of time before the clone step');
  });

  it('gives up at the time limit while a step runs, and removes the folder', async () => {
    const record = await row('1.1.0');
    let folder = '';
    process.env.FIXTURE_BUILD_PID_FILE = join(testDb.dir, 'slow-build.pid');
    try {
      // The build never ends; the limit ends the rebuild, in whichever step it then is.
      const rebuild = rebuildAt({
        repo,
        commit: record.source_commit ?? '',
        remote: 'mf-voting',
        lockfileSha256: record.lockfile_sha256 ?? '',
        deadline: Date.now() + 4_000,
        progress: (text) => (folder ||= /in (\S+)\/checkout$/.exec(text)?.[1] ?? ''),
      });
      await expect(rebuild).rejects.toThrow(/^out of time during the (clone|checkout|install|build) step$/);
    } finally {
      delete process.env.FIXTURE_BUILD_PID_FILE;
    }
    expect(folder).not.toBe('');
    expect(existsSync(folder)).toBe(false);
  });
});

describe('a tampered record', () => {
  it('breaks the chain: record, status and verify say where, and verify builds nothing', async () => {
    const original = await row('1.0.0');
    const files = JSON.parse(original.files) as { path: string; sha256: string }[];
    const forged = files.map((file) => (file.path === 'remoteEntry.js' ? { ...file, sha256: 'f'.repeat(64) } : file));
    await app.db.updateTable('release_versions').set({ files: JSON.stringify(forged) }).where('id', '=', original.id).execute();
    try {
      const record = await release('record', 'mf-voting', '1.1.0');
      expect(record.code).toBe(1);
      expect(record.stdout).toContain('  chain      BROKEN: the record of mf-voting@1.0.0 was changed after publishing');
      expect(record.stderr).toMatch(/^the release records of mf-voting are broken: the record of mf-voting@1\.0\.0 was changed after publishing: its fields hash to sha256:[0-9a-f]{64}, not to its recorded sha256:[0-9a-f]{64}\n$/);
      expect((await release('status')).stdout).toMatch(/\nmf-voting .*BROKEN at 1\.0\.0\n/);
      const verify = await release('verify', 'mf-voting', '1.1.0');
      expect(verify.code).toBe(1);
      expect(verify.stderr).toContain('not verified: the release records of mf-voting are broken up to this version: the record of mf-voting@1.0.0 was changed');
      expect(verify.stdout).not.toContain('checking out');
    } finally {
      await app.db.updateTable('release_versions').set({ files: original.files }).where('id', '=', original.id).execute();
    }
    expect((await release('record', 'mf-voting', '1.1.0')).code).toBe(0);
  });

  it('breaks the chain when a record is removed', async () => {
    const removed = await row('1.1.0');
    await app.db.deleteFrom('release_versions').where('id', '=', removed.id).execute();
    try {
      const record = await release('record', 'mf-voting', '1.2.0');
      expect(record.code).toBe(1);
      expect(record.stderr).toContain(`mf-voting@1.2.0 names sha256:${removed.record_sha256} as the previous record, but the record before it is sha256:${(await row('1.0.0')).record_sha256}: a record was removed, inserted or reordered`);
    } finally {
      await app.db.insertInto('release_versions').values(removed).execute();
    }
    expect((await release('record', 'mf-voting', '1.2.0')).code).toBe(0);
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
