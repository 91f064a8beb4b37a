import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@portal/shared/auth';
import { findShown } from '@portal/shared/testing';
import { renderAdmin, resetStaff } from '../../../testing/render-admin';
import { bodyOf, member, refuse, setupStaffApi, staffApi } from '../../../testing/staff-api';

// Issue 24: the staff sign-in against the API's answers (a fixture server on 127.0.0.1, the real client). Nothing of
// the back office renders until the session is ready.
const api = setupStaffApi();
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom draws no canvas (the QR code)
  resetStaff();
  sessionStorage.clear();
  api.server.use(staffApi(member('organizer')));
});

const hitsTo = (path: string) => api.server.hits.filter((hit) => hit.path === `/api/admin/auth/${path}`);
const location = () => screen.getByTestId('location');

async function signIn(email = 'ada@staff.test', password = 'correct horse battery') {
  await userEvent.type(screen.getByLabelText('電郵地址'), email);
  await userEvent.type(screen.getByLabelText('密碼'), password);
  await userEvent.click(screen.getByRole('button', { name: '登入' }));
}

test('an empty form says so at the first empty field and sends nothing', async () => {
  api.server.use(staffApi(member('organizer')));
  await renderAdmin('/admin/login');
  await userEvent.click(await screen.findByRole('button', { name: '登入' }));
  await findShown('請輸入電郵地址及密碼', 2); // beside the field and as a toast
  expect(screen.getByLabelText('電郵地址')).toHaveAttribute('aria-invalid', 'true');
  expect(api.server.hits).toEqual([]);
});

test('password, then the second factor, then the back office: the staff token travels in staff-token only', async () => {
  useAuthStore.setState({ token: 'team-token' }); // a team session in the same browser is never sent
  api.server.use(staffApi(member('organizer', 'secondFactor'), { 'GET /api/admin/auth/me': staffApi(member('organizer')) }));
  await renderAdmin('/admin/login');
  await signIn(' ada@staff.test ');
  expect(await screen.findByRole('heading', { level: 1, name: '驗證身分' })).toBeInTheDocument();
  expect(location()).toHaveTextContent(/^\/admin\/verify$/);
  expect(bodyOf(hitsTo('login')[0]!)).toEqual({ email: 'ada@staff.test', password: 'correct horse battery' });
  expect(sessionStorage.getItem('portal.staffToken')).toBe('staff-1');

  await userEvent.type(screen.getByLabelText('應用程式顯示的六位數字'), '123456');
  await userEvent.click(screen.getByRole('button', { name: '驗證' }));
  expect(await screen.findByRole('heading', { level: 1, name: '總覽' })).toBeInTheDocument();
  expect(location()).toHaveTextContent(/^\/admin\/dashboard$/);
  expect(bodyOf(hitsTo('totp/verify')[0]!)).toEqual({ code: '123456' });
  const verify = hitsTo('totp/verify')[0]!;
  expect(verify.headers['staff-token']).toBe('staff-1');
  expect(verify.headers.token).toBeUndefined();
  expect(hitsTo('me')[0]?.headers['staff-token']).toBe('staff-1');
  expect(useAuthStore.getState().token).toBe('team-token');
});

test('a recovery code proves the second factor too, and says how many are left', async () => {
  resetStaff({ token: 'staff-1' });
  api.server.use(staffApi(member('reviewer', 'secondFactor'), { 'POST /api/admin/auth/recovery/verify': staffApi(member('reviewer')) }));
  await renderAdmin('/admin/verify');
  await userEvent.click(await screen.findByRole('radio', { name: '備用碼' }));
  await userEvent.type(screen.getByLabelText('你保存的其中一個備用碼'), ' aaaa-1111 ');
  api.server.use(staffApi(member('reviewer')));
  await userEvent.click(screen.getByRole('button', { name: '驗證' }));
  expect(await screen.findByRole('heading', { level: 1, name: '總覽' })).toBeInTheDocument();
  expect(bodyOf(api.server.hits.find((hit) => hit.path.endsWith('/recovery/verify'))!)).toEqual({ code: 'aaaa-1111' });
  expect(await screen.findByText('尚餘備用碼：9 個')).toBeInTheDocument();
});

