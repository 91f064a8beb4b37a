import type { Transaction } from 'kysely';
import type { Database } from '../schema.js';

/**
 * One piece of seed content. `name` is recorded in seed_runs when it runs, so it runs once
 * per database; to change seeded content later, add a new module (or a migration), never
 * edit a released one.
 */
export interface SeedModule {
  name: string;
  /**
   * What the module needs besides the database: `publicMediaDir` for one that writes public files (the sample media).
   * Without it in the context, runSeeds leaves the module for a later run that has it (the server's start).
   */
  needs?: 'publicMediaDir';
  run(trx: Transaction<Database>, context: SeedContext): Promise<void>;
}

/** Where seed modules may write files. */
export interface SeedContext {
  /** config.publicMediaDir, served under /media/. */
  publicMediaDir?: string;
  /** config.sampleMediaCache: the sample images' variants kept across databases (media/variant-cache.ts). */
  sampleMediaCache?: string;
}
