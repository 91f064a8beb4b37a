import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@portal/shared/auth';
import { PASSWORD_RULE } from '@portal/shared/contracts';
import { envelope, failure, findShown, jsonBody, reply } from '@portal/shared/testing';
import { accountApi, SAID, setupAccountApi, TEAM } from '../../../testing/account-api';
import { renderAccount, resetSession } from '../../../testing/render';

// Issue 26.1: a forgotten password, from the login page's "Forgot password?".

const t = setupAccountApi();
beforeEach(() => {
  resetSession();
  t.server.use(accountApi());
});

const EMAIL = 'forgetful@example.org';
const NEW = 'a fresh desert passphrase';
const RULE = `最少 ${PASSWORD_RULE.minLength} 個、最多 ${PASSWORD_RULE.maxLength} 個字元，建議使用較長的密碼短語。`;

const field = {
  email: () => screen.getByLabelText('電郵地址'),
  code: () => screen.getByLabelText('驗證碼'),
  password: () => screen.getByLabelText('新密碼'),
  confirm: () => screen.getByLabelText('確認新密碼'),
};

async function askForCode(email = EMAIL) {
  await userEvent.type(field.email(), email);
  await userEvent.click(screen.getByRole('button', { name: '發送驗證碼' }));
  await screen.findByLabelText('驗證碼');
}

test.each(['/pc/logIn', '/mobile/login'])('the login page at %s leads to its device’s page', async (url) => {
  renderAccount(url);
  await userEvent.click(screen.getByRole('link', { name: '忘記密碼？' }));
  expect(await screen.findByRole('heading', { level: 1, name: '忘記密碼' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(url.startsWith('/pc') ? /^\/pc\/forgotPassword$/ : /^\/mobile\/forgot-password$/);
});

test('asks the address first, refusing a malformed one without a request', async () => {
  renderAccount('/pc/forgotPassword');
  expect(screen.queryByLabelText('驗證碼')).not.toBeInTheDocument();
  await userEvent.type(field.email(), 'nope@');
  await userEvent.click(screen.getByRole('button', { name: '發送驗證碼' }));
  await findShown('請輸入正確的電郵格式', 2);
  expect(t.server.hits).toEqual([]);
});

test('sends the code, says where it went without saying whether an account exists, then asks code and password', async () => {
  renderAccount('/pc/forgotPassword');
  await askForCode(` ${EMAIL} `);
  expect(t.server.hits).toHaveLength(1);
  expect(t.server.hits[0]!.path).toBe('/api/login/sendResetCode');
  expect(jsonBody(t.server.hits[0]!)).toEqual({ email: EMAIL });
  expect(screen.getByRole('status')).toHaveTextContent(`如 ${EMAIL} 已註冊，驗證碼已發送。`);
  expect(field.email()).toHaveAttribute('readonly');
  expect(field.password()).toHaveAccessibleDescription(RULE);
  expect(await screen.findByRole('button', { name: /秒後重新發送/ })).toBeDisabled();
});

test('a 429 during the cooldown still opens the second step with the seconds left', async () => {
  t.server.use(accountApi({ 'POST /api/login/sendResetCode': (_hit, res) => reply(res, 429, envelope(0, { resendAfter: 42 }, SAID.codeAlreadySent, true)) }));
  renderAccount('/mobile/forgot-password');
  await askForCode();
  expect(screen.getByRole('button', { name: '42 秒後重新發送' })).toBeDisabled();
});

test.each([
  ['a five-digit code', { code: '12345' }, '驗證碼只能是六位數字', 'code'],
  ['a short password', { password: 'short', confirm: 'short' }, RULE, 'password'],
  ['a different confirmation', { confirm: `${NEW}!` }, '兩次輸入的密碼不一致', 'confirm'],
] as const)('%s is refused before the reset request', async (_label, change, message, name) => {
  renderAccount('/pc/forgotPassword');
  await askForCode();
  const values = { code: '123456', password: NEW, confirm: NEW, ...change };
  for (const [key, value] of Object.entries(values) as [keyof typeof field, string][]) await userEvent.type(field[key](), value);
  await userEvent.click(screen.getByRole('button', { name: '重設密碼' }));
  expect(field[name]()).toHaveAttribute('aria-invalid', 'true');
  expect(field[name]()).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(t.server.hits.map((hit) => hit.path)).toEqual(['/api/login/sendResetCode']);
});

test('success sends address, code and password twice, ends a session held here, and goes to login with the address', async () => {
  useAuthStore.getState().logIn('old-token', TEAM);
  renderAccount('/pc/forgotPassword');
  await askForCode();
  await userEvent.type(field.code(), '123456');
  await userEvent.type(field.password(), NEW);
  await userEvent.type(field.confirm(), NEW);
  await userEvent.click(screen.getByRole('button', { name: '重設密碼' }));
  expect(await screen.findByRole('heading', { level: 1, name: '登入' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/pc\/logIn$/);
  expect(screen.getByLabelText('電郵地址')).toHaveValue(EMAIL);
  const reset = t.server.hits.find((hit) => hit.path === '/api/login/resetPassword')!;
  expect(jsonBody(reset)).toEqual({ email: EMAIL, code: '123456', password: NEW, confirmPassword: NEW });
  expect(useAuthStore.getState().token).toBeNull();
  expect(await screen.findByText(SAID.passwordReset)).toBeInTheDocument();
});

test('a refused reset shows the server’s message and stays', async () => {
  t.server.use(accountApi({ 'POST /api/login/resetPassword': failure(400, '驗證碼不正確') }));
  renderAccount('/pc/forgotPassword');
  await askForCode();
  await userEvent.type(field.code(), '654321');
  await userEvent.type(field.password(), NEW);
  await userEvent.type(field.confirm(), NEW);
  await userEvent.click(screen.getByRole('button', { name: '重設密碼' }));
  await findShown('驗證碼不正確', 2);
  expect(screen.getByRole('heading', { level: 1, name: '忘記密碼' })).toBeInTheDocument();
});
