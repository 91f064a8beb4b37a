import { cspNonce } from '@portal/shared/config';
import { lazy } from 'react';
import type { RemoteRoutes } from '@portal/shared/contracts';
import { registerTranslations } from '@portal/shared/i18n';
import { ACCOUNT_NAMESPACE, accountTranslations } from '../i18n/translations';

// This remote's own webpack runtime adds <style> elements too: they need the page's CSP nonce (docs/adr/0022).
__webpack_nonce__ = cspNonce();

registerTranslations(ACCOUNT_NAMESPACE, accountTranslations);

// Every page is its own chunk; desktop and mobile share the components, told apart by `device`.
const LoginPage = lazy(() => import('../features/login/LoginPage'));
const RegisterPage = lazy(() => import('../features/register/RegisterPage'));
const ForgotPasswordPage = lazy(() => import('../features/recovery/ForgotPasswordPage'));
const PersonalCenterPage = lazy(() => import('../features/profile/PersonalCenterPage'));
const MobileCenterPage = lazy(() => import('../features/profile/MobileCenterPage'));
const TeamDetailPage = lazy(() => import('../features/profile/TeamDetailPage'));
const EditInfoPage = lazy(() => import('../features/profile/EditInfoPage'));
const QuestionsPage = lazy(() => import('../features/questions/QuestionsPage'));

export const i18nNamespace = ACCOUNT_NAMESPACE;

// Same order as its declaration (@portal/contracts/pages).
export const routes: RemoteRoutes = {
  pc: [
    { path: 'logIn', element: <LoginPage device="pc" /> },
    { path: 'register', element: <RegisterPage device="pc" /> },
    { path: 'forgotPassword', element: <ForgotPasswordPage device="pc" /> },
    { path: 'personalCenter', element: <PersonalCenterPage device="pc" /> },
    { path: 'myQuestions', element: <QuestionsPage device="pc" /> },
  ],
  mobile: [
    // The spec names the mobile login route mobileLogin.
    { path: 'login', id: 'mobileLogin', element: <LoginPage device="mobile" /> },
    { path: 'sign-up', element: <RegisterPage device="mobile" /> },
    { path: 'forgot-password', element: <ForgotPasswordPage device="mobile" /> },
    { path: 'personal-centered/index', element: <MobileCenterPage device="mobile" /> },
    { path: 'personal-centered/detail', element: <TeamDetailPage device="mobile" /> },
    { path: 'edit/info', element: <EditInfoPage device="mobile" /> },
    { path: 'personal-centered/questions', element: <QuestionsPage device="mobile" /> },
  ],
};
