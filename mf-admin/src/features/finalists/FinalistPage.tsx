import type { AdminFinalist, AdminFinalistList } from '@portal/contracts/admin-results';
import { FINALISTS_PER_GROUP } from '@portal/contracts/finalist-rules';
import { Link, useNavigate, useParams, useSearchParams } from '@portal/shared/router';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { LoadFailed, Loading } from '../../components/Loading';
import { useDocumentTitle } from '../../components/SignInCard';
import { adminPath } from '../../config/paths';
import { useStaffData } from '../../hooks/use-staff-data';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import '../../i18n/results-texts'; // this page's texts come with it (not on the sign-in's first load)
import { createFinalist, fetchFinalist, fetchFinalists, saveFinalist } from './api';
import { FinalistForm } from './FinalistForm';
import { localized } from './localized';
import { MediaUpload } from './MediaUpload';
import { RegistrationLink } from './RegistrationLink';
import { RemoveFinalist } from './RemoveFinalist';
import * as styles from './finalists.module.css';

/** /admin/finalists/:id — a finalist's form, poster and film, and registration; /admin/finalists/new?group=N — a new one. */
export default function FinalistPage() {
  const { id = '' } = useParams();
  // Another finalist is another page: its form starts from its own values.
  return id === 'new' ? <NewFinalist /> : <EditFinalist key={id} id={id} />;
}

function BackLink() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <p className={styles.back}>
      <Link to={adminPath('finalists')}>{t('finalists.backToList')}</Link>
    </p>
  );
}

function EditFinalist({ id }: { id: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const record = useStaffData(`finalist:${id}`, (signal) => fetchFinalist(id, signal));
  const finalist = record.data;
  const title = finalist ? t('finalists.title', { position: finalist.position, team: localized(finalist.teamName, language) }) : t('finalists.titleId', { id });
  useDocumentTitle(title);
  return (
    <>
      <BackLink />
      <h1>{title}</h1>
      {finalist && <p className={styles.subtitle}>{t(`results.groupName.${finalist.group}`)}</p>}
      {finalist ? (
        <div className={styles.record}>
          <section aria-labelledby="finalist-texts" className={styles.panel}>
            <h2 id="finalist-texts">{t('finalists.details')}</h2>
            {finalist.sample && <p className={`${admin.hint} ${styles.note}`}>{t('finalists.sampleHint')}</p>}
            <FinalistForm
              finalist={finalist}
              position={null}
              max={FINALISTS_PER_GROUP[finalist.group]}
              submitLabel={t('finalists.save')}
              onSave={async (body) => {
                const next = await saveFinalist(finalist.id, body);
                record.replace(next);
                return next;
              }}
            />
          </section>
          <MediaUpload finalist={finalist} onUploaded={record.replace} />
          <RegistrationLink finalist={finalist} onLinked={record.replace} />
          <RemoveFinalist finalist={finalist} />
        </div>
      ) : record.status === 'failed' ? (
        <LoadFailed retry={record.reload} />
      ) : (
        <Loading />
      )}
    </>
  );
}

/** The first number the group has free, or null when it has its count. */
function freePosition(list: AdminFinalistList, group: 1 | 2): number | null {
  const taken = new Set(list.finalists.filter((finalist) => finalist.group === group).map((finalist) => finalist.position));
  for (let position = 1; position <= FINALISTS_PER_GROUP[group]; position += 1) if (!taken.has(position)) return position;
  return null;
}

function NewFinalist() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const group = params.get('group') === '2' ? 2 : 1;
  const list = useStaffData('finalists', fetchFinalists);
  const title = t('finalists.newTitle', { group: t(`results.groupName.${group}`) });
  useDocumentTitle(title);
  const position = list.data ? freePosition(list.data, group) : null;
  return (
    <>
      <BackLink />
      <h1>{title}</h1>
      {list.data && position === null ? (
        <p role="alert" className={admin.notice}>
          {t('finalists.fullHint')}
        </p>
      ) : list.data ? (
        <section aria-labelledby="finalist-texts" className={styles.panel}>
          <h2 id="finalist-texts">{t('finalists.details')}</h2>
          <p className={`${admin.hint} ${styles.note}`}>{t('finalists.newHint')}</p>
          <FinalistForm
            finalist={null}
            position={position}
            max={FINALISTS_PER_GROUP[group]}
            submitLabel={t('finalists.create')}
            onSave={async (body): Promise<AdminFinalist> => {
              const created = await createFinalist({ group, ...body });
              void navigate(`${adminPath('finalists')}/${created.id}`, { replace: true });
              return created;
            }}
          />
        </section>
      ) : list.status === 'failed' ? (
        <LoadFailed retry={list.reload} />
      ) : (
        <Loading />
      )}
    </>
  );
}
