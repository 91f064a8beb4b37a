import { useTranslation } from '@portal/shared/i18n';
import { ARTICLE_CATEGORY } from '@portal/shared/contracts';
import { CONTENT_NAMESPACE } from '../../i18n/translations';
import { Page } from '../../components/Page';
import { Section } from '../../components/Section';
import { pagePath, type PageProps } from '../../config/paths';
import { LatestArticlesPart } from '../../features/articles/components/LatestArticlesPart';
import { ArCode } from '../../features/home/components/ArCode';
import { Banner } from '../../features/home/components/Banner';
import { Intro } from '../../features/home/components/Intro';
import { LiveStreamPart } from '../../features/home/components/LiveStreamPart';
import { QuestionnaireDialog } from '../../features/home/components/QuestionnaireDialog';
import { PartnersPart } from '../../features/partners/components/PartnersPart';
import { PrizesPart } from '../../features/prizes/components/PrizesPart';
import { WinnersMarqueePart } from '../../features/winners/components/WinnersMarqueePart';

/** §9: the home page shows the four latest news items. */
export const HOME_NEWS_COUNT = 4;

/** §2 "Home page", in the spec's order. */
export default function HomePage({ device }: PageProps) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  return (
    <Page title={t('home.title')} device={device}>
      <Banner device={device} />
      <LiveStreamPart />
      <Intro device={device} />
      <Section title={t('prizes.title')}>
        <PrizesPart />
      </Section>
      <Section title={t('news.latest')}>
        <LatestArticlesPart
          cid={ARTICLE_CATEGORY.news}
          count={HOME_NEWS_COUNT}
          linkTo={({ id }) => pagePath('newsDetail', device, { id })}
          moreTo={pagePath('news', device)}
        />
      </Section>
      <Section title={t('winners.previous')}>
        <WinnersMarqueePart />
      </Section>
      <Section title={t('partners.title')}>
        <PartnersPart />
      </Section>
      <Section title={t('home.more')}>
        <ArCode />
        <QuestionnaireDialog />
      </Section>
    </Page>
  );
}
