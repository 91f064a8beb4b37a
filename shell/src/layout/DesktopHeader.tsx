import { Link, NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DESKTOP_MENU, HOME_PATH, LOGIN_PATH } from '../app/paths';
import { LanguageSwitcher } from './LanguageSwitcher';

export function DesktopHeader() {
  const { t } = useTranslation('shell');
  return (
    <header className="header">
      <Link to={HOME_PATH.pc} className="header__brand">
        {t('brand')}
      </Link>
      <nav aria-label={t('menu.label')} className="header__menu">
        {DESKTOP_MENU.map((item) => (
          <NavLink key={item.key} to={item.path} className="header__link">
            {t(`menu.${item.key}`)}
          </NavLink>
        ))}
      </nav>
      <div className="header__tools">
        <LanguageSwitcher />
        <Link to={LOGIN_PATH.pc} className="header__login">
          {t('login')}
        </Link>
      </div>
    </header>
  );
}
