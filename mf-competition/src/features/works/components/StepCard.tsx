import { useId } from 'react';
import { useTranslation } from '@portal/shared/i18n';
import type { Device, MatchCenter, TopicOption, WorkStepInfo } from '@portal/shared/contracts';
import * as styles from '../../../components/competition.module.css';
import { WorkFacts } from '../../../components/WorkFacts';
import { COMPETITION_NAMESPACE } from '../../../i18n/translations';
import type { SubmissionFlow } from '../use-submission-flow';
import { StepBlock } from './StepBlock';
import { StepRules } from './StepRules';
import { SubmittedNote } from './SubmittedNote';
import { WorkForm } from './WorkForm';

interface StepCardProps {
  step: WorkStepInfo;
  /** The step the server offers first (open now for this team). */
  current: boolean;
  registration: NonNullable<MatchCenter['registration']>;
  topics: TopicOption[];
  device: Device;
  flow: SubmissionFlow;
}

/**
 * One step: its window and rules, the team's work, and — while the server lets the team submit — the form, or
 * the way to replace the work (a new file replaces the earlier one until the deadline). Otherwise why not.
 */
export function StepCard({ step, current, registration, topics, device, flow }: StepCardProps) {
  const { t } = useTranslation(COMPETITION_NAMESPACE);
  const headingId = useId();
  const justSent = flow.submitted[step.step];
  const work = justSent ?? step.work;
  const formOpen = step.canSubmit && (!work || Boolean(flow.replacing[step.step]));
  return (
    <li className={styles.step} aria-current={current ? 'step' : undefined}>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {step.title}
        </h2>
        <StepRules step={step} />
        {work && (
          <>
            <h3 className={styles.subTitle}>{t('works.yourWork')}</h3>
            <WorkFacts work={work} receiptOpen={Boolean(justSent)} />
          </>
        )}
        {justSent && !formOpen && <SubmittedNote device={device} />}
        {formOpen && <WorkForm step={step} registration={registration} work={work} topics={topics} flow={flow} />}
        {step.canSubmit && !formOpen && (
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={() => flow.replace(step.step, true)}>
              {t('works.replace')}
            </button>
          </div>
        )}
        {!step.canSubmit && <StepBlock step={step} />}
      </section>
    </li>
  );
}
