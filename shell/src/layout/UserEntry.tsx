import { Link } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import type { Device } from '@portal/shared/contracts';
import { useIsLoggedIn } from '@portal/shared/auth';
import { LOGIN_PATH, useLogout } from '@portal/shared/navigation';

const PERSONAL_CENTER: Record<Device, string> = { pc: '/pc/personalCenter', mobile: '/mobile/personal-centered/index' };

/** The header's login entry, or the personal-center entry and logout once a token is present (§2, §6). */
export function UserEntry({ device }: { device: Device }) {
  const { t } = useTranslation('shell');
  const loggedIn = useIsLoggedIn();
  const logout = useLogout();
  if (!loggedIn) {
    return (
      <Link to={LOGIN_PATH[device]} className="user-entry user-entry--login">
        {t('login')}
      </Link>
    );
  }
  return (
    <span className="user-entry">
      <Link to={PERSONAL_CENTER[device]}>{t('personalCenter')}</Link>
      <button type="button" className="link-button" onClick={() => void logout()}>
        {t('logout')}
      </button>
    </span>
  );
}
