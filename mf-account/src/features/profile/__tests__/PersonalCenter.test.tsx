import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@portal/shared/auth';
import { findShown, failure, jsonBody, ok } from '@portal/shared/testing';
import { accountApi, SAID, setupAccountApi, TEAM, writes } from '../../../testing/account-api';
import { logInAs, renderAccount, resetSession } from '../../../testing/render';

const t = setupAccountApi();
beforeEach(() => {
  resetSession();
  t.server.use(accountApi());
  logInAs({ id: 7, email: TEAM.email, members: [] }, 'token-7');
});

const region = (name: string) => screen.getByRole('region', { name });

async function openCenter() {
  renderAccount('/pc/personalCenter');
  const info = await screen.findByRole('region', { name: '隊伍資料' });
  await within(info).findByText(TEAM.teamName!);
  return info;
}

async function openEditor() {
  const info = await openCenter();
  await userEvent.click(within(info).getByRole('button', { name: '編輯' }));
  return within(info).getByLabelText('隊伍名稱');
}

test('team info comes from /user/info with the token, and goes into the store', async () => {
  const info = await openCenter();
  expect(within(info).getByText(TEAM.email!)).toBeInTheDocument();
  expect(within(info).getByText('暫無隊員')).toBeInTheDocument();
  expect(t.server.hits[0]?.path).toBe('/api/user/info');
  expect(t.server.hits[0]?.headers.token).toBe('token-7');
  expect(useAuthStore.getState().user).toEqual(TEAM);
});

test.each([['a'], ['   b   '], ['x'.repeat(41)], ['   ']])(
  'team name %j is refused with "please enter the correct team name", without a request',
  async (name) => {
    const box = await openEditor();
    await userEvent.clear(box);
    await userEvent.type(box, name);
    await userEvent.click(screen.getByRole('button', { name: '儲存' }));
    await findShown('請輸入正確的隊伍名稱', 2);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(writes(t.server.hits)).toEqual([]);
  },
);

test('a valid team name is saved trimmed; the store user and the page show it', async () => {
  const box = await openEditor();
  await userEvent.clear(box);
  await userEvent.type(box, '  Oasis Lab  ');
  await userEvent.click(screen.getByRole('button', { name: '儲存' }));
  expect(await screen.findByText(SAID.modified)).toBeInTheDocument();
  expect(jsonBody(writes(t.server.hits)[0]!)).toEqual({ teamName: 'Oasis Lab' });
  await waitFor(() => expect(useAuthStore.getState().user?.teamName).toBe('Oasis Lab'));
  expect(useAuthStore.getState().user?.email).toBe(TEAM.email);
  expect(within(region('隊伍資料')).getByText('Oasis Lab')).toBeInTheDocument();
  expect(within(region('隊伍資料')).queryByLabelText('隊伍名稱')).not.toBeInTheDocument();
});

test('a refused edit keeps the form and the store as they were', async () => {
  t.server.use(accountApi({ 'POST /api/user/setInfo': failure(400, '修改失敗') }));
  const box = await openEditor();
  await userEvent.clear(box);
  await userEvent.type(box, 'Oasis Lab');
  await userEvent.click(screen.getByRole('button', { name: '儲存' }));
  await findShown('修改失敗', 2);
  expect(useAuthStore.getState().user?.teamName).toBe(TEAM.teamName);
});

describe('change password', () => {
  const password = () => region('修改密碼');
  async function change(values: { old: string; next: string; confirm: string }) {
    const part = within(password());
    if (values.old) await userEvent.type(part.getByLabelText('目前密碼'), values.old);
    if (values.next) await userEvent.type(part.getByLabelText('新密碼'), values.next);
    if (values.confirm) await userEvent.type(part.getByLabelText('確認新密碼'), values.confirm);
    await userEvent.click(part.getByRole('button', { name: '修改密碼' }));
  }

  test.each([
    ['no current password', { old: '', next: 'desert sand dunes', confirm: 'desert sand dunes' }, '請輸入目前密碼'],
    ['a short new password', { old: 'old passphrase', next: 'short', confirm: 'short' }, /最少 12 個/],
    ['a different confirmation', { old: 'old passphrase', next: 'desert sand dunes', confirm: 'x' }, '兩次輸入的密碼不一致'],
  ])('%s is refused before any request', async (_, values, message) => {
    await openCenter();
    await change(values);
    expect((await within(password()).findAllByText(message)).length).toBeGreaterThan(0);
    expect(writes(t.server.hits)).toEqual([]);
    expect(useAuthStore.getState().token).toBe('token-7');
  });

  test('several mistakes: the one the server names first (the new password’s rule, then the confirmation, then the current password)', async () => {
    await openCenter();
    await change({ old: '', next: 'short', confirm: 'x' });
    expect((await within(password()).findAllByText(/最少 12 個/)).length).toBeGreaterThan(0);
    expect(within(password()).getByLabelText('新密碼')).toHaveFocus();
    expect(within(password()).getByLabelText('目前密碼')).not.toHaveAttribute('aria-invalid');
    expect(within(password()).queryByText('請輸入目前密碼')).not.toBeInTheDocument();
    expect(writes(t.server.hits)).toEqual([]);
  });

  test('success ends the session and asks to log in again', async () => {
    await openCenter();
    await change({ old: 'old passphrase', next: 'desert sand dunes', confirm: 'desert sand dunes' });
    expect(await screen.findByText('密碼已修改，請重新登入。')).toBeInTheDocument();
    expect(jsonBody(writes(t.server.hits)[0]!)).toEqual({
      oldPassword: 'old passphrase',
      password: 'desert sand dunes',
      confirmPassword: 'desert sand dunes',
    });
    expect(useAuthStore.getState().token).toBeNull();
    expect(useAuthStore.getState().user).toBeNull();
    expect(useAuthStore.getState().lastEnd?.reason).toBe('logout');
  });

  test('a wrong current password keeps the session', async () => {
    t.server.use(accountApi({ 'POST /api/user/changePassword': failure(400, '目前密碼不正確') }));
    await openCenter();
    await change({ old: 'wrong passphrase', next: 'desert sand dunes', confirm: 'desert sand dunes' });
    await findShown('目前密碼不正確', 2);
    expect(useAuthStore.getState().token).toBe('token-7');
  });
});

test('logout asks first, tells the server, ends the session and says so', async () => {
  await openCenter();
  await userEvent.click(screen.getByRole('button', { name: '登出' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('確定要登出嗎？');
  await userEvent.click(within(dialog).getByRole('button', { name: '確定' }));
  await waitFor(() => expect(useAuthStore.getState().token).toBeNull());
  expect(writes(t.server.hits).map((hit) => hit.path)).toEqual(['/api/login/logout']);
  expect(await screen.findByText('登出成功')).toBeInTheDocument();
});

test('a failed info load offers a retry', async () => {
  t.server.use(accountApi({ 'GET /api/user/info': failure(400, '暫時未能讀取') }));
  renderAccount('/pc/personalCenter');
  const info = await screen.findByRole('region', { name: '隊伍資料' });
  // The shared data part's error: the server's own words, and a retry.
  expect(await within(info).findByText('暫時未能讀取')).toBeInTheDocument();
  t.server.use(accountApi({ 'GET /api/user/info': ok(TEAM) }));
  await userEvent.click(within(info).getByRole('button', { name: '重試' }));
  expect(await within(info).findByText(TEAM.teamName!)).toBeInTheDocument();
});
