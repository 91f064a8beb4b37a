import type { AdminWork } from '@portal/contracts/admin-review';
import { Link, useParams } from '@portal/shared/router';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { LoadFailed, Loading } from '../../components/Loading';
import { useDocumentTitle } from '../../components/SignInCard';
import { adminPath } from '../../config/paths';
import { useStaffData } from '../../hooks/use-staff-data';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import '../../i18n/review-texts'; // this page's texts come with it (not on the sign-in's first load)
import { formatBytes, formatDuration, formatInstant } from '../../lib/format';
import { fetchWork } from './api';
import { StatusChange } from './StatusChange';
import { WorkFile } from './WorkFile';
import { WorkHistory } from './WorkHistory';
import { WorkStatusBadge } from './WorkStatusBadge';
import * as styles from './works.module.css';

/** /admin/works/:id: the work's facts, its file in the browser (or to download), its history and its next status. */
export default function WorkPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { id = '' } = useParams();
  const record = useStaffData(`work:${id}`, (signal) => fetchWork(id, signal));
  const title = record.data ? t('works.title', { id: record.data.id, title: record.data.title }) : t('works.titleId', { id });
  useDocumentTitle(title);
  return (
    <>
      <p className={styles.back}>
        <Link to={adminPath('works')}>{t('works.backToList')}</Link>
      </p>
      <h1>{title}</h1>
      {record.data ? (
        <Record work={record.data} onChanged={record.replace} />
      ) : record.status === 'failed' ? (
        <LoadFailed retry={record.reload} />
      ) : (
        <Loading />
      )}
    </>
  );
}

function Record({ work, onChanged }: { work: AdminWork; onChanged: (next: AdminWork) => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const { file } = work;
  return (
    <div className={styles.record}>
      <div className={styles.columns}>
        <WorkFile file={file} />
        <section aria-labelledby="work-facts" className={styles.panel}>
          <h2 id="work-facts">{t('works.facts')}</h2>
          <dl className={styles.facts}>
            <dt>{t('review.status')}</dt>
            <dd><WorkStatusBadge status={work.status} /></dd>
            <dt>{t('works.team')}</dt>
            <dd>
              <Link to={adminPath('registrations/:id').replace(':id', String(work.registrationId))}>{work.teamName}</Link>
            </dd>
            <dt>{t('review.group')}</dt>
            <dd>{t(`review.groupName.${work.group}`)}</dd>
            <dt>{t('review.step')}</dt>
            <dd>{work.stepTitle}</dd>
            <dt>{t('works.topic')}</dt>
            <dd>{work.topicTitle}</dd>
            <dt>{t('works.fileName')}</dt>
            <dd>{file.name}</dd>
            <dt>{t('works.fileType')}</dt>
            <dd>{`${file.type.toUpperCase()} (${file.mime})`}</dd>
            <dt>{t('works.size')}</dt>
            <dd>{formatBytes(file.size, language)}</dd>
            {file.durationSeconds !== null && (
              <>
                <dt>{t('works.duration')}</dt>
                <dd>{formatDuration(file.durationSeconds)}</dd>
              </>
            )}
            {file.sha256 && (
              <>
                <dt>SHA-256</dt>
                <dd className={styles.hash}>{file.sha256}</dd>
              </>
            )}
            <dt>{t('works.submitted')}</dt>
            <dd>{formatInstant(work.submittedAt, language)}</dd>
            <dt>{t('works.updated')}</dt>
            <dd>{formatInstant(work.updatedAt, language)}</dd>
            <dt>{t('review.season')}</dt>
            <dd>{work.season}</dd>
          </dl>
        </section>
      </div>
      <StatusChange work={work} onChanged={onChanged} />
      <WorkHistory history={work.history} />
    </div>
  );
}
