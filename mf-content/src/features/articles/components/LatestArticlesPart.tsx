import { Link } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import type { ArticleCategory, ArticleSummary } from '@portal/shared/contracts';
import { CONTENT_NAMESPACE } from '../../../i18n/translations';
import { DataPart } from '../../../components/DataPart';
import { useArticlePage } from '../api/articles';
import { ArticleList } from './ArticleList';
import * as styles from './articles.module.css';

interface LatestArticlesPartProps {
  cid: ArticleCategory;
  count: number;
  linkTo: (article: ArticleSummary) => string;
  /** The full list ("See more"). */
  moreTo: string;
}

/** The newest few articles of a category, title and abstract, and a link to all of them. */
export function LatestArticlesPart({ cid, count, linkTo, moreTo }: LatestArticlesPartProps) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const articles = useArticlePage(cid, 1, count);
  return (
    <>
      <DataPart data={articles}>{({ lists }) => <ArticleList articles={lists} linkTo={linkTo} compact />}</DataPart>
      <p className={styles.more}>
        <Link to={moreTo}>{t('news.seeMore')}</Link>
      </p>
    </>
  );
}
