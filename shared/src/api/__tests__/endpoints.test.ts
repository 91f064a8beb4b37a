import type { ArticleListQuery, GalleryQuery, RegistrationBody, TeamMember } from '@portal/shared/contracts';
import * as api from '@portal/shared/api';
import { configureApiHost } from '@portal/shared/api';
import { envelope, reply, setupFixtureServer } from '@portal/shared/testing';

// Every endpoint function of §7 and of the content slice, through the real default instances, pointed at the
// test server.
const t = setupFixtureServer((server) => configureApiHost(server.url));
beforeEach(() => t.server.use((_hit, res) => reply(res, 200, envelope(1, null))));

const credentials = { account: 'team@example.org', password: 'secret-1' };
const sms = { contact: '+85200000000' };
const vote = { contact: '+85200000000', code: '123456', workId: 4 };
const signUp = { email: 'a@example.org', code: '123456', password: 'p', confirmPassword: 'p' };
const passwords = { oldPassword: 'o', password: 'n', confirmPassword: 'n' };
const member: TeamMember = {
  name: 'A',
  position: 'captain',
  birthDate: '2008-01-01',
  school: 'S',
  studentId: 'id.png',
  email: 'a@example.org',
  idCardFront: 'f.png',
  idCardBack: 'b.png',
};
const registration: RegistrationBody = { group: 1, teamName: 'Dunes', topic: 'Water', members: [member] };
const work = { step: 'videoSubmission', title: 'T', topic: 'water', upload: 'a1b2c3', statementAccepted: true };
const email = { email: 'a@example.org' };
const reset = { email: 'a@example.org', code: '123456', password: 'n', confirmPassword: 'n' };
const emailChange = { email: 'b@example.org', password: 'o' };
const newEmail = { email: 'b@example.org', code: '123456' };
const comment = { articleId: 9, content: 'Nice' };
const articles: ArticleListQuery = { page_no: 2, page_size: 4, cid: 1, type: 'en-us' };
const comments = { article_id: 9, page_no: 2, page_size: 5 };
const report = { comment_id: 4, reason: 'spam' as const };
const gallery: GalleryQuery = { contest: 1, page_no: 3, page_size: 12 };
const university = { group: 2 } as const;

interface Row {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  call: () => Promise<unknown>;
  /** The JSON body (POST) or the query (GET) the server should receive. */
  sent?: object;
}

function post(name: string, path: string, call: Row['call'], body?: object): Row {
  return { name, method: 'POST', path, call, sent: body };
}

function get(name: string, path: string, call: Row['call'], query: object = {}): Row {
  // A query arrives as strings.
  const sent = Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return { name, method: 'GET', path, call, sent };
}

