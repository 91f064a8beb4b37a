import { Migrator, type Kysely } from 'kysely';
import { migrationProvider } from './migrations/index.js';
import type { Database } from './schema.js';

/** Applies pending migrations and returns the names it applied (empty when up to date). */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`migration ${failed ?? '(setup)'} failed`, { cause: error });
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
