import { useTranslation } from '@portal/shared/i18n';
import type { Device } from '@portal/shared/contracts';
import * as styles from '../../../components/competition.module.css';
import { COMPETITION_NAMESPACE } from '../../../i18n/translations';
import type { SubmissionBasics } from '../use-submission';
import type { SubmissionFlow } from '../use-submission-flow';
import { RegistrationNotice } from './RegistrationNotice';
import { StepCard } from './StepCard';

interface SubmissionViewProps extends SubmissionBasics {
  device: Device;
  flow: SubmissionFlow;
}

/** A registered team's steps; a team without a passed registration learns why it cannot submit, and where to go. */
export function SubmissionView({ center, topics, device, flow }: SubmissionViewProps) {
  const { t } = useTranslation(COMPETITION_NAMESPACE);
  const { registration } = center;
  if (!registration || center.group === null) return <RegistrationNotice device={device} registration={null} />;
  return (
    <>
      {registration.status === 'passed' ? (
        <p className={styles.teamLine}>
          <strong>{registration.teamName}</strong> · {t(`group.${center.group}.name`)} · {registration.topicTitle}
        </p>
      ) : (
        <RegistrationNotice device={device} registration={{ group: center.group, status: registration.status }} />
      )}
      <p className={styles.hint}>{t('works.replaceRule')}</p>
      {center.steps.length ? (
        <ol className={styles.steps}>
          {center.steps.map((step) => (
            <StepCard
              key={step.step}
              step={step}
              current={step.step === center.current}
              registration={registration}
              topics={topics}
              device={device}
              flow={flow}
            />
          ))}
        </ol>
      ) : (
        <p className={styles.muted}>{t('works.noSteps')}</p>
      )}
    </>
  );
}
