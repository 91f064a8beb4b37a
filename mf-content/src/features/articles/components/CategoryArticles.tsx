import type { ArticleCategory } from '@portal/shared/contracts';
import { DataPart } from '../../../components/DataPart';
import { useCategoryArticles } from '../api/articles';
import { ArticleContent } from './ArticleContent';

/** Every article of a small category in full (the background, about us). */
export function CategoryArticles({ cid }: { cid: ArticleCategory }) {
  const articles = useCategoryArticles(cid);
  return (
    <DataPart data={articles}>
      {(loaded) => loaded.map((article) => <ArticleContent key={article.id} article={article} showDate={false} />)}
    </DataPart>
  );
}
