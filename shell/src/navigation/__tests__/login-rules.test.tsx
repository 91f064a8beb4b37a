import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@portal/shared/auth';
import { renderShell, resetBrowser, scriptedLoader, setViewportWidth } from '../../testing/render-shell';

beforeEach(resetBrowser);

test.each([
  ['/pc/personalCenter', '/pc/logIn'],
  ['/pc/contestRegistration?group=2', '/pc/logIn'],
])('without a token %s says "please log in first" and goes to %s', async (path, login) => {
  const { router } = await renderShell(path, scriptedLoader(['ok']));
  expect(await screen.findByText('請先登入')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe(login);
});

test.each(['/mobile/personal-centered/index', '/mobile/registration', '/mobile/edit/info'])(
  'on mobile, %s without a token goes to the mobile login',
  async (path) => {
    setViewportWidth(390);
    const { router } = await renderShell(path, scriptedLoader(['ok']));
    expect(await screen.findByText('請先登入')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mobile/login');
  },
);

test('with a token the protected page is the page itself', async () => {
  act(() => useAuthStore.getState().logIn('token-1', null));
  const { router } = await renderShell('/pc/personalCenter', scriptedLoader(['ok']));
  expect(router.state.location.pathname).toBe('/pc/personalCenter');
  expect(screen.queryByText('請先登入')).not.toBeInTheDocument();
});

test('a visitor with a token who opens the mobile login goes to the mobile home', async () => {
  setViewportWidth(390);
  act(() => useAuthStore.getState().logIn('token-1', null));
  const { router } = await renderShell('/mobile/login', scriptedLoader(['ok']));
  expect(router.state.location.pathname).toBe('/mobile/home');
});

test('logging in on the mobile login page leaves the next step to that page instead of forcing the home page', async () => {
  setViewportWidth(390);
  const { router } = await renderShell('/mobile/login', scriptedLoader(['ok']));
  act(() => useAuthStore.getState().logIn('token-1', null));
  expect(router.state.location.pathname).toBe('/mobile/login');
  // Arriving again with the token is the rule's case.
  await act(() => router.navigate('/mobile/login'));
  expect(router.state.location.pathname).toBe('/mobile/home');
});

test('logout asks first; cancelling keeps the session, confirming clears it, says so and goes to login', async () => {
  act(() => useAuthStore.getState().logIn('token-1', { id: 1, email: 'dunes@example.org', teamName: 'Dunes', members: [] }));
  const { router } = await renderShell('/pc/home', scriptedLoader(['ok']));

  await userEvent.click(screen.getByRole('button', { name: '登出' }));
  expect(await screen.findByRole('alertdialog')).toHaveTextContent('確定要登出嗎？');
  await userEvent.click(screen.getByRole('button', { name: '取消' }));
  expect(useAuthStore.getState().token).toBe('token-1');
  expect(router.state.location.pathname).toBe('/pc/home');

  await userEvent.click(screen.getByRole('button', { name: '登出' }));
  await userEvent.click(await screen.findByRole('button', { name: '確定' }));
  expect(await screen.findByText('登出成功')).toBeInTheDocument();
  expect(useAuthStore.getState()).toMatchObject({ token: null, user: null });
  expect(sessionStorage.getItem('token')).toBeNull();
  expect(document.cookie).not.toMatch(/token=token-1/);
  await waitFor(() => expect(router.state.location.pathname).toBe('/pc/logIn'));
});

test('a session the server refuses ends like a logout: login page, with a message', async () => {
  act(() => useAuthStore.getState().logIn('token-1', null));
  const { router } = await renderShell('/pc/aboutUs', scriptedLoader(['ok']));
  act(() => useAuthStore.getState().endSession('rejected'));
  expect(await screen.findByText('登入已失效，請重新登入')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/pc/logIn');
});
