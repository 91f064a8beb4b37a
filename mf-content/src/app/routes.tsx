import { lazy } from 'react';
import type { RemoteRoutes } from '@portal/shared/contracts';
import { registerTranslations } from '@portal/shared/i18n';
import { CONTENT_NAMESPACE, contentTranslations } from '../i18n/translations';

registerTranslations(CONTENT_NAMESPACE, contentTranslations);

const HomePage = lazy(() => import('../features/home/HomePage'));

export const i18nNamespace = CONTENT_NAMESPACE;

export const routes: RemoteRoutes = {
  pc: [{ path: 'home', element: <HomePage device="pc" /> }],
  mobile: [{ path: 'home', element: <HomePage device="mobile" /> }],
};
