import { Link, useLocation } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import { HOME_PATH, pathOf, splitPath } from '@portal/shared/navigation';
import { useSecondCompetitionOffer } from '@portal/shared/season';
import { activeMenuKey, desktopMenu } from '../app/menu';
import { LanguageSwitcher } from './LanguageSwitcher';
import { QuestionnaireLink } from './QuestionnaireLink';
import { UserEntry } from './UserEntry';

export function DesktopHeader() {
  const { t } = useTranslation('shell');
  const route = splitPath(useLocation().pathname)?.route ?? '';
  const items = desktopMenu(useSecondCompetitionOffer());
  const active = activeMenuKey(items, route);

  return (
    <header className="header">
      <Link to={HOME_PATH.pc} className="header__brand">
        {t('brand')}
      </Link>
      <nav aria-label={t('menu.label')} className="header__menu">
        <ul className="menu">
          {items.map((item) => (
            <li key={item.key} className={item.children ? 'menu__item menu__item--dropdown' : 'menu__item'}>
              <Link
                to={pathOf('pc', item.route ?? 'home')}
                className={item.key === active ? 'menu__link menu__link--active' : 'menu__link'}
                aria-current={item.key === active ? 'page' : undefined}
              >
                {t(`menu.${item.key}`)}
              </Link>
              {item.children && (
                <ul className="menu__dropdown" aria-label={t(`menu.${item.key}`)}>
                  {item.children.map((child) => (
                    <li key={child.key}>
                      <Link to={pathOf('pc', child.route)} className="menu__sublink">
                        {t(`menu.${child.key}`)}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div className="header__tools">
        <QuestionnaireLink />
        <LanguageSwitcher />
        <UserEntry device="pc" />
      </div>
    </header>
  );
}
