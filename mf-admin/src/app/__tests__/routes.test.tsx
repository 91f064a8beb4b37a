import { describeRemoteContract } from '@portal/shared/testing';
import { adminTranslations } from '../../i18n/translations';
import * as remote from '../routes';

// The sign-in screens render without a session; the rest of the back office is tested with its fixture server.
describeRemoteContract('mf-admin', remote, adminTranslations, [
  { device: 'admin', path: 'login', heading: '職員登入' },
  { device: 'admin', path: 'invitation?token=abc', heading: '接受邀請' },
]);
