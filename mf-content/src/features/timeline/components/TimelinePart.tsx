import { getTimeline } from '@portal/shared/api';
import type { TimelineStep } from '@portal/shared/contracts';
import { useRemoteData } from '@portal/shared/data';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { CONTENT_NAMESPACE } from '../../../i18n/translations';
import { GroupedPart } from '../../../components/GroupedPart';
import { formatDate } from '../../../lib/format-date';
import * as styles from './timeline.module.css';

/** Both contests' schedules, each step in the order the process runs. */
export function TimelinePart() {
  const timeline = useRemoteData(({ options }) => getTimeline({}, options), []);
  return <GroupedPart data={timeline}>{(steps) => <Timeline steps={steps} />}</GroupedPart>;
}

function Timeline({ steps }: { steps: readonly TimelineStep[] }) {
  const ordered = [...steps].sort((a, b) => a.step - b.step);
  return (
    <ol className={styles.timeline}>
      {ordered.map((step) => (
        <li key={step.step} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {step.step}
          </span>
          <span className={styles.title}>{step.title}</span>
          <StepDates step={step} />
        </li>
      ))}
    </ol>
  );
}

/** "1 Nov 2023 – 1 Dec 2023", "from …", "until …", a single day, and the note where dates are loose. */
function StepDates({ step }: { step: TimelineStep }) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const start = step.startDate ? formatDate(step.startDate, language) : null;
  const end = step.endDate ? formatDate(step.endDate, language) : null;
  let dates = '';
  if (start && end) dates = start === end ? start : t('timeline.range', { start, end });
  else if (start) dates = t('timeline.from', { start });
  else if (end) dates = t('timeline.until', { end });
  return <span className={styles.when}>{[dates, step.note].filter(Boolean).join(' · ')}</span>;
}
