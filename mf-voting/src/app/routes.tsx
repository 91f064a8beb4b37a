import { cspNonce } from '@portal/shared/config';
import { lazy } from 'react';
import type { RemoteRoutes } from '@portal/shared/contracts';
import { registerTranslations } from '@portal/shared/i18n';
import { PAGES } from '../config/paths';
import { VOTING_NAMESPACE, votingTranslations } from '../i18n/translations';

// This remote's own webpack runtime adds <style> elements too: they need the page's CSP nonce (docs/adr/0022).
__webpack_nonce__ = cspNonce();

registerTranslations(VOTING_NAMESPACE, votingTranslations);

// Every page is its own chunk: ./routes itself holds no UI code.
const VotingPage = lazy(() => import('../features/voting/VotingPage'));
const WinnersPage = lazy(() => import('../features/winners/WinnersPage'));

export const i18nNamespace = VOTING_NAMESPACE;

export const routes: RemoteRoutes = {
  pc: [
    { path: PAGES.voting.pc, element: <VotingPage device="pc" /> },
    { path: PAGES.winners.pc, element: <WinnersPage device="pc" /> },
  ],
  mobile: [
    { path: PAGES.voting.mobile, element: <VotingPage device="mobile" /> },
    { path: PAGES.winners.mobile, element: <WinnersPage device="mobile" /> },
  ],
};
