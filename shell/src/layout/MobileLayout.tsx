import { Outlet } from 'react-router-dom';
import { MobileTopBar } from './MobileTopBar';
import { Footer } from './Footer';

export function MobileLayout() {
  return (
    <div className="layout layout--mobile">
      <MobileTopBar />
      <main className="layout__main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
