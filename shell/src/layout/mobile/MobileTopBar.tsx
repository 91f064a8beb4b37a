import { Link, useLocation, useNavigate } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import { HOME_PATH } from '@portal/shared/navigation';
import { LanguagePopover } from './LanguagePopover';
import { SideMenu } from './SideMenu';

/** The mobile top bar (§2): back arrow, brand, language popover and the slide-out side menu. */
export function MobileTopBar() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const location = useLocation();
  // React Router numbers history entries of this app; at 0 there is nothing of ours to go back to.
  const canGoBack = typeof window !== 'undefined' && (window.history.state as { idx?: number } | null)?.idx;

  return (
    <header className="topbar">
      <button
        type="button"
        className="topbar__icon"
        aria-label={t('back')}
        onClick={() => void (canGoBack ? navigate(-1) : navigate(HOME_PATH.mobile))}
        disabled={location.pathname === HOME_PATH.mobile && !canGoBack}
      >
        ‹
      </button>
      <Link to={HOME_PATH.mobile} className="topbar__brand">
        {t('brand')}
      </Link>
      <LanguagePopover />
      <SideMenu />
    </header>
  );
}
