import Cookies from 'js-cookie';

/** Where the spec keeps the session (§3): the token in a cookie and in session storage, the user beside it. */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

function session(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    // Storage can be blocked (sandboxed frames, some private modes): the session then lives in memory only.
    return undefined;
  }
}

function secureCookie(): boolean {
  return globalThis.location?.protocol === 'https:';
}

export function readToken(): string | null {
  // Session storage is per tab; the cookie carries the session into a new tab of the same browser.
  return session()?.getItem(TOKEN_KEY) || Cookies.get(TOKEN_KEY) || null;
}

export function writeToken(token: string | null): void {
  if (token) {
    session()?.setItem(TOKEN_KEY, token);
    Cookies.set(TOKEN_KEY, token, { sameSite: 'Lax', secure: secureCookie(), path: '/' });
  } else {
    session()?.removeItem(TOKEN_KEY);
    Cookies.remove(TOKEN_KEY, { path: '/' });
  }
}

export function readUser<T>(isUser: (value: unknown) => value is T): T | null {
  const raw = session()?.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeUser(user: object | null): void {
  if (user) session()?.setItem(USER_KEY, JSON.stringify(user));
  else session()?.removeItem(USER_KEY);
}
