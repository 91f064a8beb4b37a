import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLanguageStore } from '@portal/shared/i18n';
import type { StaffRole } from '../../../api/staff-auth-types';
import { renderAdmin, resetStaff } from '../../../testing/render-admin';
import { member, setupStaffApi, staffApi } from '../../../testing/staff-api';

// Issue 24: the back office's own layout — navigation by role, from the one resource table — its language switch and
// its sign-out.
const api = setupStaffApi();
beforeEach(() => resetStaff({ token: 'staff-1' }));

async function openAs(role: StaffRole, path = '/admin/dashboard') {
  api.server.use(staffApi(member(role)));
  await renderAdmin(path);
  return screen.findByRole('navigation', { name: '後台選單' });
}

const entries = (nav: HTMLElement) => within(nav).getAllByRole('link').map((link) => link.textContent);

test.each([
  ['organizer', ['總覽', '報名', '作品', '入圍作品', '評審輪次', '評分及得獎', '投票誠信', '已取消的投票', '匯出', '資料銷毀', '職員', '審計記錄', '發佈', '文章', '媒體庫', '評論', '網站設定', '頁面內容', '訊息：廣播', '訊息：寄送紀錄', '提問']],
  ['reviewer', ['總覽', '報名', '作品', '提問']],
  ['releaseManager', ['總覽', '發佈']],
  ['editor', ['總覽', '文章', '媒體庫', '評論', '網站設定', '頁面內容', '提問']],
  ['judge', ['總覽', '評審']],
] as const)('a %s sees only the entries of the role', async (role, expected) => {
  expect(entries(await openAs(role))).toEqual(expected);
});

test('the top bar names who is signed in and as what; the current page is marked', async () => {
  const nav = await openAs('organizer', '/admin/releases/mf-voting');
  expect(screen.getByRole('banner')).toHaveTextContent('已登入：Ada organizer');
  expect(screen.getByRole('banner')).toHaveTextContent('主辦人員');
  expect(within(nav).getByRole('link', { name: '發佈' })).toHaveAttribute('aria-current', 'page');
  expect(await screen.findByRole('heading', { level: 1, name: 'mf-voting 的發佈' })).toBeInTheDocument();
});

test('a page the role may not use says so instead of rendering', async () => {
  await openAs('reviewer', '/admin/staff');
  expect(await screen.findByRole('alert')).toHaveTextContent('你的角色不能開啟此頁面。');
  expect(screen.queryByRole('heading', { level: 1, name: '職員' })).not.toBeInTheDocument();
});

test('the language switch changes the whole back office and the language of the next calls', async () => {
  await openAs('organizer');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: '語言' }), 'en');
  expect(await screen.findByRole('navigation', { name: 'Back office menu' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  expect(useLanguageStore.getState().language).toBe('en');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'zhSimple');
  expect(await screen.findByRole('navigation', { name: '后台菜单' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: '发布' }));
  expect(await screen.findByRole('heading', { level: 1, name: '发布' })).toBeInTheDocument();
});

test('on a tablet the navigation opens and closes from the top bar', async () => {
  await openAs('organizer');
  const menu = screen.getByRole('button', { name: '選單' });
  expect(menu).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(menu);
  expect(screen.getByRole('button', { name: '關閉選單' })).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('navigation', { name: '後台選單' })).toHaveAttribute('data-open', 'true');
  await userEvent.click(screen.getByRole('link', { name: '匯出' }));
  expect(screen.getByRole('button', { name: '選單' })).toHaveAttribute('aria-expanded', 'false');
});

test('signing out ends the session on the server and here, and shows the sign-in', async () => {
  await openAs('organizer');
  await userEvent.click(screen.getByRole('button', { name: '登出' }));
  expect(await screen.findByRole('heading', { level: 1, name: '職員登入' })).toBeInTheDocument();
  const logout = api.server.hits.find((hit) => hit.path === '/api/admin/auth/logout');
  expect(logout?.headers['staff-token']).toBe('staff-1');
  expect(sessionStorage.getItem('portal.staffToken')).toBeNull();
});
