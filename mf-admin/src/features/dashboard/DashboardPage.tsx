import { useTranslation } from '@portal/shared/i18n';
import { staffSession } from '../../api/session';
import * as styles from '../../components/admin.module.css';
import { useDocumentTitle } from '../../components/SignInCard';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { useStore } from '../../lib/store';

/** The first page of every role: who is signed in; the resources' figures come with their pages. */
export default function DashboardPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { me } = useStore(staffSession);
  useDocumentTitle(t('resource.dashboard'));
  return (
    <>
      <h1>{t('resource.dashboard')}</h1>
      {me && (
        <>
          <p>{t('dashboard.welcome', { name: me.member.name })}</p>
          <p>{t('dashboard.role', { role: t(`role.${me.member.role}`) })}</p>
        </>
      )}
      <p className={styles.muted}>{t('dashboard.intro')}</p>
    </>
  );
}