test('a member without a second factor enrols TOTP, keeps the recovery codes, then goes on', async () => {
  api.server.use(staffApi(member('editor', 'enrol')));
  await renderAdmin('/admin/login');
  await signIn();
  expect(await screen.findByRole('heading', { level: 1, name: '設定雙重驗證' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '顯示二維碼' }));
  expect(await screen.findByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
  expect(screen.getByRole('img', { name: '驗證器應用程式的二維碼' })).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('應用程式顯示的六位數字'), '12345');
  await userEvent.click(screen.getByRole('button', { name: '啟用' }));
  await findShown('請輸入六位數字驗證碼', 2);
  expect(hitsTo('totp/enable')).toEqual([]);

  await userEvent.type(screen.getByLabelText('應用程式顯示的六位數字'), '6');
  await userEvent.click(screen.getByRole('button', { name: '啟用' }));
  const codes = await screen.findByRole('list', { name: '你的備用碼' });
  expect(within(codes).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['aaaa-1111', 'bbbb-2222']);
  const next = screen.getByRole('button', { name: '繼續' });
  expect(next).toBeDisabled();
  api.server.use(staffApi(member('editor', 'secondFactor')));
  await userEvent.click(screen.getByRole('checkbox', { name: '我已保存備用碼' }));
  await userEvent.click(next);
  // Enabled, not yet proven in this session: the server says where the session stands.
  expect(await screen.findByRole('heading', { level: 1, name: '驗證身分' })).toBeInTheDocument();
});

test('an invitation sets the password by the shared rule, then leads to the enrolment', async () => {
  api.server.use(staffApi(member('judge', 'enrol')));
  await renderAdmin('/admin/invitation?token=invite-9');
  await userEvent.type(await screen.findByLabelText('新密碼'), 'short');
  await userEvent.type(screen.getByLabelText('確認密碼'), 'short');
  await userEvent.click(screen.getByRole('button', { name: '設定密碼' }));
  await findShown('最少 12 個字元（最多 128 個）。', 3); // the hint, and the problem beside the field and as a toast
  expect(api.server.hits).toEqual([]);

  await userEvent.clear(screen.getByLabelText('新密碼'));
  await userEvent.clear(screen.getByLabelText('確認密碼'));
  await userEvent.type(screen.getByLabelText('新密碼'), 'a long enough passphrase');
  await userEvent.type(screen.getByLabelText('確認密碼'), 'a long enough passphrase');
  await userEvent.click(screen.getByRole('button', { name: '設定密碼' }));
  expect(await screen.findByRole('heading', { level: 1, name: '設定雙重驗證' })).toBeInTheDocument();
  expect(bodyOf(hitsTo('invitation')[0]!)).toEqual({ token: 'invite-9', password: 'a long enough passphrase', confirmPassword: 'a long enough passphrase' });
});

test('an invitation link without its token says so', async () => {
  await renderAdmin('/admin/invitation');
  expect(await screen.findByRole('alert')).toHaveTextContent('此邀請連結不完整');
});

test.each(['/admin/dashboard', '/admin/verify', '/admin/enrol', '/admin/finalists/3'])('%s without a session goes to the sign-in', async (path) => {
  await renderAdmin(path);
  expect(await screen.findByRole('heading', { level: 1, name: '職員登入' })).toBeInTheDocument();
  expect(api.server.hits).toEqual([]);
});

test('a session that ended (401) is forgotten and the sign-in shows', async () => {
  resetStaff({ token: 'staff-old' });
  api.server.use(staffApi(member('organizer'), { 'GET /api/admin/auth/me': refuse.signIn() }));
  await renderAdmin('/admin/dashboard');
  expect(await screen.findByRole('heading', { level: 1, name: '職員登入' })).toBeInTheDocument();
  expect(sessionStorage.getItem('portal.staffToken')).toBeNull();
});

test('a session reloaded at its second factor opens the verification, not the page', async () => {
  resetStaff({ token: 'staff-1' });
  api.server.use(staffApi(member('organizer', 'secondFactor')));
  await renderAdmin('/admin/releases');
  expect(await screen.findByRole('heading', { level: 1, name: '驗證身分' })).toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});
