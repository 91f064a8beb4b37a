import { isDisplayCollection } from '@portal/contracts/display-collections';
import { Link, useParams } from '@portal/shared/router';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { LoadFailed, Loading } from '../../components/Loading';
import { useDocumentTitle } from '../../components/SignInCard';
import { adminPath } from '../../config/paths';
import { useStaffData } from '../../hooks/use-staff-data';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import '../../i18n/display-texts';
import { formatInstant } from '../../lib/format';
import { fetchCollection } from './api';
import { useMayEdit } from './use-may-edit';
import { CollectionForm } from './CollectionForm';
import * as styles from './display.module.css';

/** /admin/display/:collection — one collection's items in order, edited in the generic form and saved whole. */
export default function CollectionPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const { collection = '' } = useParams();
  const mayEdit = useMayEdit();
  // A collection this member may not edit is unknown to them: the server would refuse it (403).
  const known = isDisplayCollection(collection) && mayEdit(collection);
  const record = useStaffData(`display/${collection}`, (signal) => (known ? fetchCollection(collection, signal) : Promise.reject(new Error('unknown collection'))));
  const title = known ? t(`display.collection.${collection}`) : t('resource.display');
  useDocumentTitle(title);
  const stored = record.data;
  return (
    <>
      <p className={styles.back}>
        <Link to={adminPath('display')}>{t('display.backToList')}</Link>
      </p>
      <h1>{title}</h1>
      {!known ? (
        <p className={admin.notice}>{t('display.unknown')}</p>
      ) : (
        <>
          <p className={styles.intro}>{t(`display.about.${collection}`)}</p>
          {stored ? (
            <>
              <p className={admin.muted}>
                {stored.updatedAt
                  ? t('display.version', { version: stored.version, at: formatInstant(stored.updatedAt, language) })
                  : t('display.versionStart', { version: stored.version })}
              </p>
              <CollectionForm key={collection} collection={collection} stored={stored} onSaved={record.replace} onReload={record.reload} />
            </>
          ) : record.status === 'failed' ? (
            <LoadFailed retry={record.reload} />
          ) : (
            <Loading />
          )}
        </>
      )}
    </>
  );
}
