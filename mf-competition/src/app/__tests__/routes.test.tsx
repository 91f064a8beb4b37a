import { describeRemoteContract } from '@portal/shared/testing';
import owned from '../../../routes.json';
import { competitionTranslations } from '../../i18n/translations';
import * as remote from '../routes';

describeRemoteContract('mf-competition', remote, owned, competitionTranslations, [
  { device: 'pc', path: 'contestRegistration?group=2', heading: '隊伍報名' },
  { device: 'mobile', path: 'registration', heading: '隊伍報名' },
]);
