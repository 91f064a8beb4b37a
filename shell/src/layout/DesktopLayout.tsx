import { Outlet } from 'react-router-dom';
import { DesktopHeader } from './DesktopHeader';
import { Footer } from './Footer';

export function DesktopLayout() {
  return (
    <div className="layout layout--pc">
      <DesktopHeader />
      <main className="layout__main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
