import { Suspense, useEffect, useId, useState } from 'react';
import { Outlet, useLocation } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import type { StaffMe } from '../../api/staff-auth-types';
import * as admin from '../../components/admin.module.css';
import { Loading } from '../../components/Loading';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { mayUse, resourceAt, type Resource } from '../../lib/resource';
import { SideNav } from './SideNav';
import { TopBar } from './TopBar';
import * as styles from './layout.module.css';

/**
 * The back office's own layout (no public header or footer): top bar, side navigation derived from the resources the
 * role may use, and the page. A page of a resource the role may not use says so instead of rendering (the server
 * would refuse its calls anyway).
 */
export function BackOfficeLayout({ me, resources }: { me: StaffMe; resources: readonly Resource[] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const navId = useId();
  const [navOpen, setNavOpen] = useState(false);
  const { pathname } = useLocation();
  const resource = resourceAt(resources, pathname);
  const allowed = !resource || mayUse(resource, me.member.role);
  // A block, not an arrow's value: Chromium's scrollTo now returns a promise, which React would call as the cleanup.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return (
    <div className={styles.frame}>
      <a href="#admin-main" className={admin.skip}>
        {t('app.skip')}
      </a>
      <TopBar member={me.member} navId={navId} navOpen={navOpen} onMenu={() => setNavOpen((open) => !open)} />
      <div className={styles.body}>
        <SideNav id={navId} resources={resources} role={me.member.role} open={navOpen} onNavigate={() => setNavOpen(false)} />
        {/* The page behind an open drawer dims, and a tap on it closes the drawer (the menu button does too). */}
        {navOpen && <div className={styles.scrim} aria-hidden="true" onClick={() => setNavOpen(false)} />}
        <main id="admin-main" className={styles.main} tabIndex={-1}>
          {allowed ? (
            <Suspense fallback={<Loading />}>
              <Outlet />
            </Suspense>
          ) : (
            <p role="alert" className={admin.notice}>
              {t('app.forbidden')}
            </p>
          )}
        </main>
      </div>
    </div>
  );
}
