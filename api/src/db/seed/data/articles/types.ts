import type { ArticleCategory } from '../../../schema-content.js';
import type { T3 } from '../text.js';

/**
 * One article in three languages. Paragraphs are plain text (never HTML), each a T3 so the
 * translations stay side by side; the seed stores them as a rich-text document of paragraphs (issue 25). `date` (yyyy-mm-dd) is the publication day; within a day,
 * items earlier in a list are published later, so "newest first" keeps the written order.
 */
export interface ArticleSeed {
  key: string;
  cid: ArticleCategory;
  date: string;
  sample: boolean;
  cover: string | null;
  title: T3;
  abstract: T3;
  paragraphs: T3[];
}
