import type { AdminArticleSummary, AdminArticlesQuery } from '@portal/contracts/admin-articles';
import type { Paged } from '@portal/contracts/common';
import { fetchPage } from '../../content/paging.js';
import { containsPattern, lowerLike } from '../../lib/contains.js';
import { contentActor } from './actors.js';
import type { Db } from './env.js';
import { articlesWithLatest } from './store.js';

// The editor's list: every article whatever its state, the latest change first, filtered by category and state and
// searched in the three titles of the latest revision.

export const ARTICLES_PAGE_SIZE = 20;

function filtered(db: Db, query: AdminArticlesQuery) {
  let q = articlesWithLatest(db);
  if (query.cid !== undefined) q = q.where('a.cid', '=', query.cid);
  if (query.state !== undefined) q = q.where('a.state', '=', query.state);
  const search = query.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    q = q.where((eb) => eb.or([lowerLike(eb.ref('a.title_zh_hk'), pattern), lowerLike(eb.ref('a.title_zh_cn'), pattern), lowerLike(eb.ref('a.title_en'), pattern)]));
  }
  return q;
}

export async function listAdminArticles(db: Db, query: AdminArticlesQuery): Promise<Paged<AdminArticleSummary>> {
  const page = { page_no: query.page_no ?? 1, page_size: query.page_size ?? ARTICLES_PAGE_SIZE };
  const { rows, count } = await fetchPage(filtered(db, query), page, (q) =>
    q
      .selectAll('a')
      .select(['r.actor_kind', 'r.actor_id', 'r.actor_name', 's.name as staff_name'])
      .orderBy('a.updated_at', 'desc')
      .orderBy('a.id', 'desc'),
  );
  const lists = rows.map(
    (row): AdminArticleSummary => ({
      id: row.id,
      cid: row.cid,
      state: row.state,
      titles: { zhComplex: row.title_zh_hk, zhSimple: row.title_zh_cn, en: row.title_en },
      revision: row.revision,
      publishAt: row.publish_at,
      publishedAt: row.published_at,
      updatedAt: row.updated_at,
      updatedBy: contentActor(row),
      sample: row.sample === 1,
    }),
  );
  return { lists, count, ...page };
}
