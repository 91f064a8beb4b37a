import type { Transaction } from 'kysely';
import type { Database } from '../schema.js';

/**
 * One piece of seed content. `name` is recorded in seed_runs when it runs, so it runs once
 * per database; to change seeded content later, add a new module (or a migration), never
 * edit a released one.
 */
export interface SeedModule {
  name: string;
  run(trx: Transaction<Database>): Promise<void>;
}
