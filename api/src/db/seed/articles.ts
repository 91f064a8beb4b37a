import { CONTENT_LANGUAGES } from '@portal/contracts/languages';
import { paragraphsToDocument } from '@portal/contracts/rich-text-rules';
import type { ArticleTable } from '../schema-content.js';
import { articleSeeds, type ArticleSeed } from './data/articles/index.js';
import type { SeedModule } from './types.js';

// T3 order: Traditional Chinese, Simplified Chinese, English.
const languages = CONTENT_LANGUAGES;

/**
 * Publication time: 10:00 Hong Kong time on the seed's day, minus one second per position in
 * the list, so items sharing a day keep their written order when sorted newest first.
 */
function publishedAt(date: string, position: number): string {
  return new Date(Date.parse(`${date}T10:00:00+08:00`) - position * 1000).toISOString();
}

export function articleRows(seeds: ArticleSeed[] = articleSeeds): Omit<ArticleTable, 'id'>[] {
  return seeds.flatMap((seed, position) =>
    languages.map((lang, l) => ({
      translation_key: seed.key,
      lang,
      cid: seed.cid,
      title: seed.title[l] ?? '',
      abstract: seed.abstract[l] ?? '',
      cover: seed.cover,
      content: JSON.stringify(paragraphsToDocument(seed.paragraphs.map((paragraph) => paragraph[l] ?? ''))),
      sample: seed.sample ? 1 : 0,
      created_at: publishedAt(seed.date, position),
    })),
  );
}

export const articlesSeed: SeedModule = {
  name: '002_articles',
  async run(trx) {
    await trx.insertInto('articles').values(articleRows()).execute();
  },
};
