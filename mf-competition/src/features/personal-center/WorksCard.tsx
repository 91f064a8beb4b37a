import { Link } from '@portal/shared/router';
import { getMatchCenter, getUserWorkList } from '@portal/shared/api';
import type { SlotProps, Work, WorkStepInfo } from '@portal/shared/contracts';
import { useRemoteData } from '@portal/shared/data';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { DataPart } from '../../components/DataPart';
import * as styles from '../../components/competition.module.css';
import { WorkFacts } from '../../components/WorkFacts';
import { submissionPath } from '../../config/paths';
import { COMPETITION_NAMESPACE } from '../../i18n/translations';
import { windowDays } from '../../lib/dates';

interface TeamWorks {
  works: Work[];
  /** Open steps the team has no work for yet ("not submitted"). */
  missing: WorkStepInfo[];
}

/** An open step without a work is "not submitted" — unless only shortlisted teams may submit there. */
function missingSteps(steps: WorkStepInfo[], works: Work[]): WorkStepInfo[] {
  return steps.filter(
    (step) => step.phase === 'open' && step.blocked !== 'notShortlisted' && !works.some((work) => work.step === step.step),
  );
}

/**
 * Slot 'personalCenter.works' (the personal center of mf-account gives the heading): the team's works — status,
 * file, when sent, the file to download — the open steps it has not submitted to yet, and the way to the
 * submission page.
 */
export default function WorksCard({ device }: SlotProps) {
  const { t } = useTranslation(COMPETITION_NAMESPACE);
  const data = useRemoteData<TeamWorks>(async ({ options }) => {
    const [works, center] = await Promise.all([getUserWorkList(options), getMatchCenter(options)]);
    return { works, missing: missingSteps(center.steps, works) };
  }, []);
  return (
    <DataPart data={data}>
      {({ works, missing }) => (
        <>
          {works.length || missing.length ? (
            <ul className={styles.workList}>
              {missing.map((step) => (
                <MissingWork key={step.step} step={step} />
              ))}
              {works.map((work) => (
                <li key={work.id} className={styles.workItem}>
                  <h3 className={styles.subTitle}>{work.stepTitle}</h3>
                  <WorkFacts work={work} />
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{t('works.none')}</p>
          )}
          <Link className={styles.link} to={submissionPath(device)}>
            {t('works.card.open')}
          </Link>
        </>
      )}
    </DataPart>
  );
}

function MissingWork({ step }: { step: WorkStepInfo }) {
  const { t } = useTranslation(COMPETITION_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  return (
    <li className={styles.workItem}>
      <h3 className={styles.subTitle}>{step.title}</h3>
      <p className={styles.status}>
        {t('works.fact.status')} <strong className={styles.notSubmitted}>{t('works.status.notSubmitted')}</strong>
      </p>
      <p>{t('works.step.window', windowDays(step.window, language))}</p>
    </li>
  );
}
