import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runRelease } from '../../src/cli/release/program.js';
import type { ReleaseDependencies } from '../../src/cli/release/context.js';
import type { TestDatabase } from '../helper.js';

// `pnpm release …` run in-process against a test app's database, with small fake builds of a remote: the files a
// webpack build of a remote has (manifest, entry, a hashed chunk), with `label` in the chunk's bytes.

export async function fakeBuild(dir: string, label: string, extra: Record<string, string> = {}): Promise<string> {
  await mkdir(join(dir, 'chunks'), { recursive: true });
  await writeFile(join(dir, 'mf-manifest.json'), JSON.stringify({ id: 'mf_voting', metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } } }));
  await writeFile(join(dir, 'remoteEntry.js'), 'var mf_voting; /* entry */\n');
  await writeFile(join(dir, 'chunks', '1.3f9a1c2b.js'), `console.log(${JSON.stringify(label)});\n`);
  for (const [name, text] of Object.entries(extra)) await writeFile(join(dir, name), text);
  return dir;
}

/** A folder with fake builds in it: `await builds.make('v2', 'second')`. */
export async function buildsFolder() {
  const root = await mkdtemp(join(tmpdir(), 'release-builds-'));
  return { root, make: (name: string, label: string, extra?: Record<string, string>) => fakeBuild(join(root, name), label, extra) };
}

export interface ReleaseRunnerOptions {
  portalNow: Date;
  releasesDir: string;
  deps?: ReleaseDependencies;
  env?: Record<string, string>;
}

/** The release command line with the environment of the test's server: same database, DATA_DIR, clock. */
export function releaseRunner(testDb: () => TestDatabase, options: () => ReleaseRunnerOptions) {
  return async (...argv: string[]) => {
    const db = testDb();
    const { portalNow, releasesDir, deps, env } = options();
    const base = { PORTAL_NOW: portalNow.toISOString(), USER: 'ada', DATA_DIR: db.dir, RELEASES_DIR: releasesDir, ...env };
    const full = db.database.kind === 'postgres' ? { ...base, DATABASE_URL: db.database.url } : base;
    let stdout = '';
    let stderr = '';
    const code = await runRelease(argv, { env: full, stdout: { write: (t: string) => (stdout += t) }, stderr: { write: (t: string) => (stderr += t) } }, deps);
    return { code, stdout, stderr };
  };
}

/** git in `repo`, with an identity of its own (a test machine may have none) and never a signing prompt. */
export function git(repo: string, ...args: string[]): string {
  const identity = ['-c', 'user.name=release test', '-c', 'user.email=release-test@127.0.0.1', '-c', 'commit.gpgsign=false'];
  return execFileSync('git', ['-C', repo, ...identity, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/**
 * A small repository laid out like this one, committed: a pnpm workspace with a remote (package.json, routes.json, a
 * source file) and @portal/shared, its lockfile (made by pnpm, offline: there are no packages), builds ignored as in
 * the real .gitignore. The remote's `build` script is a few lines of node writing what a webpack build of a remote has
 * (manifest, entry, a hashed chunk: the bytes fakeBuild writes) from `src/label.txt`, so publish and verify run it for real in a fraction of a
 * second. With FIXTURE_BUILD_PID_FILE set, the build writes its pid there and hangs (a build that must be stopped); with
 * FIXTURE_ESCAPED_PID_FILE, it also starts a process that leaves its process group but keeps its output open.
 * Returns the commit.
 */
export async function sourceRepository(root: string, remote: string, files: { version: string; routes: object; label?: string }): Promise<string> {
  const write = async (path: string, text: string) => {
    await mkdir(join(root, path, '..'), { recursive: true });
    await writeFile(join(root, path), text);
  };
  await write('.gitignore', 'node_modules/\ndist/\n');
  await write('package.json', JSON.stringify({ name: 'fixture-portal', private: true }));
  await write('pnpm-workspace.yaml', `packages:\n  - ${remote}\n  - shared\n`);
  await write('shared/package.json', JSON.stringify({ name: '@portal/shared', version: '0.1.0', private: true }));
  await write(`${remote}/package.json`, JSON.stringify({ name: `@portal/${remote}`, version: files.version, private: true, type: 'module', scripts: { build: 'node build.mjs' }, dependencies: { '@portal/shared': 'workspace:*' } }));
  await write(`${remote}/routes.json`, JSON.stringify(files.routes));
  await write(`${remote}/src/label.txt`, `${files.label ?? 'first'}\n`);
  await write(
    `${remote}/build.mjs`,
    [
      "import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';",
      "const label = readFileSync('src/label.txt', 'utf8').trim();",
      "mkdirSync('dist/chunks', { recursive: true });",
      "writeFileSync('dist/mf-manifest.json', JSON.stringify({ id: 'mf_voting', metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } } }));",
      "writeFileSync('dist/remoteEntry.js', 'var mf_voting; /* entry */\\n');",
      "writeFileSync('dist/chunks/1.3f9a1c2b.js', `console.log(${JSON.stringify(label)});\\n`);",
      "import { spawn } from 'node:child_process';",
      'const { FIXTURE_BUILD_PID_FILE: hang, FIXTURE_ESCAPED_PID_FILE: escape } = process.env;',
      "const escaped = escape && spawn(process.execPath, ['-e', 'setTimeout(() => {}, 600_000)'], { detached: true, stdio: 'inherit' });",
      'if (escaped) writeFileSync(escape, String(escaped.pid));',
      'if (hang) { writeFileSync(hang, String(process.pid)); setTimeout(() => {}, 600_000); }',
      '',
    ].join('\n'),
  );
  execFileSync('pnpm', ['install', '--lockfile-only', '--offline', '--silent'], { cwd: root, stdio: 'ignore' });
  git(root, 'init', '--quiet');
  git(root, 'add', '.');
  git(root, 'commit', '--quiet', '-m', 'a remote');
  return git(root, 'rev-parse', 'HEAD');
}
