import Cookies from 'js-cookie';
import { TOKEN_KEY, USER_KEY, isLoggedIn, useAuthStore } from '@portal/shared/auth';
import type * as AuthStoreModule from '../auth-store';

beforeEach(() => {
  useAuthStore.setState({ token: null, user: null, lastEnd: null });
  sessionStorage.clear();
  Cookies.remove(TOKEN_KEY, { path: '/' });
});

test('logging in keeps the token in a cookie and in session storage, and the user beside it', () => {
  useAuthStore.getState().logIn('tok-1', { id: 1, email: 'team@example.org', teamName: 'Dunes', members: [] });
  expect(Cookies.get(TOKEN_KEY)).toBe('tok-1');
  expect(sessionStorage.getItem(TOKEN_KEY)).toBe('tok-1');
  expect(JSON.parse(sessionStorage.getItem(USER_KEY)!)).toEqual({ id: 1, email: 'team@example.org', teamName: 'Dunes', members: [] });
  expect(isLoggedIn()).toBe(true);
});

test('logged in means a token is present, with or without a user object', () => {
  expect(isLoggedIn({ token: null })).toBe(false);
  expect(isLoggedIn({ token: '' })).toBe(false);
  useAuthStore.getState().logIn('tok-2', null);
  expect(isLoggedIn()).toBe(true);
});

test('ending a session clears token and user everywhere and records why, once per end', () => {
  useAuthStore.getState().logIn('tok-3', { id: 3, email: 'oasis@example.org', teamName: 'Oasis', members: [] });
  useAuthStore.getState().endSession('logout');
  const state = useAuthStore.getState();
  expect(state.token).toBeNull();
  expect(state.user).toBeNull();
  expect(Cookies.get(TOKEN_KEY)).toBeUndefined();
  expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  expect(sessionStorage.getItem(USER_KEY)).toBeNull();
  expect(state.lastEnd).toEqual({ reason: 'logout', hadToken: true, seq: 1 });

  useAuthStore.getState().endSession('rejected');
  expect(useAuthStore.getState().lastEnd).toEqual({ reason: 'rejected', hadToken: false, seq: 2 });
});

test('a new page of the same browser picks the session up from session storage, or from the cookie in a new tab', () => {
  sessionStorage.setItem(TOKEN_KEY, 'tab-token');
  sessionStorage.setItem(USER_KEY, JSON.stringify({ teamName: 'Sand' }));
  jest.isolateModules(() => {
    const fresh = jest.requireActual<typeof AuthStoreModule>('../auth-store');
    expect(fresh.useAuthStore.getState()).toMatchObject({ token: 'tab-token', user: { teamName: 'Sand' } });
  });

  sessionStorage.clear();
  Cookies.set(TOKEN_KEY, 'cookie-token', { path: '/' });
  jest.isolateModules(() => {
    const fresh = jest.requireActual<typeof AuthStoreModule>('../auth-store');
    expect(fresh.useAuthStore.getState()).toMatchObject({ token: 'cookie-token', user: null });
  });
});

test('a damaged user entry is ignored rather than trusted', () => {
  sessionStorage.setItem(USER_KEY, '{not json');
  jest.isolateModules(() => {
    const fresh = jest.requireActual<typeof AuthStoreModule>('../auth-store');
    expect(fresh.useAuthStore.getState().user).toBeNull();
  });
});
