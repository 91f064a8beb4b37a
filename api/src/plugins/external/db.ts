import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DatabaseConfig } from '../../config.js';
import { connectDatabase, type DialectName } from '../../db/connect.js';
import type { Database } from '../../db/schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbDialect: DialectName;
  }
}

export interface DbPluginOptions {
  database: DatabaseConfig;
}

/** One Kysely instance for the whole app; closed with the app. Migrations are run by the caller. */
export const dbPlugin = fp<DbPluginOptions>(
  async (app, { database }) => {
    const { db, dialect } = connectDatabase(database, {
      onPoolError: (err) => app.log.warn({ err }, 'idle database connection failed'),
    });
    app.decorate('db', db);
    app.decorate('dbDialect', dialect);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'db' },
);
