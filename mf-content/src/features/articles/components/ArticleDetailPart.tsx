import type { ReactNode } from 'react';
import type { Article } from '@portal/shared/contracts';
import { DataPart, PartAlert } from '../../../components/DataPart';
import { useArticle } from '../api/articles';
import { ArticleContent } from './ArticleContent';

interface ArticleDetailPartProps {
  /** From `?id=`; null when the URL has none or not a number. */
  id: number | null;
  /** What to say when there is no such article. */
  notFound: ReactNode;
  /** More parts under the article (its comments), shown only when it exists. */
  after?: (article: Article) => ReactNode;
}

export function ArticleDetailPart({ id, notFound, after }: ArticleDetailPartProps) {
  if (id === null) return <PartAlert>{notFound}</PartAlert>;
  return <LoadedArticle id={id} notFound={notFound} after={after} />;
}

function LoadedArticle({ id, notFound, after }: ArticleDetailPartProps & { id: number }) {
  const article = useArticle(id);
  return (
    <DataPart data={article} notFound={notFound}>
      {(loaded) => (
        <>
          <ArticleContent article={loaded} />
          {after?.(loaded)}
        </>
      )}
    </DataPart>
  );
}
