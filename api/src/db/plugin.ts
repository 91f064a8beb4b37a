import type SQLite from 'better-sqlite3';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DatabaseConfig } from '../config.js';
import { WriteWatch } from '../cache/content-version.js';
import { connectDatabase, type DialectName } from './connect.js';
import type { Database } from './schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbDialect: DialectName;
    /** The SQLite connection under `db` (null on PostgreSQL); use it only inside `db.connection()`. */
    dbSqlite: SQLite.Database | null;
    /** Told after every write through `db` (the public-answer cache forgets its reading of the content version). */
    dbWrites: WriteWatch;
  }
}

export interface DbPluginOptions {
  database: DatabaseConfig;
}

/** One Kysely instance for the whole app; closed with the app. Migrations are run by the caller. */
export const dbPlugin = fp<DbPluginOptions>(
  async (app, { database }) => {
    const writes = new WriteWatch();
    const { db, dialect, sqlite } = connectDatabase(database, {
      onPoolError: (err) => app.log.warn({ err }, 'idle database connection failed'),
      plugins: [writes],
    });
    app.decorate('db', db);
    app.decorate('dbDialect', dialect);
    app.decorate('dbSqlite', sqlite);
    app.decorate('dbWrites', writes);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'db' },
);
