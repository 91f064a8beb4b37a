import type { Kysely } from 'kysely';
import { adoptPublicArticles } from '../migrations/021_cms_articles.js';
import type { SeedModule } from './types.js';

// Issue 25: editors edit the sample news like any article. Migration 021 adopted the rows a database already had; on a
// new database the articles seed (002_articles, never edited) writes its rows after the migrations, and this module
// makes each of them a published document at revision 1 the same way (the migration's own function).
export const cmsArticlesSeed: SeedModule = {
  name: '005_cms_articles',
  async run(trx) {
    await adoptPublicArticles(trx as unknown as Kysely<unknown>, 'seed 005_cms_articles');
  },
};
