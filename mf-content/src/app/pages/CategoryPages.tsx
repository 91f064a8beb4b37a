import { useTranslation } from '@portal/shared/i18n';
import { ARTICLE_CATEGORY, type ArticleCategory } from '@portal/shared/contracts';
import { CONTENT_NAMESPACE } from '../../i18n/translations';
import { Page } from '../../components/Page';
import { pagePath, type PageKey, type PageProps } from '../../config/paths';
import { ArticleListPart } from '../../features/articles/components/ArticleListPart';

interface CategoryPageProps extends PageProps {
  cid: ArticleCategory;
  title: string;
  pageSize?: number;
  /** The page an article's title leads to (`?id=`); plain titles without it. */
  detail?: PageKey;
}

/** A page that is one category's articles in the page's language, a page at a time (`?page=`). */
function CategoryPage({ device, cid, title, pageSize = 10, detail }: CategoryPageProps) {
  return (
    <Page title={title} device={device}>
      <ArticleListPart
        cid={cid}
        pageSize={pageSize}
        linkTo={detail && (({ id }) => pagePath(detail, device, { id }))}
      />
    </Page>
  );
}

/** latestNews, news/consult: the news, each leading to "information details". */
export function NewsListPage({ device }: PageProps) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  return <CategoryPage device={device} cid={ARTICLE_CATEGORY.news} title={t('news.title')} detail="newsDetail" />;
}

/** commonProblem, familiarProblem/index: the questions, each leading to its answer. */
export function FaqListPage({ device }: PageProps) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  return (
    <CategoryPage device={device} cid={ARTICLE_CATEGORY.faq} title={t('faq.title')} pageSize={20} detail="faqDetail" />
  );
}

/** The second contest's highlights (interestingSidelightsTwo, past/games/index). */
export function HighlightsPage({ device }: PageProps) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  return <CategoryPage device={device} cid={ARTICLE_CATEGORY.secondHighlights} title={t('highlights.title')} />;
}

/** pc_wd and m_wd: the spec does not say what they show; the configurable category 7. */
export function WdPage({ device }: PageProps) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  return <CategoryPage device={device} cid={ARTICLE_CATEGORY.wd} title={t('wd.title')} />;
}
