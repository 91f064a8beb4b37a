import { timelineEntries } from './data/timeline.js';
import type { SeedModule } from './types.js';

export const timelineSeed: SeedModule = {
  name: '001_timeline',
  async run(trx) {
    await trx.insertInto('timeline_entries').values(timelineEntries).execute();
  },
};
