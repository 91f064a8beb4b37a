import { describeRemoteContract } from '@portal/shared/testing';
import owned from '../../../routes.json';
import { accountTranslations } from '../../i18n/translations';
import * as remote from '../routes';

describeRemoteContract('mf-account', remote, owned, accountTranslations, [
  { device: 'pc', path: 'logIn', heading: '登入' },
  { device: 'mobile', path: 'login', heading: '登入' },
]);
