import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ArticleCategory, ArticleTable, ContentLanguage } from '../db/schema-content.js';
import type { Article, ArticleSummary } from '@portal/contracts/content';
import { readArticleBody } from './article-body.js';
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

/** Where a damaged body is reported (the request's logger): the row is still answered, with its valid blocks. */
export type BodyWarnings = Pick<FastifyBaseLogger, 'warn'>;

// An unpublished article (issue 25) keeps its rows — comments refer to their ids — with `live` off: no reader here
// shows it, nor takes comments for it, until it is published again.

/**
 * An article by id; with `lang`, the same article (same translation_key) in that language, so a
 * page can follow a language switch without knowing the other version's id.
 */
export async function findArticle(db: Kysely<Database>, id: number, lang: ContentLanguage | undefined, log: BodyWarnings): Promise<Article | undefined> {
  let query = db.selectFrom('articles').where('live', '=', 1);
  if (lang === undefined) {
    query = query.where('id', '=', id);
  } else {
    const sameKey = db.selectFrom('articles').select('translation_key').where('id', '=', id);
    query = query.where('translation_key', '=', sameKey).where('lang', '=', lang);
  }
  const row = await query.selectAll().executeTakeFirst();
  if (!row) return undefined;
  const body = readArticleBody(row.content);
  if (!body.intact) {
    // Once per read of the row: the public answer cache (ADR 0018) keeps the cleaned answer until the content changes.
    log.warn({ articleId: row.id, format: body.format, droppedBlocks: body.dropped }, 'article body is not a valid rich-text document: only its valid blocks are served');
  }
  return { ...toSummary(row), content: body.document };
}

export async function articleExists(db: Kysely<Database>, id: number): Promise<boolean> {
  return (await db.selectFrom('articles').select('id').where('id', '=', id).where('live', '=', 1).executeTakeFirst()) !== undefined;
}
