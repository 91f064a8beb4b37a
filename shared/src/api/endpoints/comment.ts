import type { Comment, CommentBody, Paged } from '@portal/shared/contracts';
import { layerB } from '../layer-b';
import type { RequestOptions } from '../request-options';

export interface ArticleCommentsQuery {
  article_id: number;
  page_no?: number;
  page_size?: number;
}

/** An article's comment history, a page at a time, like /article/lists. */
export function getArticleComments(query: ArticleCommentsQuery, options?: RequestOptions): Promise<Paged<Comment>> {
  return layerB.get('/comment/getArticleIdComment', query, options);
}

/** Needs a token (the client sends it). The server's msg ("comment success") shows when it sets show. */
export function addComment(body: CommentBody, options?: RequestOptions): Promise<Comment> {
  return layerB.post('/comment/add', body, options);
}
