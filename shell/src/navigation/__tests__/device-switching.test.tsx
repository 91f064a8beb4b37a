import { PHONE_UA, renderShell, resetBrowser, scriptedLoader, setUserAgent, setViewportWidth } from '../../testing/render-shell';

beforeEach(resetBrowser);

function location(router: Awaited<ReturnType<typeof renderShell>>['router']) {
  return router.state.location.pathname + router.state.location.search;
}

test('resizing across 768 px moves to the equivalent page of the other layout, and back', async () => {
  const { router } = await renderShell('/pc/latestNewsDetail?id=3', scriptedLoader(['ok']));
  setViewportWidth(769);
  expect(location(router)).toBe('/pc/latestNewsDetail?id=3');
  setViewportWidth(768);
  expect(location(router)).toBe('/mobile/news/consult/detail?id=3');
  expect(sessionStorage.getItem('device')).toContain('"device":"mobile"');
  setViewportWidth(1024);
  expect(location(router)).toBe('/pc/latestNewsDetail?id=3');
  expect(sessionStorage.getItem('device')).toContain('"device":"pc"');
});

test.each([
  ['/pc/aboutUs', '/mobile/about-us/index'],
  ['/pc/contestRegistration?group=1', '/mobile/login'],
  ['/pc/finalists', '/mobile/home'],
  ['/pc/no-such-page', '/mobile/home'],
])('a phone opening %s lands on %s', async (path, expected) => {
  setUserAgent(PHONE_UA);
  const { router } = await renderShell(path, scriptedLoader(['ok']));
  expect(location(router)).toBe(expected);
});

test('a phone stays on the mobile layout however wide its screen', async () => {
  setUserAgent(PHONE_UA);
  const { router } = await renderShell('/mobile/home', scriptedLoader(['ok']));
  setViewportWidth(1366);
  expect(location(router)).toBe('/mobile/home');
});

test('the root leads to the home of the device', async () => {
  const desktop = await renderShell('/', scriptedLoader(['ok']));
  expect(location(desktop.router)).toBe('/pc/home');
  desktop.unmount();
  setViewportWidth(400);
  const narrow = await renderShell('/', scriptedLoader(['ok']));
  expect(location(narrow.router)).toBe('/mobile/home');
});
