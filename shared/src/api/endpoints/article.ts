import type { Article, ArticleDetailQuery, ArticleListQuery, ArticleSummary, Paged } from '@portal/shared/contracts';
import { layerB } from '../layer-b';
import type { RequestOptions } from '../request-options';

export function getArticleList(query: ArticleListQuery, options?: RequestOptions): Promise<Paged<ArticleSummary>> {
  return layerB.get('/article/lists', query, options);
}

/** Our API answers an unknown id with 404 and code 0: pass `{ silent: true }` where the page says so itself. */
export function getArticleDetail(query: ArticleDetailQuery, options?: RequestOptions): Promise<Article> {
  return layerB.get('/article/detail', query, options);
}
