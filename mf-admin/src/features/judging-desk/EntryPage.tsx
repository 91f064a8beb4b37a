import { useState } from 'react';
import type { JudgeEntry } from '@portal/contracts/admin-judging';
import { Link, useNavigate, useParams } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { LoadFailed, Loading } from '../../components/Loading';
import { useDocumentTitle } from '../../components/SignInCard';
import { adminPath } from '../../config/paths';
import { useStaffData } from '../../hooks/use-staff-data';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import '../../i18n/judging-desk-texts'; // this page's texts come with it (not on the sign-in's first load)
import { fetchEntry } from './api';
import { ConflictDialog } from './ConflictDialog';
import { Rubric } from './Rubric';
import { WorkFiles } from './WorkFiles';
import * as styles from './judging-desk.module.css';

const entryPath = (id: number) => adminPath('judging-desk/:id').replace(':id', String(id));

/** /admin/judging-desk/:id: the work in the browser beside the rubric that saves as the judge types. */
export default function EntryPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { id = '' } = useParams();
  const record = useStaffData(`judging-entry:${id}`, (signal) => fetchEntry(id, signal));
  const title = record.data ? t('desk.entry', { number: record.data.number }) : t('resource.judgingDesk');
  useDocumentTitle(title);
  return (
    <>
      <p className={styles.back}>
        <Link to={adminPath('judging-desk')}>{t('desk.backToList')}</Link>
      </p>
      {/* Keyed by entry: the next entry starts with its own sheet, save state and queue. */}
      {record.data ? <Entry key={record.data.id} entry={record.data} /> : record.status === 'failed' ? <LoadFailed retry={record.reload} /> : <Loading />}
    </>
  );
}

function Entry({ entry }: { entry: JudgeEntry }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const navigate = useNavigate();
  const [conflict, setConflict] = useState(false);
  return (
    <>
      <h1>{t('desk.entry', { number: entry.number })}</h1>
      <p className={styles.workTitle}>{t('desk.workTitle', { title: entry.title })}</p>
      {entry.team && (
        <p className={admin.muted}>
          {t('desk.team', { name: entry.team.name, school: entry.team.school })}
        </p>
      )}
      <div className={styles.layout}>
        <WorkFiles files={entry.files} />
        <Rubric entry={entry} />
      </div>
      <nav className={styles.pager} aria-label={t('desk.pager')}>
        {entry.previous !== null ? (
          <Link to={entryPath(entry.previous)} className={admin.secondary}>
            {t('desk.previous')}
          </Link>
        ) : (
          <span />
        )}
        {entry.next !== null && (
          <Link to={entryPath(entry.next)} className={admin.secondary}>
            {t('desk.next')}
          </Link>
        )}
      </nav>
      <p>
        <button type="button" className={admin.secondary} onClick={() => setConflict(true)}>
          {t('desk.conflictAction')}
        </button>
      </p>
      {conflict && <ConflictDialog entry={entry} onClose={() => setConflict(false)} onDeclared={() => void navigate(adminPath('judging-desk'))} />}
    </>
  );
}
