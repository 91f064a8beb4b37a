import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type KyselyPlugin } from 'kysely';
import type { DatabaseConfig } from '../config.js';
import type { Database } from './schema.js';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** SQLite's own connection, the one Kysely uses: for the few hot paths that batch on prepared statements. */
  sqlite: SQLite.Database | null;
}

export interface ConnectOptions {
  /** Errors of idle PostgreSQL connections (server restart, admin kill); the pool replaces them. */
  onPoolError?: (error: Error) => void;
  /** Kysely plugins on every query of this connection (the public-answer cache watches writes with one). */
  plugins?: KyselyPlugin[];
}

export function connectDatabase(config: DatabaseConfig, options: ConnectOptions = {}): DatabaseHandle {
  if (config.kind === 'postgres') {
    // Kysely opens the pool on the first query; pg is loaded then, so a SQLite process never loads it (about 14 MB).
    const pool = async () => {
      const { default: pg } = await import('pg');
      const opened = new pg.Pool({ connectionString: config.url, max: 10 });
      // Without a listener, pg re-throws an idle client's error and the whole process dies. The default warns with
      // the message as text: emitWarning throws on an error object from another realm (a jest vm context), and a
      // throw here would escape from inside pg's socket handler.
      opened.on('error', options.onPoolError ?? ((error) => process.emitWarning(`PostgreSQL idle connection: ${error.message}`)));
      return opened;
    };
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: options.plugins }), dialect: 'postgres', sqlite: null };
  }
  // The data directory is created on first start so a fresh checkout needs no setup.
  mkdirSync(dirname(config.file), { recursive: true });
  const sqlite = new SQLite(config.file);
  // WAL lets readers run while a write is in progress; SQLite leaves foreign keys off unless asked.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Explicit rather than the build's default: in WAL mode FULL syncs the log at every commit, so an acknowledged
  // vote or registration survives a power loss, not only a crash of the process (docs/adr/0014).
  sqlite.pragma('synchronous = FULL');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), plugins: options.plugins }), dialect: 'sqlite', sqlite };
}
