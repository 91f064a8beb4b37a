import { lazy } from 'react';
import type { RemoteRoutes } from '@portal/shared/contracts';
import { registerTranslations } from '@portal/shared/i18n';
import { COMPETITION_NAMESPACE, competitionTranslations } from '../i18n/translations';

registerTranslations(COMPETITION_NAMESPACE, competitionTranslations);

const RegistrationPage = lazy(() => import('../features/registration/RegistrationPage'));

export const i18nNamespace = COMPETITION_NAMESPACE;

export const routes: RemoteRoutes = {
  pc: [{ path: 'contestRegistration', element: <RegistrationPage /> }],
  mobile: [{ path: 'registration', element: <RegistrationPage /> }],
};
