import type { Migration, MigrationProvider } from 'kysely';
import * as m001 from './001_init.js';

// A static list rather than a folder scan: it works the same from src (tsx, jest) and dist,
// and both dialects run exactly these. Names sort, so keep the numeric prefix.
export const migrations: Record<string, Migration> = {
  '001_init': m001,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
