import { columns } from './data/text.js';
import { galleryRows, partnerRows } from './data/media.js';
import { finalistRows, judgeRows, winnerRows } from './data/people.js';
import { prizeRows } from './data/prizes.js';
import { topicSeeds } from './data/topics.js';
import type { SeedModule } from './types.js';

const topicRows = topicSeeds.map((topic, index) => ({
  contest_group: topic.group,
  // Position within the group: the topics of each group are listed consecutively.
  position: topicSeeds.slice(0, index).filter((other) => other.group === topic.group).length + 1,
  topic_key: topic.key,
  ...columns('title', topic.title),
  ...columns('summary', topic.summary),
}));

/** The display tables of the home, finalists, winners and gallery pages. */
export const displaySeed: SeedModule = {
  name: '003_display',
  async run(trx) {
    await trx.insertInto('prizes').values(prizeRows).execute();
    await trx.insertInto('topics').values(topicRows).execute();
    await trx.insertInto('judges').values(judgeRows).execute();
    await trx.insertInto('finalists').values(finalistRows).execute();
    await trx.insertInto('winners').values(winnerRows).execute();
    await trx.insertInto('partners').values(partnerRows).execute();
    await trx.insertInto('gallery_images').values(galleryRows).execute();
  },
};
