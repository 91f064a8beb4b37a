import { lazy } from 'react';
import type { RouteObject } from '@portal/shared/router';
import { Navigate } from '@portal/shared/router';
import { cspNonce } from '@portal/shared/config';
import type { RemoteRoutes } from '@portal/shared/contracts';
import { registerTranslations } from '@portal/shared/i18n';
import { HOME_ROUTE } from '../config/paths';
import { ADMIN_NAMESPACE, adminTranslations } from '../i18n/translations';
import { RESOURCES } from './resources';

// This remote's own webpack runtime adds <style> elements too: they need the page's CSP nonce (docs/adr/0022).
__webpack_nonce__ = cspNonce();

registerTranslations(ADMIN_NAMESPACE, adminTranslations);

// Every page and frame is its own chunk: ./routes itself holds no UI code.
const AdminRoot = lazy(() => import('./AdminRoot'));
const BackOffice = lazy(() => import('./BackOffice'));
const LoginPage = lazy(() => import('../features/sign-in/LoginPage'));
const InvitationPage = lazy(() => import('../features/sign-in/InvitationPage'));
const EnrolPage = lazy(() => import('../features/sign-in/EnrolPage'));
const VerifyPage = lazy(() => import('../features/sign-in/VerifyPage'));

/** Each resource's list and record pages, from the one table. */
const resourceRoutes: RouteObject[] = RESOURCES.flatMap(({ list, List, ...rest }) => [
  { path: list, element: <List /> },
  ...('show' in rest ? [{ path: rest.show, element: <rest.Show /> }] : []),
]);

export const i18nNamespace = ADMIN_NAMESPACE;

/** The back office has no public pages: its routes are under /admin/ only (@portal/contracts/pages' admin list). */
export const routes: RemoteRoutes = {
  pc: [],
  mobile: [],
  admin: [
    // `/admin` itself: the back office's home.
    { index: true, element: <Navigate to={HOME_ROUTE} replace /> },
    {
      element: <AdminRoot />,
      children: [
        { path: 'login', element: <LoginPage /> },
        { path: 'invitation', element: <InvitationPage /> },
        { path: 'enrol', element: <EnrolPage /> },
        { path: 'verify', element: <VerifyPage /> },
        { element: <BackOffice />, children: resourceRoutes },
      ],
    },
  ],
};
