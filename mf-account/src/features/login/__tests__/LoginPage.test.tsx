import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@portal/shared/auth';
import { useLanguageStore } from '@portal/shared/i18n';
import { findShown, failure, jsonBody } from '@portal/shared/testing';
import { accountApi, SAID, setupAccountApi, TEAM } from '../../../testing/account-api';
import { renderAccount, resetSession } from '../../../testing/render';

const t = setupAccountApi();
beforeEach(() => {
  resetSession();
  t.server.use(accountApi());
});

const form = {
  email: () => screen.getByLabelText('電郵地址'),
  password: () => screen.getByLabelText('密碼'),
  submit: () => screen.getByRole('button', { name: '登入' }),
};

async function logIn(email: string, password: string) {
  if (email) await userEvent.type(form.email(), email);
  if (password) await userEvent.type(form.password(), password);
  await userEvent.click(form.submit());
}

test.each([
  ['both empty', '', '', 'email'],
  ['no password', 'team@example.org', '', 'password'],
  ['no e-mail', '', 'a long passphrase', 'email'],
  ['blank e-mail', '   ', 'a long passphrase', 'email'],
] as const)('%s: "please enter account and password" next to the first empty field and as a toast, and no request', async (_, email, password, empty) => {
  renderAccount('/pc/logIn');
  await logIn(email, password);
  await findShown('請輸入帳號和密碼', 2); // field error + toast
  expect(form[empty]()).toHaveAttribute('aria-invalid', 'true');
  expect(form[empty]()).toHaveAccessibleDescription('請輸入帳號和密碼');
  expect(t.server.hits).toEqual([]);
});

test('success stores token and user, shows the server’s "login success" and opens the personal center', async () => {
  renderAccount('/pc/logIn');
  await logIn(' team@example.org ', 'a long passphrase');
  expect(await screen.findByRole('heading', { level: 1, name: '個人中心' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/pc\/personalCenter$/);
  expect(t.server.hits[0]?.path).toBe('/api/login/account');
  expect(jsonBody(t.server.hits[0]!)).toEqual({ account: 'team@example.org', password: 'a long passphrase' });
  expect(useAuthStore.getState().token).toBe('token-new');
  expect(useAuthStore.getState().user).toEqual(TEAM);
  expect(await screen.findByText(SAID.loginSuccess)).toBeInTheDocument();
});

test('a same-site redirect is followed; another origin is not', async () => {
  const first = renderAccount('/pc/logIn?redirect=%2Fpc%2FcontestRegistration%3Fgroup%3D2');
  await logIn('team@example.org', 'a long passphrase');
  expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/pc\/contestRegistration\?group=2$/);
  first.unmount();

  resetSession();
  renderAccount('/pc/logIn?redirect=%2F%2Fevil.example%2Fpc%2F');
  await logIn('team@example.org', 'a long passphrase');
  expect(await screen.findByRole('heading', { level: 1, name: '個人中心' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/pc\/personalCenter$/);
});

test('the server’s refusal shows its message, and the visitor stays logged out on the page', async () => {
  t.server.use(accountApi({ 'POST /api/login/account': failure(400, '帳號或密碼錯誤') }));
  renderAccount('/pc/logIn');
  await logIn('team@example.org', 'wrong password!');
  await findShown('帳號或密碼錯誤', 2); // next to the field + toast
  expect(useAuthStore.getState().token).toBeNull();
  expect(screen.getByRole('heading', { level: 1, name: '登入' })).toBeInTheDocument();
  expect(form.submit()).toBeEnabled();
});

test('mobile login goes to the mobile personal center and links to mobile sign-up', async () => {
  renderAccount('/mobile/login');
  expect(screen.getByRole('link', { name: '未有帳戶？立即註冊' })).toHaveAttribute('href', '/mobile/sign-up');
  await logIn('team@example.org', 'a long passphrase');
  expect(await screen.findByRole('heading', { level: 1, name: '個人中心' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/mobile\/personal-centered\/index$/);
});

test('desktop links to desktop sign-up', () => {
  renderAccount('/pc/logIn');
  expect(screen.getByRole('link', { name: '未有帳戶？立即註冊' })).toHaveAttribute('href', '/pc/register');
});

test('a refusal the server did not word gets our own message', async () => {
  t.server.use(accountApi({ 'POST /api/login/account': failure(400, '', false) }));
  renderAccount('/pc/logIn');
  await logIn('team@example.org', 'a long passphrase');
  await findShown('登入失敗，請再試一次', 2);
});

test('the page follows the language switch', async () => {
  renderAccount('/pc/logIn');
  act(() => useLanguageStore.getState().setLanguage('en'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
  expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await findShown('Please enter your account and password', 2);
});
