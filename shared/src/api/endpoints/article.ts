import type { Article, ArticleListQuery, Paged } from '@portal/shared/contracts';
import { layerB } from '../layer-b';
import type { RequestOptions } from '../request-options';

export function getArticleList(query: ArticleListQuery, options?: RequestOptions): Promise<Paged<Article>> {
  return layerB.get('/article/lists', query, options);
}

export function getArticleDetail(query: { id: number }, options?: RequestOptions): Promise<Article> {
  return layerB.get('/article/detail', query, options);
}
