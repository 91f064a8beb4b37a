import type { ReactNode } from 'react';
import type { Article } from '@portal/shared/contracts';
import { DataPart, PartAlert } from '../../../components/DataPart';
import { useArticle } from '../api/articles';
import { ArticleContent } from './ArticleContent';
import { PreviewRibbon } from './PreviewRibbon';

interface ArticleDetailPartProps {
  /** From `?id=`; null when the URL has none or not a number. */
  id: number | null;
  /** From `?preview=`: an editor's preview token, or null. */
  preview?: string | null;
  /** What to say when there is no such article. */
  notFound: ReactNode;
  /** More parts under the article (its comments), shown only when it exists. */
  after?: (article: Article) => ReactNode;
}

export function ArticleDetailPart({ id, preview = null, notFound, after }: ArticleDetailPartProps) {
  if (id === null && preview === null) return <PartAlert>{notFound}</PartAlert>;
  return <LoadedArticle id={id} preview={preview} notFound={notFound} after={after} />;
}

function LoadedArticle({ id, preview, notFound, after }: ArticleDetailPartProps) {
  const article = useArticle(id, preview);
  return (
    <DataPart data={article} notFound={notFound}>
      {(loaded) =>
        loaded.preview ? (
          // An unsaved draft: said so, and nothing under it (comments belong to the published article).
          <>
            <PreviewRibbon />
            <ArticleContent article={loaded} />
          </>
        ) : (
          <>
            <ArticleContent article={loaded} />
            {after?.(loaded)}
          </>
        )
      }
    </DataPart>
  );
}
