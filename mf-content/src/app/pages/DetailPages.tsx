import type { ReactNode } from 'react';
import { Link, useSearchParams } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import type { Article } from '@portal/shared/contracts';
import { CONTENT_NAMESPACE } from '../../i18n/translations';
import { Page } from '../../components/Page';
import { pagePath, type PageKey, type PageProps } from '../../config/paths';
import { useQueryNumber } from '../../hooks/use-query-number';
import { ArticleDetailPart } from '../../features/articles/components/ArticleDetailPart';
import { CommentSection } from '../../features/comments/components/CommentSection';

interface DetailPageProps extends PageProps {
  title: string;
  /** What to say for an unknown id, and the list to go back to. */
  notFound: string;
  list: PageKey;
  backLabel: string;
  after?: (article: Article) => ReactNode;
}

/** One article by `?id=`; an unknown or missing id says so and leads back to the list. */
function DetailPage({ device, title, notFound, list, backLabel, after }: DetailPageProps) {
  const id = useQueryNumber('id');
  const [params] = useSearchParams();
  return (
    <Page title={title} device={device}>
      <ArticleDetailPart
        id={id}
        preview={params.get('preview')}
        notFound={
          <>
            <p>{notFound}</p>
            <Link to={pagePath(list, device)}>{backLabel}</Link>
          </>
        }
        after={after}
      />
    </Page>
  );
}

/** latestNewsDetail, news/consult/detail: "information details", with the comments and the comment form. */
export function NewsDetailPage({ device }: PageProps) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  return (
    <DetailPage
      device={device}
      title={t('news.detailTitle')}
      notFound={t('news.notFound')}
      list="news"
      backLabel={t('news.backToList')}
      after={(article) => <CommentSection articleId={article.id} device={device} />}
    />
  );
}

/** commonProblemDetail, familiarProblem/detail: one question and its answer. */
export function FaqDetailPage({ device }: PageProps) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  return (
    <DetailPage
      device={device}
      title={t('faq.detailTitle')}
      notFound={t('faq.notFound')}
      list="faq"
      backLabel={t('faq.backToList')}
    />
  );
}
