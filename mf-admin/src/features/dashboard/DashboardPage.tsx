import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { staffSession } from '../../api/session';
import * as styles from '../../components/admin.module.css';
import { LoadFailed, Loading } from '../../components/Loading';
import { useDocumentTitle } from '../../components/SignInCard';
import { useStaffData } from '../../hooks/use-staff-data';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import '../../i18n/review-texts'; // this page's texts come with it (not on the sign-in's first load)
import { formatInstant } from '../../lib/format';
import { useStore } from '../../lib/store';
import { fetchDashboard } from './api';
import { Funnel } from './Funnel';

/** Every role's first page: who is signed in, and the season's funnel now (GET /api/admin/dashboard). */
export default function DashboardPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const { me } = useStore(staffSession);
  const dashboard = useStaffData('dashboard', fetchDashboard);
  useDocumentTitle(t('resource.dashboard'));
  return (
    <>
      <h1>{t('resource.dashboard')}</h1>
      {me && <p>{t('dashboard.welcome', { name: me.member.name })} · {t('dashboard.role', { role: t(`role.${me.member.role}`) })}</p>}
      {dashboard.data ? (
        <>
          <p className={styles.muted}>{t('dashboard.asOf', { season: dashboard.data.season, now: formatInstant(dashboard.data.now, language) })}</p>
          <Funnel dashboard={dashboard.data} />
        </>
      ) : dashboard.status === 'failed' ? (
        <LoadFailed retry={dashboard.reload} />
      ) : (
        <Loading />
      )}
    </>
  );
}
