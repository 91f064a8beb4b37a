import { lazy } from 'react';
import type { RemoteRoutes } from '@portal/shared/contracts';
import { registerTranslations } from '@portal/shared/i18n';
import { ACCOUNT_NAMESPACE, accountTranslations } from '../i18n/translations';

registerTranslations(ACCOUNT_NAMESPACE, accountTranslations);

const LoginPage = lazy(() => import('../features/login/LoginPage'));

export const i18nNamespace = ACCOUNT_NAMESPACE;

export const routes: RemoteRoutes = {
  pc: [{ path: 'logIn', element: <LoginPage device="pc" /> }],
  // The spec names the mobile login route mobileLogin.
  mobile: [{ path: 'login', id: 'mobileLogin', element: <LoginPage device="mobile" /> }],
};
