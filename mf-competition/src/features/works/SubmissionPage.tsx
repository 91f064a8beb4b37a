import { useTranslation } from '@portal/shared/i18n';
import { CompetitionPage } from '../../components/CompetitionPage';
import { DataPart } from '../../components/DataPart';
import type { PageProps } from '../../config/paths';
import { COMPETITION_NAMESPACE } from '../../i18n/translations';
import { SubmissionView } from './components/SubmissionView';
import { useSubmissionBasics } from './use-submission';
import { useSubmissionFlow } from './use-submission-flow';

/**
 * Work submission, desktop `/pc/workSubmission` and mobile `/mobile/work-submission/index`: the team's steps,
 * each with its window and what it takes, and for an open step the form that uploads the file (tus) and submits
 * the work. Login-only (the shell guards it). The flow lives above the data part, so a reload of the data (a
 * language switch) keeps the drafts and the upload.
 */
export default function SubmissionPage({ device }: PageProps) {
  const { t } = useTranslation(COMPETITION_NAMESPACE);
  const basics = useSubmissionBasics();
  const flow = useSubmissionFlow();
  return (
    <CompetitionPage device={device} title={t('works.title')}>
      <DataPart data={basics}>{(data) => <SubmissionView {...data} device={device} flow={flow} />}</DataPart>
    </CompetitionPage>
  );
}
