import { useTranslation } from '@portal/shared/i18n';
import { ARTICLE_CATEGORY } from '@portal/shared/contracts';
import { CONTENT_NAMESPACE } from '../../i18n/translations';
import { Page } from '../../components/Page';
import { Section } from '../../components/Section';
import type { PageProps } from '../../config/paths';
import { CategoryArticles } from '../../features/articles/components/CategoryArticles';
import { JudgesPart } from '../../features/judges/components/JudgesPart';
import { PrizesPart } from '../../features/prizes/components/PrizesPart';
import { TimelinePart } from '../../features/timeline/components/TimelinePart';
import { TopicsPart } from '../../features/topics/components/TopicsPart';

/** The competition background: the background article, the process and schedules, topics, prizes and judges. */
export default function BackgroundPage({ device }: PageProps) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  return (
    <Page title={t('background.title')} device={device}>
      <CategoryArticles cid={ARTICLE_CATEGORY.background} />
      <Section title={t('timeline.title')}>
        <TimelinePart />
      </Section>
      <Section title={t('topics.title')}>
        <TopicsPart />
      </Section>
      <Section title={t('prizes.title')}>
        <PrizesPart />
      </Section>
      <Section title={t('judges.title')}>
        <JudgesPart />
      </Section>
    </Page>
  );
}
