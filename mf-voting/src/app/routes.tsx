import { lazy } from 'react';
import type { RemoteRoutes } from '@portal/shared/contracts';
import { registerTranslations } from '@portal/shared/i18n';
import { VOTING_NAMESPACE, votingTranslations } from '../i18n/translations';

registerTranslations(VOTING_NAMESPACE, votingTranslations);

const VotingPage = lazy(() => import('../features/voting/VotingPage'));
const WinnersPage = lazy(() => import('../features/winners/WinnersPage'));

export const i18nNamespace = VOTING_NAMESPACE;

export const routes: RemoteRoutes = {
  pc: [{ path: 'secondCompetition', element: <VotingPage /> }],
  mobile: [{ path: 'prize/winner/index', element: <WinnersPage /> }],
};
