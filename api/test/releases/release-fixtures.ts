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
