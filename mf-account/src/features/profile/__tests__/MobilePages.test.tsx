import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@portal/shared/auth';
import { findShown, jsonBody } from '@portal/shared/testing';
import { accountApi, SAID, setupAccountApi, TEAM, writes } from '../../../testing/account-api';
import { logInAs, renderAccount, resetSession } from '../../../testing/render';

const t = setupAccountApi();
beforeEach(() => {
  resetSession();
  t.server.use(accountApi());
  logInAs({ id: 9, email: TEAM.email, members: [] }, 'token-9');
});

test('personal-centered/index: the team summary, links to detail, edit and registration, and the parts', async () => {
  renderAccount('/mobile/personal-centered/index');
  expect(screen.getByRole('heading', { level: 1, name: '個人中心' })).toBeInTheDocument();
  expect(await screen.findByText(TEAM.teamName!)).toBeInTheDocument();
  const links = within(screen.getByRole('navigation', { name: '個人中心頁面' }));
  expect(links.getByRole('link', { name: '隊伍資料' })).toHaveAttribute('href', '/mobile/personal-centered/detail');
  expect(links.getByRole('link', { name: '編輯隊伍資料' })).toHaveAttribute('href', '/mobile/edit/info');
  expect(links.getByRole('link', { name: '前往報名參賽' })).toHaveAttribute('href', '/mobile/registration');
  expect(screen.getByRole('region', { name: '我的報名' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: '我的作品' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '登出' })).toBeInTheDocument();
});

test('personal-centered/detail: the team info from the server', async () => {
  renderAccount('/mobile/personal-centered/detail');
  expect(screen.getByRole('heading', { level: 1, name: '隊伍資料' })).toBeInTheDocument();
  expect(await screen.findByText(TEAM.teamName!)).toBeInTheDocument();
  expect(screen.getByText(TEAM.email!)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '編輯隊伍資料' })).toHaveAttribute('href', '/mobile/edit/info');
});

test('edit/info: the form starts with the current name, checks it and saves it', async () => {
  renderAccount('/mobile/edit/info');
  expect(screen.getByRole('heading', { level: 1, name: '編輯隊伍資料' })).toBeInTheDocument();
  const box = await screen.findByLabelText('隊伍名稱');
  expect(box).toHaveValue(TEAM.teamName);

  await userEvent.clear(box);
  await userEvent.type(box, 'x');
  await userEvent.click(screen.getByRole('button', { name: '儲存' }));
  await findShown('請輸入正確的隊伍名稱', 2);
  expect(writes(t.server.hits)).toEqual([]);

  await userEvent.clear(box);
  await userEvent.type(box, 'Sand Pilots');
  await userEvent.click(screen.getByRole('button', { name: '儲存' }));
  expect(await screen.findByText(SAID.modified)).toBeInTheDocument();
  expect(jsonBody(writes(t.server.hits)[0]!)).toEqual({ teamName: 'Sand Pilots' });
  await waitFor(() => expect(useAuthStore.getState().user?.teamName).toBe('Sand Pilots'));
});

test('edit/info also changes the password, which ends the session', async () => {
  renderAccount('/mobile/edit/info');
  const part = within(await screen.findByRole('region', { name: '修改密碼' }));
  await userEvent.type(part.getByLabelText('目前密碼'), 'old passphrase');
  await userEvent.type(part.getByLabelText('新密碼'), 'desert sand dunes');
  await userEvent.type(part.getByLabelText('確認新密碼'), 'desert sand dunes');
  await userEvent.click(part.getByRole('button', { name: '修改密碼' }));
  await waitFor(() => expect(useAuthStore.getState().token).toBeNull());
  expect(await screen.findByText('密碼已修改，請重新登入。')).toBeInTheDocument();
});
