import { existsSync } from 'node:fs';
import { publicContentChanged } from '../../prerender/public-content.js';
import { fromContentLanguage } from '../../i18n/edges.js';
import { prerenderFile } from '../../shell-html/prerendered.js';
import type { CapturedPage } from '../../shell-html/forget-first-views.js';
import { ARTICLE_CATEGORY } from '../../site/articles.js';
import { counterpart } from '../../site/route-table.js';
import { ARTICLE_PAGE } from '../../site/sitemap.js';
import type { ArticlesEnv } from './env.js';

// What follows a change the public sees (a publication or an unpublication), once it is committed. The public answers
// need nothing: the rows' writes moved the content version they are cached under (ADR 0018). The first views captured
// from the article answers are forgotten, so those pages render live with the change at once, and captured again in
// the background (api/src/prerender/, ADR 0020 "Recapture") — with the pages of the newest articles that have none
// yet (a new article's own page, `/pc/latestNewsDetail?id=…` on both devices, in its row's language).

/** The API paths whose answers show articles: a capture that read one showed them (home's news, lists, details). */
export const ARTICLE_SOURCES = ['/api/article'] as const;

/**
 * What a change of these editor's documents showed: every list (home's news, the news and FAQ lists, the text pages),
 * and the detail answers of the documents' own public rows only (captures record the query they asked: ADR 0020) —
 * not every article page ever captured.
 */
async function changedSources(env: Pick<ArticlesEnv, 'db'>, documentIds: readonly number[]): Promise<string[]> {
  const keys = (await env.db.selectFrom('cms_articles').select('translation_key').where('id', 'in', [0, ...documentIds]).execute())
    .map((row) => row.translation_key)
    .filter((key): key is string => key !== null);
  const rows = keys.length === 0 ? [] : await env.db.selectFrom('articles').select('id').where('translation_key', 'in', keys).execute();
  return ['/api/article/lists', ...rows.map((row) => `/api/article/detail?id=${row.id}`)];
}

/** Public rows (one per language) looked at for pages without a capture: a publication's three, with room to spare. */
const NEWEST_ROWS = 9;

/** The pages of the newest live news and FAQ rows that have no capture (a just-published article's). */
async function uncapturedArticlePages(env: Pick<ArticlesEnv, 'db' | 'prerenderDir'>): Promise<CapturedPage[]> {
  const rows = await env.db
    .selectFrom('articles')
    .select(['id', 'cid', 'lang'])
    .where('live', '=', 1)
    .where('cid', 'in', [ARTICLE_CATEGORY.news, ARTICLE_CATEGORY.faq])
    .orderBy('id', 'desc')
    .limit(NEWEST_ROWS)
    .execute();
  return rows.flatMap((row) => {
    const pc = ARTICLE_PAGE[row.cid === ARTICLE_CATEGORY.news ? 'news' : 'faq'];
    const mobile = counterpart('pc', pc);
    const language = fromContentLanguage(row.lang);
    return [`/pc/${pc}`, ...(mobile ? [`/mobile/${mobile}`] : [])]
      .map((path) => ({ route: `${path}?id=${row.id}`, language }))
      .filter((page) => !existsSync(prerenderFile(env.prerenderDir, page.route, page.language)));
  });
}

/**
 * Called after every committed publication or unpublication of `documentIds` (the editor's documents); answers how many
 * captures were forgotten.
 */
export async function publicArticlesChanged(env: Pick<ArticlesEnv, 'db' | 'prerenderDir'>, documentIds: readonly number[]): Promise<number> {
  return publicContentChanged(env, await changedSources(env, documentIds), await uncapturedArticlePages(env));
}
