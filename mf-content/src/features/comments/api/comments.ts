import { getArticleComments } from '@portal/shared/api';
import type { Comment, Paged } from '@portal/shared/contracts';
import { useRemoteData, type RemoteData } from '@portal/shared/data';

export const COMMENT_PAGE_SIZE = 10;

/** One page of an article's comments. */
export function useComments(articleId: number, page: number): RemoteData<Paged<Comment>> {
  return useRemoteData(
    ({ options }) => getArticleComments({ article_id: articleId, page_no: page, page_size: COMMENT_PAGE_SIZE }, options),
    [articleId, page],
  );
}
