import { useTranslation } from '@portal/shared/i18n';
import { ARTICLE_CATEGORY } from '@portal/shared/contracts';
import { CONTENT_NAMESPACE } from '../../i18n/translations';
import { Page } from '../../components/Page';
import { Section } from '../../components/Section';
import type { PageProps } from '../../config/paths';
import { CategoryArticles } from '../../features/articles/components/CategoryArticles';
import { PartnersPart } from '../../features/partners/components/PartnersPart';

/** About us: the about articles and the partners by role. */
export default function AboutPage({ device }: PageProps) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  return (
    <Page title={t('about.title')} device={device}>
      <CategoryArticles cid={ARTICLE_CATEGORY.about} />
      <Section title={t('partners.title')}>
        <PartnersPart />
      </Section>
    </Page>
  );
}
