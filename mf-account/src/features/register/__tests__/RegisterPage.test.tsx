import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_RULE } from '@portal/shared/contracts';
import { findShown, envelope, failure, jsonBody, ok, reply } from '@portal/shared/testing';
import { accountApi, SAID, setupAccountApi } from '../../../testing/account-api';
import { renderAccount, resetSession } from '../../../testing/render';

const t = setupAccountApi();
beforeEach(() => {
  resetSession();
  t.server.use(accountApi());
});
afterEach(() => jest.useRealTimers());

const GOOD = {
  email: 'new@example.org',
  code: '123456',
  password: 'desert sand dunes',
  confirm: 'desert sand dunes',
};
const RULE = `最少 ${PASSWORD_RULE.minLength} 個、最多 ${PASSWORD_RULE.maxLength} 個字元，建議使用較長的密碼短語。`;

const field = {
  email: () => screen.getByLabelText('電郵地址'),
  code: () => screen.getByLabelText('驗證碼'),
  password: () => screen.getByLabelText('密碼'),
  confirm: () => screen.getByLabelText('確認密碼'),
};
const submit = () => screen.getByRole('button', { name: '註冊' });

async function fill(values: Partial<typeof GOOD>, user = userEvent) {
  for (const [name, value] of Object.entries(values) as [keyof typeof GOOD, string][]) {
    await user.clear(field[name]());
    if (value) await user.type(field[name](), value);
  }
}

test('the password field states the rule as its hint', () => {
  renderAccount('/pc/register');
  expect(field.password()).toHaveAccessibleDescription(RULE);
});

test.each([
  ['a malformed e-mail', { email: 'not-an-email' }, '請輸入正確的電郵格式', 'email'],
  ['a five-digit code', { code: '12345' }, '驗證碼只能是六位數字', 'code'],
  ['a code with letters', { code: '12a456' }, '驗證碼只能是六位數字', 'code'],
  ['a short password', { password: 'short', confirm: 'short' }, RULE, 'password'],
  ['a different confirmation', { confirm: 'desert sand dunez' }, '兩次輸入的密碼不一致', 'confirm'],
] as const)('%s is refused before any request', async (_, change, message, name) => {
  renderAccount('/pc/register');
  await fill({ ...GOOD, ...change });
  await userEvent.click(submit());
  expect(field[name]()).toHaveAttribute('aria-invalid', 'true');
  expect(field[name]()).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(await screen.findAllByText(message)).not.toHaveLength(0);
  expect(t.server.hits).toEqual([]);
});

test('"send code" refuses a malformed e-mail without a request', async () => {
  renderAccount('/pc/register');
  await fill({ email: 'nope@' });
  await userEvent.click(screen.getByRole('button', { name: '發送驗證碼' }));
  await findShown('請輸入正確的電郵格式', 2);
  expect(t.server.hits).toEqual([]);
});

test('send code: the server’s message, then "resend after N s" counting down with the button disabled', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  t.server.use(accountApi({ 'GET /api/login/sendEmail': ok({ resendAfter: 3 }, SAID.codeSent, true) }));
  renderAccount('/pc/register');
  await user.type(field.email(), GOOD.email);
  await user.click(screen.getByRole('button', { name: '發送驗證碼' }));

  const button = await screen.findByRole('button', { name: '3 秒後重新發送' });
  expect(button).toBeDisabled();
  expect(t.server.hits).toHaveLength(1);
  expect(t.server.hits[0]?.query).toEqual({ email: GOOD.email });
  expect(await screen.findByText(SAID.codeSent)).toBeInTheDocument();

  act(() => jest.advanceTimersByTime(1000));
  expect(button).toHaveAccessibleName('2 秒後重新發送');
  expect(button).toBeDisabled();
  act(() => jest.advanceTimersByTime(1000));
  expect(button).toHaveAccessibleName('1 秒後重新發送');
  act(() => jest.advanceTimersByTime(1000));
  expect(button).toHaveAccessibleName('發送驗證碼');
  expect(button).toBeEnabled();
});

test('429 during the cooldown: the server’s message and its remaining seconds', async () => {
  t.server.use(
    accountApi({
      'GET /api/login/sendEmail': (_hit, res) =>
        reply(res, 429, envelope(0, { resendAfter: 42 }, SAID.codeAlreadySent, true)),
    }),
  );
  renderAccount('/pc/register');
  await userEvent.type(field.email(), GOOD.email);
  await userEvent.click(screen.getByRole('button', { name: '發送驗證碼' }));
  expect(await screen.findByRole('button', { name: '42 秒後重新發送' })).toBeDisabled();
  expect(await screen.findByText(SAID.codeAlreadySent)).toBeInTheDocument();
  expect(t.server.hits).toHaveLength(1); // a 4xx is never retried
});

test('success sends every field and goes to login with the e-mail filled in', async () => {
  renderAccount('/pc/register');
  await fill({ ...GOOD, email: ` ${GOOD.email} ` });
  await userEvent.click(submit());
  expect(await screen.findByRole('heading', { level: 1, name: '登入' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/pc\/logIn$/);
  expect(screen.getByLabelText('電郵地址')).toHaveValue(GOOD.email);
  expect(t.server.hits).toHaveLength(1);
  expect(jsonBody(t.server.hits[0]!)).toEqual({
    email: GOOD.email,
    code: GOOD.code,
    password: GOOD.password,
    confirmPassword: GOOD.confirm,
  });
  expect(await screen.findByText(SAID.registered)).toBeInTheDocument();
});

test('a refused registration (wrong code) shows the server’s message and stays', async () => {
  t.server.use(accountApi({ 'POST /api/login/register': failure(400, '驗證碼錯誤或已過期') }));
  renderAccount('/pc/register');
  await fill(GOOD);
  await userEvent.click(submit());
  await findShown('驗證碼錯誤或已過期', 2);
  expect(screen.getByRole('heading', { level: 1, name: '註冊' })).toBeInTheDocument();
});

test('mobile sign-up renders the same form and leads to mobile login', async () => {
  renderAccount('/mobile/sign-up');
  expect(screen.getByRole('heading', { level: 1, name: '註冊' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '已有帳戶？登入' })).toHaveAttribute('href', '/mobile/login');
  await fill(GOOD);
  await userEvent.click(submit());
  expect(await screen.findByRole('heading', { level: 1, name: '登入' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/mobile\/login$/);
});
