import type { WorkStepInfo } from '@portal/shared/contracts';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import * as styles from '../../../components/competition.module.css';
import { COMPETITION_NAMESPACE } from '../../../i18n/translations';
import { formatDay, windowDays } from '../../../lib/dates';

/**
 * Why the team cannot submit at this step now, by the server's reasons. A registration that is missing or has not
 * passed blocks every step: the page says that once, above the steps.
 */
export function StepBlock({ step }: { step: WorkStepInfo }) {
  const { t } = useTranslation(COMPETITION_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  switch (step.blocked) {
    case 'notYetOpen':
      return <p className={styles.notice}>{t('works.block.notYetOpen', { date: formatDay(step.window.from, language) })}</p>;
    case 'closed':
      return <p className={styles.notice}>{t('works.block.closed', { date: windowDays(step.window, language).to })}</p>;
    case 'notShortlisted':
    case 'locked':
      return <p className={styles.notice}>{t(`works.block.${step.blocked}`)}</p>;
    default:
      return null;
  }
}
