import type { ReactNode } from 'react';
import { Outlet, useLocation } from '@portal/shared/router';
import { MOBILE_FOOTERLESS, splitPath } from '@portal/shared/navigation';
import { DailyVotePopup } from './DailyVotePopup';
import { MobileTopBar } from './mobile/MobileTopBar';
import { Footer } from './Footer';
import { ScrollTopButton } from './ScrollTopButton';

export function MobileLayout({ children }: { children?: ReactNode }) {
  const route = splitPath(useLocation().pathname)?.route ?? '';
  const showFooter = !(MOBILE_FOOTERLESS as readonly string[]).includes(route);
  return (
    <div className="layout layout--mobile">
      <MobileTopBar />
      <main className="layout__main">{children ?? <Outlet />}</main>
      {showFooter && <Footer />}
      <ScrollTopButton />
      {route === 'home' && <DailyVotePopup device="mobile" />}
    </div>
  );
}
