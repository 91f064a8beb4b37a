import { describeRemoteContract } from '@portal/shared/testing';
import { contentTranslations } from '../../i18n/translations';
import { contentApi, setupContentApi } from '../../testing/content-api';
import * as remote from '../routes';

// The pages load data: a fixture server answers them, so every page renders as it would against the API.
const t = setupContentApi();
beforeEach(() => t.server.use(contentApi()));

describeRemoteContract('mf-content', remote, contentTranslations, [
  { device: 'pc', path: 'home', heading: '國際沙漠可持續發展大獎' },
  { device: 'pc', path: 'backgroundOfTheCompetition', heading: '比賽背景' },
  { device: 'pc', path: 'latestNews', heading: '最新資訊' },
  { device: 'pc', path: 'latestNewsDetail?id=3', heading: '資訊詳情' },
  { device: 'pc', path: 'finalists?group=2', heading: '入圍名單' },
  { device: 'pc', path: 'previousCompetition', heading: '往屆比賽' },
  { device: 'pc', path: 'interestingSidelightsTwo', heading: '第二屆比賽花絮' },
  { device: 'pc', path: 'first-competition-gallery', heading: '第一屆比賽相冊' },
  { device: 'pc', path: 'first-more-image', heading: '第一屆比賽相冊：全部相片' },
  { device: 'pc', path: 'commonProblem', heading: '常見問題' },
  { device: 'pc', path: 'commonProblemDetail?id=2', heading: '問題詳情' },
  { device: 'pc', path: 'aboutUs', heading: '關於我們' },
  { device: 'pc', path: 'findUs', heading: '聯絡我們' },
  { device: 'pc', path: 'pc_wd', heading: '專題文章' },
  { device: 'mobile', path: 'home', heading: '國際沙漠可持續發展大獎' },
  { device: 'mobile', path: 'great/contest', heading: '比賽背景' },
  { device: 'mobile', path: 'news/consult', heading: '最新資訊' },
  { device: 'mobile', path: 'news/consult/detail?id=3', heading: '資訊詳情' },
  { device: 'mobile', path: 'MobilePreviousCompetition', heading: '往屆比賽' },
  { device: 'mobile', path: 'past/games/index', heading: '第二屆比賽花絮' },
  { device: 'mobile', path: 'photo-wall', heading: '第一屆比賽相冊：全部相片' },
  { device: 'mobile', path: 'familiarProblem/index', heading: '常見問題' },
  { device: 'mobile', path: 'familiarProblem/detail?id=2', heading: '問題詳情' },
  { device: 'mobile', path: 'about-us/index', heading: '關於我們' },
  { device: 'mobile', path: 'contact-us/index', heading: '聯絡我們' },
  { device: 'mobile', path: 'm_wd', heading: '專題文章' },
]);
