import type { Comment, CommentBody, CommentListQuery, CommentReportBody, Paged } from '@portal/shared/contracts';
import { layerB } from '../layer-b';
import type { RequestOptions } from '../request-options';

/** An article's comment history, a page at a time, like /article/lists. */
export function getArticleComments(query: CommentListQuery, options?: RequestOptions): Promise<Paged<Comment>> {
  return layerB.get('/comment/getArticleIdComment', query, options);
}

/** Needs a token (the client sends it). The server's msg ("comment success") shows when it sets show. */
export function addComment(body: CommentBody, options?: RequestOptions): Promise<Comment> {
  return layerB.post('/comment/add', body, options);
}

/** Anyone may report, with a token or without; the server answers a repeated report as the first. */
export function reportComment(body: CommentReportBody, options?: RequestOptions): Promise<null> {
  return layerB.post('/comment/report', body, options);
}