const rows: Row[] = [
  // Layer A: paths right under the host.
  post('userLogin', '/api/v1.user/login', () => api.userLogin(credentials), credentials),
  post('sendSms', '/api/v1.work/sendSms', () => api.sendSms(sms), sms),
  post('verifyVote', '/api/v1.work/verify', () => api.verifyVote(vote), vote),
  get('voteCount', '/api/v1.work/voteCount', () => api.voteCount({ workId: 4 }), { workId: 4 }),
  // Layer B: under /api.
  get('getArticleList', '/api/article/lists', () => api.getArticleList(articles), articles),
  get('getArticleDetail', '/api/article/detail', () => api.getArticleDetail({ id: 9 }), { id: 9 }),
  post('register', '/api/login/register', () => api.register(signUp), signUp),
  post('changePassword', '/api/user/changePassword', () => api.changePassword(passwords), passwords),
  get('sendEmailCode', '/api/login/sendEmail', () => api.sendEmailCode(email), email),
  post('accountLogin', '/api/login/account', () => api.accountLogin(credentials), credentials),
  // Account recovery (issue 26.1).
  post('sendResetCode', '/api/login/sendResetCode', () => api.sendResetCode(email), email),
  post('resetPassword', '/api/login/resetPassword', () => api.resetPassword(reset), reset),
  post('sendEmailChangeCode', '/api/user/sendEmailChangeCode', () => api.sendEmailChangeCode(emailChange), emailChange),
  post('changeEmail', '/api/user/changeEmail', () => api.changeEmail(newEmail), newEmail),
  get('getUserInfo', '/api/user/info', () => api.getUserInfo()),
  get('isAddActive', '/api/registration/isAddActive', () => api.isAddActive()),
  post('setUserInfo', '/api/user/setInfo', () => api.setUserInfo({ teamName: 'Dunes' }), { teamName: 'Dunes' }),
  get('getGroup', '/api/registration/getGroup', () => api.getGroup()),
  post('addRegistration', '/api/registration/add', () => api.addRegistration(registration), registration),
  get('getOwnActive', '/api/registration/getOwnActive', () => api.getOwnActive()),
  get('getExam', '/api/competition/getExam', () => api.getExam()),
  get('getMatchCenter', '/api/userWork/getMatchCenter', () => api.getMatchCenter()),
  post('addUserWork', '/api/userWork/add', () => api.addUserWork(work), work),
  get('getArticleComments', '/api/comment/getArticleIdComment', () => api.getArticleComments(comments), comments),
  post('addComment', '/api/comment/add', () => api.addComment(comment), comment),
  post('reportComment', '/api/comment/report', () => api.reportComment(report), report),
  get('getUserWorkList', '/api/userWork/lists', () => api.getUserWorkList()),
  get('getUserWorkById', '/api/userWork/getById', () => api.getUserWorkById({ id: 5 }), { id: 5 }),
  get('isDateBack', '/api/registration/isDateBack', () => api.isDateBack()),
  post('logout', '/api/login/logout', () => api.logout({ silent: true })),
  // Layer B, the content slice's display data: both groups without a query, one group with it.
  get('getPrizes', '/api/display/prizes', () => api.getPrizes()),
  get('getPrizes', '/api/display/prizes', () => api.getPrizes(university), university),
  get('getTimeline', '/api/display/timeline', () => api.getTimeline(university), university),
  get('getTopics', '/api/display/topics', () => api.getTopics(university), university),
  get('getJudges', '/api/display/judges', () => api.getJudges()),
  get('getFinalists', '/api/display/finalists', () => api.getFinalists(university), university),
  get('getWinners', '/api/display/winners', () => api.getWinners(university), university),
  get('getPartners', '/api/display/partners', () => api.getPartners()),
  get('getBanners', '/api/display/banners', () => api.getBanners()),
  get('getIntro', '/api/display/intro', () => api.getIntro()),
  get('getGallery', '/api/display/gallery', () => api.getGallery(gallery), gallery),
  // The season state by the server's clock (@portal/shared/season keeps it).
  get('getSeason', '/api/season', () => api.getSeason()),
  // The site settings (issue 25), public: a page without them in its HTML asks for them.
  get('getSiteSettings', '/api/site/settings', () => api.getSiteSettings()),
];

it.each(rows)('$name sends $method $path $sent', async ({ call, method, path, sent }) => {
  await call();
  expect(t.server.hits).toHaveLength(1);
  const [hit] = t.server.hits;
  expect(hit?.method).toBe(method);
  expect(hit?.path).toBe(path);
  if (method === 'GET') expect(hit?.query).toEqual(sent);
  else expect(hit?.body.length ? JSON.parse(hit.body.toString()) : undefined).toEqual(sent);
});

it('every endpoint function is in the table', () => {
  const notEndpoints = [
    'ApiError',
    'isCancelledRequest',
    'createLayerA',
    'createLayerB',
    'createUploader',
    'configureApiHost',
    'isApiIdle',
    'whenApiIdle',
  ];
  const testedElsewhere = ['uploadFiles', 'getLiveStreamConfig', 'loadSiteSettings'];
  const functions = Object.entries(api)
    .filter(([, value]) => typeof value === 'function')
    .filter(([name]) => !notEndpoints.includes(name) && !testedElsewhere.includes(name))
    .map(([name]) => name);
  expect(functions.sort()).toEqual([...new Set(rows.map(({ name }) => name))].sort());
});
