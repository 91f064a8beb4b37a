import type { WorkStepInfo } from '@portal/shared/contracts';
import { HTML_LANG, useLanguageStore, useTranslation } from '@portal/shared/i18n';
import * as styles from '../../../components/competition.module.css';
import { COMPETITION_NAMESPACE } from '../../../i18n/translations';
import { windowDays } from '../../../lib/dates';
import { formatBytes, formatClock } from '../../../lib/format';
import { typesLabel } from '../file-types';

/** When the step takes works (Hong Kong days) and what it takes: types, size, a film's length. */
export function StepRules({ step }: { step: WorkStepInfo }) {
  const { t } = useTranslation(COMPETITION_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const minutes = step.maxSeconds === null ? null : new Intl.NumberFormat(HTML_LANG[language]).format(step.maxSeconds / 60);
  return (
    <ul className={styles.rules}>
      <li>
        {t('works.step.window', windowDays(step.window, language))}{' '}
        <strong className={styles[step.phase]}>{t(`works.phase.${step.phase}`)}</strong>
      </li>
      <li>{t('works.rules.types', { types: typesLabel(step.accept) })}</li>
      <li>{t('works.rules.size', { limit: formatBytes(step.maxBytes, language) })}</li>
      {step.maxSeconds !== null && <li>{t('works.rules.film', { minutes, clock: formatClock(step.maxSeconds) })}</li>}
    </ul>
  );
}
