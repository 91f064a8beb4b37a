import type { Comment, CommentBody } from '@portal/shared/contracts';
import { layerB } from '../layer-b';
import type { RequestOptions } from '../request-options';

export function getArticleComments(query: { article_id: number }, options?: RequestOptions): Promise<Comment[]> {
  return layerB.get('/comment/getArticleIdComment', query, options);
}

export function addComment(body: CommentBody, options?: RequestOptions): Promise<unknown> {
  return layerB.post('/comment/add', body, options);
}
