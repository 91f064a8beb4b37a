import { describeRemoteContract } from '@portal/shared/testing';
import owned from '../../../routes.json';
import { votingTranslations } from '../../i18n/translations';
import * as remote from '../routes';

describeRemoteContract('mf-voting', remote, owned, votingTranslations, [
  { device: 'pc', path: 'secondCompetition', heading: '公眾投票' },
  { device: 'mobile', path: 'prize/winner/index', heading: '得獎名單' },
]);
