import { useNavigate } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import { signOut } from '../../api/session';
import type { StaffMember } from '../../api/staff-auth-types';
import { LOGIN_PATH } from '../../config/paths';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { LanguageSwitch } from './LanguageSwitch';
import * as styles from './layout.module.css';

interface TopBarProps {
  member: StaffMember;
  navId: string;
  navOpen: boolean;
  onMenu: () => void;
}

/** Who is signed in and as what, the language, signing out; on a tablet, the button that opens the navigation. */
export function TopBar({ member, navId, navOpen, onMenu }: TopBarProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const navigate = useNavigate();
  return (
    <header className={styles.top}>
      <button type="button" className={styles.menu} aria-expanded={navOpen} aria-controls={navId} onClick={onMenu}>
        {navOpen ? t('layout.closeMenu') : t('layout.menu')}
      </button>
      <p className={styles.brand}>{t('app.name')}</p>
      <p className={styles.who}>
        <span>{t('layout.signedInAs', { name: member.name })}</span>
        <span className={styles.role}>{t(`role.${member.role}`)}</span>
      </p>
      <LanguageSwitch />
      <button
        type="button"
        className={styles.signOut}
        onClick={() => void signOut().then(() => navigate(LOGIN_PATH, { replace: true }))}
      >
        {t('layout.signOut')}
      </button>
    </header>
  );
}
