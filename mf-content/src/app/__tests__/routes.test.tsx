import { describeRemoteContract } from '@portal/shared/testing';
import owned from '../../../routes.json';
import { contentTranslations } from '../../i18n/translations';
import * as remote from '../routes';

describeRemoteContract('mf-content', remote, owned, contentTranslations, [
  { device: 'pc', path: 'home', heading: '國際沙漠可持續發展大獎' },
  { device: 'mobile', path: 'home', heading: '國際沙漠可持續發展大獎' },
]);
