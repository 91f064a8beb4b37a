import { spawnSync } from 'node:child_process';
import { sql, type Kysely } from 'kysely';
import { ConfigError, loadConfig, type AppConfig } from '../../config.js';
import { connectDatabase } from '../../db/connect.js';
import { migrateToLatest } from '../../db/migrate.js';
import type { Database } from '../../db/schema.js';
import { repoRoot } from '../../paths.js';
import { buildCommand, buildEnv } from '../../releases/build.js';
import { clockFor, type Clock } from '../../season/clock.js';
import { actorName, CommandError, type CommandIo } from '../command-line.js';

/** What every release command works with: the API's own configuration, database and clock. */
export interface ReleaseContext {
  config: AppConfig;
  db: Kysely<Database>;
  /** The server's clock (PORTAL_NOW), the one that opens and closes windows. */
  clock: Clock;
  io: CommandIo;
  /** Where the remotes' folders are (package.json, dist/): the repository's checkout, read with git. */
  remotesRoot: string;
  /** URL prefix of RELEASES_DIR: /remotes (served by the API) or a CDN origin (REMOTES_PUBLIC_BASE). */
  publicBase: string;
  /** Builds one remote into `<remotesRoot>/<remote>/dist`. */
  build(remote: string, remotesRoot: string): void;
  actor(by: string | undefined): string;
}

/** What tests replace: where the remotes are and how one is built. */
export type ReleaseDependencies = Partial<Pick<ReleaseContext, 'remotesRoot' | 'build'>>;

/** The migration that added release records: `record` and `verify` need it and never apply it themselves. */
const RECORDS_MIGRATION = '014_release_records';

/**
 * Opens the API's configuration and database. Commands that change releases bring the database up to date first, as
 * the server does; `readOnly` ones (`record`, `verify`) write nothing and refuse a database without release records.
 */
export async function openReleaseContext(io: CommandIo, deps: ReleaseDependencies = {}, { readOnly = false } = {}): Promise<ReleaseContext & { close(): Promise<void> }> {
  const config = loadConfig(io.env);
  const publicBase = parsePublicBase(io.env.REMOTES_PUBLIC_BASE);
  const { db } = connectDatabase(config.database);
  try {
    if (readOnly) await requireMigration(db, RECORDS_MIGRATION);
    else await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return {
    config,
    db,
    clock: clockFor(config.portalNow),
    io,
    remotesRoot: deps.remotesRoot ?? repoRoot,
    publicBase,
    build: deps.build ?? buildRemote,
    actor: (by) => actorName(by, io.env),
    close: () => db.destroy(),
  };
}

function parsePublicBase(value: string | undefined): string {
  const base = (value?.trim() || '/remotes').replace(/\/+$/, '');
  if (!/^(\/(?!\/)|https?:\/\/)\S*$/.test(base)) throw new ConfigError(`REMOTES_PUBLIC_BASE must be a root-relative path or an http(s) URL, got "${value}"`);
  return base;
}

async function requireMigration(db: Kysely<Database>, name: string): Promise<void> {
  const applied = await sql<{ name: string }>`select name from kysely_migration where name = ${name}`.execute(db).then(
    (result) => result.rows.length > 0,
    () => false,
  );
  if (!applied) throw new CommandError(`the database has no release records yet (migration ${name}): run \`pnpm release status\` or start the upgraded API once to add them`);
}

function buildRemote(remote: string, remotesRoot: string): void {
  // The build's own output goes to the terminal; ours stays on io.
  const [command, args] = buildCommand(remote);
  const result = spawnSync(command, args, { cwd: remotesRoot, env: buildEnv(), stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.error) throw new CommandError(`cannot run the build of ${remote}: ${result.error.message}`);
  if (result.status !== 0) throw new CommandError(`the build of ${remote} failed (exit ${result.status ?? result.signal}): nothing published`);
}
