import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, type Handler } from '@portal/shared/testing';
import { staffPost } from '../../api/staff-client';
import { renderAdmin, resetStaff } from '../../testing/render-admin';
import { bodyOf, member, refuse, setupStaffApi, staffApi } from '../../testing/staff-api';

// Issue 24: what the back office does with the staff guard's 403s, wherever a call is made from.
const api = setupStaffApi();
beforeEach(() => resetStaff({ token: 'staff-1' }));

/** A sensitive action (approve, export, purge…) the server refuses until the second factor is fresh again. */
function sensitive(first: Handler): Handler {
  let calls = 0;
  return (hit, res) => (calls++ === 0 ? first(hit, res) : ok({ done: true })(hit, res));
}

async function openDashboard(overrides: Record<string, Handler>) {
  api.server.use(staffApi(member('organizer'), overrides));
  await renderAdmin('/admin/dashboard');
  await screen.findByRole('heading', { level: 1, name: '總覽' });
}

test('a stale second factor opens the step-up dialog; once proven, the action is retried once and succeeds', async () => {
  await openDashboard({ 'POST /api/admin/purge': sensitive(refuse.stepUp()) });
  let result: Promise<unknown> = Promise.resolve();
  act(() => {
    result = staffPost('/admin/purge', { now: true });
  });
  const dialog = await screen.findByRole('dialog', { name: '請再次驗證身分' });
  expect(dialog).toHaveAccessibleDescription('此操作需要最近五分鐘內的第二重驗證。');
  await userEvent.type(screen.getByLabelText('應用程式顯示的六位數字'), '654321');
  await userEvent.click(screen.getByRole('button', { name: '驗證' }));
  await expect(result).resolves.toEqual({ done: true });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const purges = api.server.hits.filter((hit) => hit.path === '/api/admin/purge');
  expect(purges).toHaveLength(2);
  expect(bodyOf(purges[1]!)).toEqual({ now: true });
  expect(bodyOf(api.server.hits.find((hit) => hit.path.endsWith('/totp/verify'))!)).toEqual({ code: '654321' });
});

test('a step-up cancelled leaves the action refused, and it is not sent again', async () => {
  await openDashboard({ 'POST /api/admin/purge': sensitive(refuse.stepUp()) });
  let result: Promise<unknown> = Promise.resolve();
  act(() => {
    result = staffPost('/admin/purge').then(
      () => 'sent',
      (error: unknown) => error,
    );
  });
  await screen.findByRole('dialog', { name: '請再次驗證身分' });
  await userEvent.click(screen.getByRole('button', { name: '取消' }));
  await expect(result).resolves.toMatchObject({ status: 403 });
  expect(api.server.hits.filter((hit) => hit.path === '/api/admin/purge')).toHaveLength(1);
});

test('a session that is not ready any more goes to its step', async () => {
  await openDashboard({ 'POST /api/admin/staff': refuse.stage('secondFactor') });
  await act(async () => {
    await staffPost('/admin/staff').catch(() => undefined);
  });
  expect(await screen.findByRole('heading', { level: 1, name: '驗證身分' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/verify$/);
});

test('a role refusal is the server message only: the session and the page stay', async () => {
  await openDashboard({ 'POST /api/admin/staff': refuse.role() });
  await act(async () => {
    await staffPost('/admin/staff').catch(() => undefined);
  });
  expect(await screen.findByText('你的角色不能進行此操作')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: '總覽' })).toBeInTheDocument();
  expect(sessionStorage.getItem('portal.staffToken')).toBe('staff-1');
});
