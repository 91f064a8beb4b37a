import type { ReactNode } from 'react';
import { Outlet, useLocation } from '@portal/shared/router';
import { HOME_PATH } from '@portal/shared/navigation';
import { DesktopHeader } from './DesktopHeader';
import { Footer } from './Footer';
import { ScrollTopButton } from './ScrollTopButton';
import { DailyVotePopup } from './DailyVotePopup';

export function DesktopLayout({ children }: { children?: ReactNode }) {
  const onHome = useLocation().pathname === HOME_PATH.pc;
  return (
    <div className="layout layout--pc">
      <DesktopHeader />
      <main className="layout__main">{children ?? <Outlet />}</main>
      <Footer />
      <ScrollTopButton />
      {onHome && <DailyVotePopup device="pc" />}
    </div>
  );
}
