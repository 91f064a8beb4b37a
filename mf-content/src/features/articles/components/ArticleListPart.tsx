import type { ArticleCategory, ArticleSummary } from '@portal/shared/contracts';
import { PagedPart } from '../../../components/PagedPart';
import { usePageNumber } from '../../../hooks/use-query-number';
import { useArticlePage } from '../api/articles';
import { ArticleList } from './ArticleList';

interface ArticleListPartProps {
  cid: ArticleCategory;
  pageSize: number;
  linkTo?: (article: ArticleSummary) => string;
}

/** A category's articles, a page at a time (`?page=`). */
export function ArticleListPart({ cid, pageSize, linkTo }: ArticleListPartProps) {
  const page = usePageNumber();
  const articles = useArticlePage(cid, page, pageSize);
  return (
    <PagedPart data={articles} page={page} pageSize={pageSize}>
      {(lists) => <ArticleList articles={lists} linkTo={linkTo} />}
    </PagedPart>
  );
}
