import { useTranslation } from '@portal/shared/i18n';
import { ARTICLE_CATEGORY } from '@portal/shared/contracts';
import { CONTENT_NAMESPACE } from '../../i18n/translations';
import { Page } from '../../components/Page';
import { Section } from '../../components/Section';
import type { PageProps } from '../../config/paths';
import { ArticleListPart } from '../../features/articles/components/ArticleListPart';
import { WinnersTablePart } from '../../features/winners/components/WinnersTablePart';

const HIGHLIGHTS_PAGE_SIZE = 10;

/** The first contest: its highlights and its winners. */
export default function PreviousCompetitionPage({ device }: PageProps) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  return (
    <Page title={t('previous.title')} device={device}>
      <ArticleListPart cid={ARTICLE_CATEGORY.firstHighlights} pageSize={HIGHLIGHTS_PAGE_SIZE} />
      <Section title={t('winners.title')}>
        <WinnersTablePart />
      </Section>
    </Page>
  );
}
