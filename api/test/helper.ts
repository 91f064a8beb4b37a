import { afterAll, beforeAll } from '@jest/globals';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Kysely } from 'kysely';
import { buildApp, type App, type BuildOptions } from '../src/app.js';
import { DEFAULT_BEACON_RATE_LIMIT, DEFAULT_RELEASE_GATE, DEFAULT_JOB_SCHEDULES, DEFAULT_TUS_EXPIRY_MS, type AppConfig, type DatabaseConfig } from '../src/config.js';
import { issueSession } from '../src/accounts/sessions.js';
import { upsertUser } from '../src/accounts/users.js';
import { connectDatabase } from '../src/db/connect.js';
import { migrateToLatest } from '../src/db/migrate.js';
import type { Database } from '../src/db/schema.js';
import { runSeeds } from '../src/db/seed/index.js';
import { repoRoot } from '../src/paths.js';
import { createScratchDatabase } from '../src/testing/scratch-database.js';

/** The season every route test runs against (SPEC §4's calendar). */
export const TEST_SEASON_FILE = join(repoRoot, 'seasons', '2023-2024.json');

/**
 * A fresh database for one test file: SQLite in a temp dir, or, when TEST_PG_ADMIN_URL is set
 * (scripts/with-postgres.sh), a uniquely named PostgreSQL database dropped afterwards.
 */
export interface TestDatabase {
  database: DatabaseConfig;
  /** A temp dir owned by this file: the SQLite file lives here; tests may put fixtures here. */
  dir: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-api-test-'));
  const adminUrl = process.env.TEST_PG_ADMIN_URL;
  if (!adminUrl) {
    return {
      database: { kind: 'sqlite', file: join(dir, 'portal.sqlite') },
      dir,
      drop: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const scratch = await createScratchDatabase(adminUrl, 'portal_test');
  return {
    database: { kind: 'postgres', url: scratch.url },
    dir,
    async drop() {
      await scratch.drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Config pointing everything at places that do not exist unless a test creates them. */
export function testConfig(testDb: TestDatabase, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: testDb.dir,
    database: testDb.database,
    shellDist: join(testDb.dir, 'no-shell'),
    releasesDir: join(testDb.dir, 'no-releases'),
    registryFile: join(testDb.dir, 'no-registry.json'),
    logLevel: 'silent',
    smtpUrl: undefined,
    mailFrom: 'Desert Award <no-reply@test.invalid>',
    devOutbox: true,
    portalNow: undefined,
    seasonFile: TEST_SEASON_FILE,
    seasonsDir: join(repoRoot, 'seasons'),
    tusDir: join(testDb.dir, 'tus'),
    publicMediaDir: join(testDb.dir, 'public-media'),
    sampleMediaCache: join(repoRoot, 'var', 'cache', 'sample-media'),
    prerenderDir: join(testDb.dir, 'prerender'),
    jobSchedules: DEFAULT_JOB_SCHEDULES,
    tusExpiryMs: DEFAULT_TUS_EXPIRY_MS,
    objectStore: undefined,
    voteSecret: 'test-vote-secret-0123456789abcdef0123456789',
    // Unset: the key is generated under the test's DATA_DIR, as a server without ALTCHA_HMAC_KEY does.
    altchaHmacKey: undefined,
    smsProvider: undefined,
    trustProxy: false,
    releaseGate: DEFAULT_RELEASE_GATE,
    beaconRateLimit: DEFAULT_BEACON_RATE_LIMIT,
    ...overrides,
  };
}

/** Builds the app (not yet ready, so a test may add routes first). */
export function buildTestApp(
  testDb: TestDatabase,
  overrides: Partial<AppConfig> = {},
  options: BuildOptions = {},
): App {
  return buildApp(testConfig(testDb, overrides), options);
}

/** Builds, readies and migrates: the usual start of a route test. */
export async function startTestApp(testDb: TestDatabase, overrides: Partial<AppConfig> = {}): Promise<App> {
  const app = buildTestApp(testDb, overrides);
  await app.ready();
  await migrateToLatest(app.db);
  return app;
}

/** startTestApp plus the seed content: the start of a content route test. */
export async function startSeededApp(testDb: TestDatabase, overrides: Partial<AppConfig> = {}): Promise<App> {
  const app = await startTestApp(testDb, overrides);
  await runSeeds(app.db);
  return app;
}

/** A user with a live session, as the account slice's login (or the issue-session CLI) makes one. */
export async function signIn(app: App, email: string, teamName?: string): Promise<{ userId: number; token: string }> {
  const userId = await upsertUser(app.db, email, teamName);
  return { userId, token: await issueSession(app.db, userId) };
}

/** Accept-Language values as the front end sends them (shared/src/api: en → en-us ...). */
export const clientLanguages = ['zh-hk', 'zh-cn', 'en-us'] as const;

/** A migrated database without the app, for tests of data functions (`migrate: false`: of migrations). `close` also drops it. */
export async function openTestDatabase(options: { migrate?: boolean } = {}): Promise<{ db: Kysely<Database>; close(): Promise<void> }> {
  const testDb = await createTestDatabase();
  const { db } = connectDatabase(testDb.database);
  if (options.migrate !== false) await migrateToLatest(db);
  return {
    db,
    async close() {
      await db.destroy();
      await testDb.drop();
    },
  };
}

/**
 * One app on a fresh database for a whole test file: started before its tests, closed and dropped after.
 * `onStart` hands the app to the file's own variable; `options` seeds content or overrides the config
 * (e.g. `portalNow` to put the server's clock inside a window).
 */
export function withTestApp(
  onStart: (app: App, testDb: TestDatabase) => void,
  options: { seeded?: boolean; config?: Partial<AppConfig> } = {},
): void {
  let testDb: TestDatabase;
  let app: App;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = await (options.seeded ? startSeededApp : startTestApp)(testDb, options.config);
    onStart(app, testDb);
  });
  afterAll(async () => {
    await app.close();
    await testDb.drop();
  });
}

/** Writes a fixture file (a shell build, a registry, a capture), making its folders. */
export async function putFile(path: string, content: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
}
