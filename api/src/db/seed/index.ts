import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { articlesSeed } from './articles.js';
import { cmsArticlesSeed } from './cms-articles.js';
import { displaySeed } from './display.js';
import { posterSeed } from './posters.js';
import { sampleMediaSeed } from './sample-media.js';
import { displayMediaSeed } from './display-media.js';
import type { SeedContext, SeedModule } from './types.js';

// Later content slices append their modules; order matters only between dependent modules. The schedule is not
// seeded: it is the season file's (seasons/*.json), read at start (an earlier '001_timeline' run may be recorded).
export const seedModules: SeedModule[] = [articlesSeed, displaySeed, posterSeed, cmsArticlesSeed, sampleMediaSeed, displayMediaSeed];

/**
 * Runs each seed module not yet recorded in seed_runs; returns the names it ran. A module that writes public files runs
 * only when `context` says where (the server's start does; most tests do not, and leave it unrecorded).
 */
export async function runSeeds(db: Kysely<Database>, modules: SeedModule[] = seedModules, context: SeedContext = {}): Promise<string[]> {
  const ran: string[] = [];
  for (const seed of modules) {
    if (seed.needs && context[seed.needs] === undefined) continue;
    const applied = await db.transaction().execute(async (trx) => {
      // Claiming the name first makes concurrent starts safe: the loser's insert is a no-op
      // (on PostgreSQL it waits for the winner's commit) and its transaction writes nothing.
      const claim = await trx
        .insertInto('seed_runs')
        .values({ name: seed.name, ran_at: new Date().toISOString() })
        .onConflict((oc) => oc.column('name').doNothing())
        .executeTakeFirst();
      if (!claim.numInsertedOrUpdatedRows) return false;
      await seed.run(trx, context);
      return true;
    });
    if (applied) ran.push(seed.name);
  }
  return ran;
}
