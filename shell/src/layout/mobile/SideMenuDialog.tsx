import * as Dialog from '@radix-ui/react-dialog';
import { Link, useLocation } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import { useIsLoggedIn } from '@portal/shared/auth';
import { LOGIN_PATH, pathOf, splitPath, useLogout } from '@portal/shared/navigation';
import { useSecondCompetitionOffer } from '@portal/shared/season';
import { activeMenuKey, mobileMenu } from '../../app/menu';
import { ArPromo } from './ArPromo';

/** The slide-out side menu (§2): the site's pages, personal center when logged in, login or logout, AR promo. */
export function SideMenuDialog({ open, onOpenChange: setOpen }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('shell');
  const loggedIn = useIsLoggedIn();
  const logout = useLogout();
  const route = splitPath(useLocation().pathname)?.route ?? '';
  const items = mobileMenu(useSecondCompetitionOffer(), loggedIn);
  const active = activeMenuKey(items, route);
  const close = () => setOpen(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="side-menu__overlay" />
        <Dialog.Content className="side-menu" aria-describedby={undefined}>
          <Dialog.Title className="side-menu__title">{t('brand')}</Dialog.Title>
          <nav aria-label={t('menu.label')}>
            <ul className="side-menu__list">
              {items.map((item) => (
                <li key={item.key}>
                  {item.route ? (
                    <Link
                      to={pathOf('mobile', item.route)}
                      onClick={close}
                      className={item.key === active ? 'side-menu__link side-menu__link--active' : 'side-menu__link'}
                      aria-current={item.key === active ? 'page' : undefined}
                    >
                      {t(`menu.${item.key}`)}
                    </Link>
                  ) : (
                    <span className="side-menu__heading">{t(`menu.${item.key}`)}</span>
                  )}
                  {item.children && (
                    <ul className="side-menu__sublist">
                      {item.children.map((child) => (
                        <li key={child.key}>
                          <Link to={pathOf('mobile', child.route)} onClick={close} className="side-menu__link">
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
          {loggedIn ? (
            <button
              type="button"
              className="portal-button side-menu__account"
              onClick={() => {
                close();
                void logout();
              }}
            >
              {t('logout')}
            </button>
          ) : (
            <Link to={LOGIN_PATH.mobile} onClick={close} className="portal-button side-menu__account">
              {t('login')}
            </Link>
          )}
          <ArPromo />
          <Dialog.Close className="side-menu__close" aria-label={t('menu.close')}>
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
