import type { AdminDisplayOverview } from '@portal/contracts/admin-display';
import { Link } from '@portal/shared/router';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { LoadFailed, Loading } from '../../components/Loading';
import { useDocumentTitle } from '../../components/SignInCard';
import { useStaffData } from '../../hooks/use-staff-data';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import '../../i18n/display-texts'; // this page's texts come with it (not on the sign-in's first load)
import { formatInstant } from '../../lib/format';
import { fetchOverview } from './api';
import { useMayEdit } from './use-may-edit';
import * as styles from './display.module.css';

/**
 * /admin/display (editors and organizers, issue 25 point 3): what the public pages show besides articles — the home
 * page's banners, introduction and live stream, prizes, topics, judges, partners, galleries and past winners — each a
 * collection edited on its own page. A save reaches visitors on their next page load; nothing is rebuilt.
 */
export default function DisplayPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const record = useStaffData('display', fetchOverview);
  const mayEdit = useMayEdit();
  useDocumentTitle(t('resource.display'));
  const overview: AdminDisplayOverview | null = record.data;
  return (
    <>
      <h1>{t('resource.display')}</h1>
      <p className={styles.intro}>{t('display.intro')}</p>
      {overview ? (
        <ul className={styles.collections}>
          {overview.collections.filter((state) => mayEdit(state.collection)).map((state) => (
            <li key={state.collection} className={styles.collection}>
              <h2 className={styles.collectionTitle}>
                <Link to={`/admin/display/${state.collection}`}>{t(`display.collection.${state.collection}`)}</Link>
              </h2>
              <p className={admin.hint}>{t(`display.about.${state.collection}`)}</p>
              <p className={admin.muted}>
                {t('display.items', { count: state.count })}
                {' · '}
                {state.updatedAt
                  ? t('display.version', { version: state.version, at: formatInstant(state.updatedAt, language) })
                  : t('display.versionStart', { version: state.version })}
              </p>
            </li>
          ))}
        </ul>
      ) : record.status === 'failed' ? (
        <LoadFailed retry={record.reload} />
      ) : (
        <Loading />
      )}
    </>
  );
}
