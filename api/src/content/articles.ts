import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ArticleCategory, ArticleTable, ContentLanguage } from '../db/schema-content.js';
import type { Article, ArticleSummary } from '@portal/contracts/content';
import { fetchPage, type Page, type PageRequest } from './paging.js';

const summaryColumns = ['id', 'cid', 'lang', 'title', 'abstract', 'cover', 'sample', 'created_at'] as const;

type SummaryRow = Pick<Selectable<ArticleTable>, (typeof summaryColumns)[number]>;

function toSummary(row: SummaryRow): ArticleSummary {
  return {
    id: row.id,
    cid: row.cid,
    type: row.lang,
    title: row.title,
    abstractField: row.abstract,
    cover: row.cover,
    createTime: row.created_at,
    sample: row.sample === 1,
  };
}

export interface ArticleFilter extends PageRequest {
  lang: ContentLanguage;
  cid?: ArticleCategory;
}

/** One page of a language's articles, newest first (ties by id, so pages never overlap). */
export async function listArticles(db: Kysely<Database>, filter: ArticleFilter): Promise<Page<ArticleSummary>> {
  let query = db.selectFrom('articles').where('lang', '=', filter.lang).where('live', '=', 1);
  if (filter.cid !== undefined) query = query.where('cid', '=', filter.cid);
  const { rows, count } = await fetchPage(query, filter, (q) =>
    q.select(summaryColumns).orderBy('created_at', 'desc').orderBy('id', 'desc'),
  );
  return { lists: rows.map(toSummary), count, page_no: filter.page_no, page_size: filter.page_size };
}

// An unpublished article (issue 25) keeps its rows — comments refer to their ids — with `live` off: no reader here
// shows it, nor takes comments for it, until it is published again.

/**
 * An article by id; with `lang`, the same article (same translation_key) in that language, so a
 * page can follow a language switch without knowing the other version's id.
 */
export async function findArticle(db: Kysely<Database>, id: number, lang?: ContentLanguage): Promise<Article | undefined> {
  let query = db.selectFrom('articles').where('live', '=', 1);
  if (lang === undefined) {
    query = query.where('id', '=', id);
  } else {
    const sameKey = db.selectFrom('articles').select('translation_key').where('id', '=', id);
    query = query.where('translation_key', '=', sameKey).where('lang', '=', lang);
  }
  const row = await query.selectAll().executeTakeFirst();
  return row && { ...toSummary(row), content: parseParagraphs(row.content) };
}

export async function articleExists(db: Kysely<Database>, id: number): Promise<boolean> {
  return (await db.selectFrom('articles').select('id').where('id', '=', id).where('live', '=', 1).executeTakeFirst()) !== undefined;
}

/** The content column is a JSON array of paragraphs; anything else is shown as one paragraph. */
function parseParagraphs(content: string): string[] {
  try {
    const value: unknown = JSON.parse(content);
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  } catch {
    // not JSON: fall through
  }
  return [content];
}
