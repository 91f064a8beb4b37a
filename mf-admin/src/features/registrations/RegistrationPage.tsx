import type { AdminRegistration } from '@portal/contracts/admin-review';
import { Link, useParams } from '@portal/shared/router';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { LoadFailed, Loading } from '../../components/Loading';
import { useDocumentTitle } from '../../components/SignInCard';
import { adminPath } from '../../config/paths';
import { useStaffData } from '../../hooks/use-staff-data';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import '../../i18n/review-texts'; // this page's texts come with it (not on the sign-in's first load)
import { formatInstant } from '../../lib/format';
import { fetchRegistration } from './api';
import { Decision } from './Decision';
import { History } from './History';
import { Members } from './Members';
import { StatusBadge } from './StatusBadge';
import * as styles from './registrations.module.css';

/** /admin/registrations/:id: the team, its members with their ID cards, its history and works, and the decision. */
export default function RegistrationPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { id = '' } = useParams();
  const record = useStaffData(`registration:${id}`, (signal) => fetchRegistration(id, signal));
  const title = record.data ? t('registrations.title', { id: record.data.id, team: record.data.teamName }) : t('registrations.titleId', { id });
  useDocumentTitle(title);
  return (
    <>
      <p className={styles.back}>
        <Link to={adminPath('registrations')}>{t('registrations.backToList')}</Link>
      </p>
      <h1>{title}</h1>
      {record.data ? (
        <Record registration={record.data} onDecided={record.replace} />
      ) : record.status === 'failed' ? (
        <LoadFailed retry={record.reload} />
      ) : (
        <Loading />
      )}
    </>
  );
}

function Record({ registration, onDecided }: { registration: AdminRegistration; onDecided: (next: AdminRegistration) => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const r = registration;
  return (
    <div className={styles.record}>
      <section aria-labelledby="registration-facts" className={styles.panel}>
        <h2 id="registration-facts">{t('registrations.facts')}</h2>
        <dl className={styles.facts}>
          <dt>{t('review.status')}</dt>
          <dd><StatusBadge status={r.status} /></dd>
          {r.reason && (
            <>
              <dt>{t('registrations.reason')}</dt>
              <dd>{r.reason}</dd>
            </>
          )}
          <dt>{t('review.group')}</dt>
          <dd>{t(`review.groupName.${r.group}`)}</dd>
          <dt>{t('registrations.team')}</dt>
          <dd>{r.teamName}</dd>
          <dt>{t('registrations.topic')}</dt>
          <dd>{r.topicTitle}</dd>
          <dt>{t('registrations.language')}</dt>
          <dd>{t(`registrations.languageName.${r.language}`, { defaultValue: r.language })}</dd>
          <dt>{t('registrations.account')}</dt>
          <dd>{r.account ? r.account.email : t('registrations.accountGone')}</dd>
          <dt>{t('review.season')}</dt>
          <dd>{r.season}</dd>
          <dt>{t('registrations.created')}</dt>
          <dd>{formatInstant(r.createdAt, language)}</dd>
          <dt>{t('registrations.updated')}</dt>
          <dd>{formatInstant(r.updatedAt, language)}</dd>
        </dl>
      </section>
      {/* The ID cards first, then the decision they inform. */}
      <Members registration={r} />
      {r.status === 'pending' ? (
        <Decision registration={r} onDecided={onDecided} />
      ) : (
        <p className={admin.muted}>{t('registrations.decided')}</p>
      )}
      <History history={r.history} />
      <section aria-labelledby="registration-works" className={styles.panel}>
        <h2 id="registration-works">{t('registrations.works')}</h2>
        {r.works.length === 0 ? (
          <p>{t('registrations.noWorks')}</p>
        ) : (
          <ul>
            {r.works.map((work) => (
              <li key={work.id}>
                <Link to={adminPath('works/:id').replace(':id', String(work.id))}>
                  {t('registrations.work', { id: work.id })}
                </Link>{' '}
                · {t(`review.workStatus.${work.status}`)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
