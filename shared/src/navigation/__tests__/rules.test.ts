import { CURRENT_PATH_KEY, rememberPath, rememberedPath, requiresLogin, splitPath } from '@portal/shared/navigation';

beforeEach(() => sessionStorage.clear());

test('the current path is kept in session storage, with each device home as the default', () => {
  expect(rememberedPath('pc')).toBe('/pc/home');
  expect(rememberedPath('mobile')).toBe('/mobile/home');
  rememberPath('/pc/latestNewsDetail?id=4');
  expect(sessionStorage.getItem(CURRENT_PATH_KEY)).toBe('/pc/latestNewsDetail?id=4');
  expect(rememberedPath('pc')).toBe('/pc/latestNewsDetail?id=4');
  // A path of the other layout is no answer for this one.
  expect(rememberedPath('mobile')).toBe('/mobile/home');
});

test.each([
  ['/pc/personalCenter', true],
  ['/pc/contestRegistration', true],
  ['/mobile/personal-centered/index', true],
  ['/mobile/personal-centered/detail', true],
  ['/mobile/edit/info', true],
  ['/mobile/registration', true],
  ['/pc/workSubmission', true],
  ['/mobile/work-submission/index', true],
  ['/pc/home', false],
  ['/pc/logIn', false],
  ['/mobile/login', false],
  ['/mobile/news/consult', false],
])('%s needs login: %s', (path, expected) => {
  expect(requiresLogin(path)).toBe(expected);
});

test('paths split into device and route; other paths are not app pages', () => {
  expect(splitPath('/mobile/news/consult/detail')).toEqual({ device: 'mobile', route: 'news/consult/detail' });
  expect(splitPath('/pc/aboutUs/')).toEqual({ device: 'pc', route: 'aboutUs' });
  expect(splitPath('/pc')).toEqual({ device: 'pc', route: '' });
  expect(splitPath('/pcx/home')).toBeNull();
  expect(splitPath('/c/3')).toBeNull();
});
