import { describeRemoteContract } from '@portal/shared/testing';
import { accountTranslations } from '../../i18n/translations';
import * as remote from '../routes';
import { setupAccountApi, accountApi } from '../../testing/account-api';

// The personal pages read /user/info: a real local server answers, so no call leaves the machine.
const t = setupAccountApi();
beforeEach(() => t.server.use(accountApi()));

describeRemoteContract('mf-account', remote, accountTranslations, [
  { device: 'pc', path: 'logIn', heading: '登入' },
  { device: 'pc', path: 'register', heading: '註冊' },
  { device: 'pc', path: 'forgotPassword', heading: '忘記密碼' },
  { device: 'pc', path: 'personalCenter', heading: '個人中心' },
  { device: 'pc', path: 'myQuestions', heading: '向主辦單位提問' },
  { device: 'mobile', path: 'login', heading: '登入' },
  { device: 'mobile', path: 'sign-up', heading: '註冊' },
  { device: 'mobile', path: 'forgot-password', heading: '忘記密碼' },
  { device: 'mobile', path: 'personal-centered/index', heading: '個人中心' },
  { device: 'mobile', path: 'personal-centered/detail', heading: '隊伍資料' },
  { device: 'mobile', path: 'edit/info', heading: '編輯隊伍資料' },
  { device: 'mobile', path: 'personal-centered/questions', heading: '向主辦單位提問' },
]);
