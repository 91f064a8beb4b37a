import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Device } from '@portal/shared/contracts';
import { useLogout } from '@portal/shared/navigation';
import * as styles from '../../components/account.module.css';
import { ACCOUNT_NAMESPACE } from '../../i18n/translations';
import { CONTEST_REGISTRATION_PATH } from '../../lib/paths';

/** A titled region of the personal center (a landmark named by its heading). */
export function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** "My registration": empty until the competition slice lands, with the way to register. */
export function MyRegistration({ device }: { device: Device }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <Part id={`my-registration-${device}`} title={t('center.registration')}>
      <p className={styles.empty}>{t('center.noRegistration')}</p>
      <Link to={CONTEST_REGISTRATION_PATH[device]}>{t('center.goRegister')}</Link>
    </Part>
  );
}

/** "My works": empty until the competition slice lands. */
export function MyWorks({ device }: { device: Device }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <Part id={`my-works-${device}`} title={t('center.works')}>
      <p className={styles.empty}>{t('center.noWorks')}</p>
    </Part>
  );
}

/** Logout with the shared confirmation; the shell then shows the login page. */
export function LogoutButton() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const logout = useLogout();
  return (
    <button type="button" className={styles.secondary} onClick={() => void logout()}>
      {t('center.logout')}
    </button>
  );
}
