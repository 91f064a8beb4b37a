import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@portal/shared/auth';
import { failure, findShown, jsonBody } from '@portal/shared/testing';
import { accountApi, SAID, setupAccountApi, TEAM, writes } from '../../../testing/account-api';
import { renderAccount, resetSession } from '../../../testing/render';

// Issue 26.1: a new address for the account, from the personal center (desktop) and edit/info (phone).

const t = setupAccountApi();
beforeEach(() => {
  resetSession();
  useAuthStore.getState().logIn('token-1', TEAM);
  t.server.use(accountApi());
});

const NEW = 'new-address@example.org';

async function part(url: string) {
  renderAccount(url);
  const region = await screen.findByRole('region', { name: '更改電郵地址' });
  return {
    region,
    email: () => within(region).getByLabelText('新電郵地址'),
    password: () => within(region).getByLabelText('目前密碼'),
    code: () => within(region).getByLabelText('驗證碼'),
    sendCode: () => within(region).getByRole('button', { name: /發送驗證碼|秒後重新發送/ }),
    submit: () => within(region).getByRole('button', { name: '更改電郵地址' }),
  };
}

test.each(['/pc/personalCenter', '/mobile/edit/info'])('at %s: the new address and the current password send a code; the code changes the address', async (url) => {
  const form = await part(url);
  await userEvent.type(form.email(), ` ${NEW} `);
  await userEvent.type(form.password(), 'my current passphrase');
  await userEvent.click(form.sendCode());
  expect(await within(form.region).findByRole('button', { name: /秒後重新發送/ })).toBeDisabled();
  await userEvent.type(form.code(), '123456');
  await userEvent.click(form.submit());
  expect(await screen.findByText(SAID.emailChanged)).toBeInTheDocument();
  const sent = writes(t.server.hits);
  expect(sent.map((hit) => hit.path)).toEqual(['/api/user/sendEmailChangeCode', '/api/user/changeEmail']);
  expect(jsonBody(sent[0]!)).toEqual({ email: NEW, password: 'my current passphrase' });
  expect(jsonBody(sent[1]!)).toEqual({ email: NEW, code: '123456' });
  expect(useAuthStore.getState()).toMatchObject({ token: 'token-1', user: { email: NEW } });
  expect(form.email()).toHaveValue('');
});

test('the code is not asked for before the address and password are right, and nothing is sent', async () => {
  const form = await part('/pc/personalCenter');
  await userEvent.type(form.email(), 'nope');
  await userEvent.click(form.sendCode());
  await findShown('請輸入正確的電郵格式', 2);
  await userEvent.clear(form.email());
  await userEvent.type(form.email(), NEW);
  await userEvent.click(form.sendCode());
  expect(form.password()).toHaveAttribute('aria-invalid', 'true');
  expect(form.password()).toHaveAccessibleDescription(expect.stringContaining('請輸入目前密碼'));
  expect(writes(t.server.hits)).toEqual([]);
});

test('a refused request shows the server’s message in the form', async () => {
  t.server.use(accountApi({ 'POST /api/user/sendEmailChangeCode': failure(400, '目前的密碼不正確') }));
  const form = await part('/pc/personalCenter');
  await userEvent.type(form.email(), NEW);
  await userEvent.type(form.password(), 'wrong passphrase');
  await userEvent.click(form.sendCode());
  expect(await within(form.region).findByRole('alert')).toHaveTextContent('目前的密碼不正確');
});

test('an address another account has: the server’s message at the code, the user unchanged', async () => {
  t.server.use(accountApi({ 'POST /api/user/changeEmail': failure(409, '此電郵地址已屬於另一個帳戶') }));
  const form = await part('/mobile/edit/info');
  await userEvent.type(form.email(), NEW);
  await userEvent.type(form.password(), 'my current passphrase');
  await userEvent.click(form.sendCode());
  await userEvent.type(form.code(), '123456');
  await userEvent.click(form.submit());
  await findShown('此電郵地址已屬於另一個帳戶', 2);
  expect(useAuthStore.getState().user?.email).toBe(TEAM.email);
});
