import { finalistPosters } from './data/people.js';
import type { SeedModule } from './types.js';

// Issue 11: the vote cards show each film's poster. The sample finalists (seeded by 003_display, which is never
// edited) get their placeholder posters here, on new databases and on ones seeded before. Only a sample row still
// without a poster is touched: a poster an organizer set (`pnpm admin finalists media`) stays.
export const posterSeed: SeedModule = {
  name: '004_finalist_posters',
  async run(trx) {
    for (const { group, position, poster } of finalistPosters) {
      await trx
        .updateTable('finalists')
        .set({ poster })
        .where('contest_group', '=', group)
        .where('position', '=', position)
        .where('sample', '=', 1)
        .where('poster', 'is', null)
        .execute();
    }
  },
};
