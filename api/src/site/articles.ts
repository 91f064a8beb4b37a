import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ArticleHead } from './head.js';
import { fromContentLanguage } from '../i18n/edges.js';

// The article an article page names (`?id=`), for its head and its status: a page about an article that does not
// exist, is not in the page's category or is unpublished (issue 25), is a 404 (issue 15).

/** The categories of the article pages (shared/src/contracts ARTICLE_CATEGORY). */
export const ARTICLE_CATEGORY = { news: 1, faq: 2 } as const;

/** A positive integer id as a page's query carries it, or null. */
export function articleId(value: string | null): number | null {
  return value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

export async function findArticleHead(db: Kysely<Database>, id: number, category: keyof typeof ARTICLE_CATEGORY): Promise<ArticleHead | null> {
  const article = await db
    .selectFrom('articles')
    .select(['id', 'title', 'abstract', 'cover', 'created_at', 'translation_key'])
    .where('id', '=', id)
    .where('cid', '=', ARTICLE_CATEGORY[category])
    .where('live', '=', 1)
    .executeTakeFirst();
  if (!article) return null;
  const siblings = await db.selectFrom('articles').select(['id', 'lang']).where('translation_key', '=', article.translation_key).where('live', '=', 1).execute();
  const translations: ArticleHead['translations'] = {};
  for (const sibling of siblings) translations[fromContentLanguage(sibling.lang)] = sibling.id;
  return { id: article.id, title: article.title, abstract: article.abstract, cover: article.cover, createdAt: article.created_at, translations };
}
