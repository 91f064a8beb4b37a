import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { appendFile, cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Kysely, SqliteDialect } from 'kysely';
import SQLite from 'better-sqlite3';
import type { Database } from '../../src/db/schema.js';
import { repoRoot } from '../../src/paths.js';
import { installCommand } from '../../src/releases/build.js';
import { createTestDatabase, type TestDatabase } from '../helper.js';
import { git, releaseRunner } from '../releases/release-fixtures.js';

// Issue 16: `pnpm release verify` of a real remote of this repository. A clone of this repository (its committed
// HEAD) gets a commit of its own, is installed and publishes mf-voting, built by webpack, as an organizer would; verify
// then rebuilds that commit in a fresh temporary checkout and finds every file identical. A forged version — the same
// commit claimed for a build with one chunk changed — is listed as differing. Bounded: one small remote, three webpack
// builds, about a minute on this 2-CPU machine.
//
// npm test runs the API suite twice, on SQLite and on PostgreSQL. Verify reads one row of the database and never
// writes; what takes the time is git, pnpm and webpack, the same on both. So the rebuild runs once, on SQLite;
// release-provenance.test.ts runs verify on both databases with a small remote.

const onPostgres = Boolean(process.env.TEST_PG_ADMIN_URL);
const MINUTES = 60_000;
const NOW = new Date('2024-02-10T02:00:00Z');
const VERSION = '9.9.0-verify';

let testDb: TestDatabase;
let checkout: string;
let releasesDir: string;
let commit: string;

const release = releaseRunner(
  () => testDb,
  () => ({ portalNow: NOW, releasesDir, deps: { remotesRoot: checkout } }),
);

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The release tables and every served file with its hash: verify must leave both as they are. */
async function untouched() {
  const sqlite = new SQLite(testDb.database.kind === 'sqlite' ? testDb.database.file : '', { readonly: true });
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    const files = (await readdir(releasesDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
    return {
      versions: await db.selectFrom('release_versions').selectAll().orderBy('id').execute(),
      state: await db.selectFrom('release_state').selectAll().execute(),
      history: await db.selectFrom('release_history').selectAll().execute(),
      served: await Promise.all(files.map(async (entry) => [entry.name, sha256(await readFile(join(entry.parentPath, entry.name)))])),
      checkout: [git(checkout, 'status', '--porcelain'), git(checkout, 'rev-parse', 'HEAD')],
    };
  } finally {
    await db.destroy();
  }
}

(onPostgres ? describe.skip : describe)('pnpm release verify of mf-voting, rebuilt by webpack', () => {
  beforeAll(async () => {
    testDb = await createTestDatabase();
    checkout = join(testDb.dir, 'checkout');
    releasesDir = join(testDb.dir, 'releases');
    await mkdir(releasesDir, { recursive: true });
    execFileSync('git', ['clone', '--quiet', repoRoot, checkout], { stdio: 'ignore' });
    // A commit of the clone's own (never one of the repository the tests run in): the version to publish.
    const pkg = join(checkout, 'mf-voting', 'package.json');
    await writeFile(pkg, `${JSON.stringify({ ...(JSON.parse(await readFile(pkg, 'utf8')) as object), version: VERSION }, null, 2)}\n`);
    git(checkout, 'commit', '--quiet', '-am', `mf-voting ${VERSION}`);
    commit = git(checkout, 'rev-parse', 'HEAD');
    const [command, args] = installCommand('mf-voting');
    execFileSync(command, args, { cwd: checkout, stdio: 'ignore', timeout: 5 * MINUTES });
  }, 6 * MINUTES);

  afterAll(async () => {
    await testDb.drop();
  });

  it('finds an honest publish identical, file by file, and touches nothing', async () => {
    const published = await release('publish', 'mf-voting', '--reason', 'verify test');
    expect(published).toMatchObject({ code: 0, stderr: '' });
    expect(published.stdout).toContain(`: commit ${commit}\n`);

    const before = await untouched();
    const result = await release('verify', 'mf-voting', VERSION);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`\\nidentical: the rebuild of ${commit} has the same \\d+ files, byte for byte, as the record\\n`));
    const folder = /temporary folder (\S+) removed/.exec(result.stdout)?.[1] ?? '';
    expect(folder).toMatch(/release-verify-mf-voting-/);
    expect(existsSync(folder)).toBe(false);
    expect(await untouched()).toEqual(before);
  }, 5 * MINUTES);

  it('lists the file that differs when the recorded files are not what the commit builds', async () => {
    // The served build with one chunk changed, published as built from the same commit.
    const forged = join(testDb.dir, 'forged');
    await cp(join(releasesDir, 'mf-voting', VERSION), forged, { recursive: true });
    // A chunk too small to have precompressed copies: publish refuses copies that are not their file (issue 22).
    const files = await readdir(forged);
    const chunk = files.filter((name) => name.endsWith('.js') && name !== 'remoteEntry.js' && !files.includes(`${name}.gz`)).sort()[0] ?? '';
    await appendFile(join(forged, chunk), '\n/* not built from this commit */\n');
    expect((await release('publish', 'mf-voting', '--from', forged, '--commit', commit, '--version', '9.9.1-forged')).code).toBe(0);

    const result = await release('verify', 'mf-voting', '9.9.1-forged');
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`differs: the rebuild of ${commit} is not what the record says (1 file(s)):\n  changed  ${chunk}  (recorded `);
    expect(result.stderr).toBe('not verified: the rebuild differs from the record\n');
  }, 5 * MINUTES);
});
