import { cspNonce } from '@portal/shared/config';
import { lazy } from 'react';
import type { RemoteRoutes, RemoteSlots } from '@portal/shared/contracts';
import { registerTranslations } from '@portal/shared/i18n';
import { PAGES } from '../config/paths';
import { COMPETITION_NAMESPACE, competitionTranslations } from '../i18n/translations';

// This remote's own webpack runtime adds <style> elements too: they need the page's CSP nonce (docs/adr/0022).
__webpack_nonce__ = cspNonce();

registerTranslations(COMPETITION_NAMESPACE, competitionTranslations);

// Every page and every slot is its own chunk: ./routes itself holds no UI code.
const RegistrationPage = lazy(() => import('../features/registration/RegistrationPage'));
const SubmissionPage = lazy(() => import('../features/works/SubmissionPage'));

export const i18nNamespace = COMPETITION_NAMESPACE;

export const routes: RemoteRoutes = {
  pc: [
    { path: PAGES.registration.pc, element: <RegistrationPage device="pc" /> },
    { path: PAGES.submission.pc, element: <SubmissionPage device="pc" /> },
  ],
  mobile: [
    { path: PAGES.registration.mobile, element: <RegistrationPage device="mobile" /> },
    { path: PAGES.submission.mobile, element: <SubmissionPage device="mobile" /> },
  ],
};

/** What this remote lends to other remotes' pages (@portal/contracts/pages declares the same names for the registry). */
export const slots: RemoteSlots = {
  'personalCenter.registration': lazy(() => import('../features/personal-center/RegistrationCard')),
  'personalCenter.works': lazy(() => import('../features/personal-center/WorksCard')),
};
