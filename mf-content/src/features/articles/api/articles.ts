import { getArticleDetail, getArticleList } from '@portal/shared/api';
import type { Article, ArticleCategory, ArticleSummary, Paged } from '@portal/shared/contracts';
import { useRemoteData, type RemoteData } from '@portal/shared/data';

/** One page of a category's articles, written in the page's language. */
export function useArticlePage(cid: ArticleCategory, page: number, pageSize: number): RemoteData<Paged<ArticleSummary>> {
  return useRemoteData(
    ({ options, contentLanguage }) =>
      getArticleList({ cid, page_no: page, page_size: pageSize, type: contentLanguage }, options),
    [cid, page, pageSize],
  );
}

/** How many articles a category page shows in full (background, about: a few sections each). */
const FULL_CATEGORY_SIZE = 10;

/** Every article of a small category with its body: the list, then each article. */
export function useCategoryArticles(cid: ArticleCategory): RemoteData<Article[]> {
  return useRemoteData(async ({ options, contentLanguage }) => {
    const page = await getArticleList({ cid, page_no: 1, page_size: FULL_CATEGORY_SIZE, type: contentLanguage }, options);
    return Promise.all(page.lists.map(({ id }) => getArticleDetail({ id }, options)));
  }, [cid]);
}

/**
 * One article; the part says "not found" itself for an unknown id (the call is silent). With an editor's preview token
 * (`?preview=`) the API answers the unsaved draft it holds (`preview: true`), or the public article once it has expired.
 */
export function useArticle(id: number | null, preview: string | null = null): RemoteData<Article> {
  return useRemoteData(({ options }) => getArticleDetail({ ...(id === null ? {} : { id }), ...(preview === null ? {} : { preview }) }, options), [id, preview]);
}
