import { VOTE_POPUP_DATE_KEY } from '../DailyVotePopup';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@portal/shared/auth';
import { setSeason } from '@portal/shared/season';
import { seasonState } from '@portal/shared/testing';
import { renderShell, resetBrowser, scriptedLoader, setViewportWidth } from '../../testing/render-shell';

beforeEach(() => {
  resetBrowser();
  setViewportWidth(390);
});

async function openSideMenu() {
  await userEvent.click(screen.getByRole('button', { name: '打開選單' }));
  return screen.findByRole('dialog', { name: '沙漠可持續發展大獎' });
}

test('the side menu lists the mobile pages and a login button for a visitor', async () => {
  act(() => setSeason(seasonState({ now: '2024-05-01T10:00:00+08:00', offer: 'winners' })));
  await renderShell('/mobile/news/consult/detail?id=2', scriptedLoader(['ok']));
  const menu = await openSideMenu();
  const nav = within(menu).getByRole('navigation');
  expect(within(nav).getByRole('link', { name: '首頁' })).toHaveAttribute('href', '/mobile/home');
  expect(within(nav).getByRole('link', { name: '比賽背景' })).toHaveAttribute('href', '/mobile/great/contest');
  expect(within(nav).getByRole('link', { name: '第二屆比賽' })).toHaveAttribute('href', '/mobile/prize/winner/index');
  expect(within(nav).getByRole('link', { name: '第一屆比賽花絮' })).toHaveAttribute('href', '/mobile/MobilePreviousCompetition');
  expect(within(nav).getByRole('link', { name: '第二屆比賽花絮' })).toHaveAttribute('href', '/mobile/past/games/index');
  expect(within(nav).getByRole('link', { name: '常見問題' })).toHaveAttribute('href', '/mobile/familiarProblem/index');
  expect(within(nav).getByRole('link', { name: '關於我們' })).toHaveAttribute('href', '/mobile/about-us/index');
  expect(within(nav).getByRole('link', { name: '聯絡我們' })).toHaveAttribute('href', '/mobile/contact-us/index');
  // News detail highlights news here too.
  expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('最新消息');
  expect(within(nav).queryByRole('link', { name: '個人中心' })).not.toBeInTheDocument();
  expect(within(menu).getByRole('link', { name: '登入' })).toHaveAttribute('href', '/mobile/login');
  expect(within(menu).getByRole('link', { name: '用手機掃描，體驗沙漠 AR' })).toBeInTheDocument();
  expect(within(menu).getByRole('img', { name: '沙漠 AR 體驗二維碼' })).toBeInTheDocument();
  await waitFor(() => expect(menu.querySelector('.ar-promo__code svg')).not.toBeNull());
});

test('while the server offers voting the side menu leads to the mobile voting page (issue 11)', async () => {
  act(() => setSeason(seasonState({ now: '2024-02-10T10:00:00+08:00', offer: 'voting', votingOpen: true })));
  // Today's vote invitation was already shown: it would cover the menu button.
  localStorage.setItem(VOTE_POPUP_DATE_KEY, '2024-02-10');
  await renderShell('/mobile/home', scriptedLoader(['ok']));
  const menu = await openSideMenu();
  expect(within(menu).getByRole('link', { name: '第二屆比賽' })).toHaveAttribute('href', '/mobile/vote');
});

test('a logged-in visitor gets the personal center and a logout button; choosing a page closes the menu', async () => {
  act(() => useAuthStore.getState().logIn('token-1', null));
  const { router } = await renderShell('/mobile/home', scriptedLoader(['ok']));
  const menu = await openSideMenu();
  expect(within(menu).getByRole('link', { name: '個人中心' })).toHaveAttribute('href', '/mobile/personal-centered/index');
  expect(within(menu).getByRole('button', { name: '登出' })).toBeInTheDocument();
  await userEvent.click(within(menu).getByRole('link', { name: '關於我們' }));
  expect(router.state.location.pathname).toBe('/mobile/about-us/index');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('the language popover switches the language of the whole page', async () => {
  await renderShell('/mobile/home', scriptedLoader(['ok']));
  // Its name starts with what it shows (WCAG 2.5.3, label in name), so "繁" or "EN" spoken finds it.
  await userEvent.click(screen.getByRole('button', { name: '繁 語言' }));
  await userEvent.click(await screen.findByRole('button', { name: 'English' }));
  expect(document.documentElement.lang).toBe('en');
  expect(screen.getByRole('button', { name: 'EN Language' })).toHaveTextContent('EN');
  expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  expect(localStorage.getItem('lang')).toBe('en');
});

test('the back arrow goes back, or to the mobile home when there is nothing to go back to', async () => {
  const { router } = await renderShell('/mobile/about-us/index', scriptedLoader(['ok']));
  await userEvent.click(screen.getByRole('button', { name: '返回' }));
  expect(router.state.location.pathname).toBe('/mobile/home');
});

test.each([
  ['/mobile/login', false],
  ['/mobile/sign-up', false],
  ['/mobile/edit/info', false],
  ['/mobile/home', true],
  ['/mobile/news/consult', true],
  ['/mobile/prize/winner/index', true],
])('on %s the footer shows: %s', async (path, shown) => {
  // edit/info needs a token; with none the page would be the login page instead.
  act(() => useAuthStore.getState().logIn('token-1', null));
  if (path === '/mobile/login') act(() => useAuthStore.setState({ token: null }));
  const { router } = await renderShell(path, scriptedLoader(['ok']));
  expect(router.state.location.pathname).toBe(path);
  if (shown) expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  else expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
});
