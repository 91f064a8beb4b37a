import { createRoot } from 'react-dom/client';
// Development-only page: it imports the router directly (its own build holds one router either way).
import { BrowserRouter, Link, Route, Routes, useRoutes } from 'react-router-dom';
import { I18nextProvider, i18n } from '@portal/shared/i18n';
import type { Area, RemoteRoutesModule } from '@portal/shared/contracts';
import { loadSiteSettings } from '@portal/shared/api';

function DeviceRoutes({ module, device }: { module: RemoteRoutesModule; device: Area }) {
  return useRoutes(module.routes[device] ?? []);
}

/**
 * A remote's own dev server page: its routes without the shell, so a remote team can work on its
 * pages alone (`pnpm --filter @portal/mf-x dev`). Production remotes have no such page.
 */
export function mountStandalonePreview(module: RemoteRoutesModule, title: string): void {
  const container = document.getElementById('root');
  if (!container) return;
  // No server wrote the site settings into this page: asked of the API where one answers on this origin; without
  // them the pages leave out the contacts and links.
  void loadSiteSettings();
  const links = (device: Area) =>
    (module.routes[device] ?? []).map((route) => (
      <li key={`${device}/${route.path ?? ''}`}>
        <Link to={`/${device}/${route.path ?? ''}`}>{`/${device}/${route.path ?? ''}`}</Link>
      </li>
    ));
  createRoot(container).render(
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <nav>
          <strong>{title}</strong>
          <ul>
            {links('pc')}
            {links('mobile')}
            {module.routes.admin && (
              <li>
                <Link to="/admin/login">/admin/login</Link>
              </li>
            )}
          </ul>
        </nav>
        <Routes>
          <Route path="/pc/*" element={<DeviceRoutes module={module} device="pc" />} />
          <Route path="/mobile/*" element={<DeviceRoutes module={module} device="mobile" />} />
          <Route path="/admin/*" element={<DeviceRoutes module={module} device="admin" />} />
        </Routes>
      </BrowserRouter>
    </I18nextProvider>,
  );
}
