import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { HOME_PATH, LOGIN_PATH } from '../app/paths';
import { LanguageSwitcher } from './LanguageSwitcher';

export function MobileTopBar() {
  const { t } = useTranslation('shell');
  return (
    <header className="topbar">
      <Link to={HOME_PATH.mobile} className="topbar__brand">
        {t('brand')}
      </Link>
      <LanguageSwitcher />
      <Link to={LOGIN_PATH.mobile} className="topbar__login">
        {t('login')}
      </Link>
    </header>
  );
}
