import { describeRemoteContract } from '@portal/shared/testing';
import { votingTranslations } from '../../i18n/translations';
import { setupVotingApi, startVisit, votingApi } from '../../testing/voting-api';
import * as remote from '../routes';

// The pages load their data: from a loopback server, so that no test reaches for a real host.
const api = setupVotingApi();
beforeEach(() => {
  startVisit({ votingOpen: false });
  api.server.use(votingApi());
});

describeRemoteContract('mf-voting', remote, votingTranslations, [
  { device: 'pc', path: 'secondCompetition', heading: '公眾投票' },
  { device: 'mobile', path: 'vote', heading: '公眾投票' },
  { device: 'pc', path: 'speak-sustainability-contest', heading: '得獎名單' },
  { device: 'mobile', path: 'prize/winner/index', heading: '得獎名單' },
]);
