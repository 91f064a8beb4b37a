import { configureApiHost } from '@portal/shared/api';
import type { User } from '@portal/shared/contracts';
import { ok, routes, setupFixtureServer, type Handler, type Hit, type SuiteServer } from '@portal/shared/testing';

/** The account API as a real server on 127.0.0.1 for the file's tests; the default clients point at it. */
export function setupAccountApi(): SuiteServer {
  return setupFixtureServer((server) => configureApiHost(server.url));
}

export const TEAM: User = {
  id: 7,
  email: 'team@example.org',
  teamName: 'Dune Runners',
  members: [],
};

/** Server messages, in the caller's language as the API writes them (here Traditional Chinese). */
export const SAID = {
  loginSuccess: '登入成功',
  codeSent: '驗證碼已發送，請查收郵箱',
  codeAlreadySent: '驗證碼已發送，請稍後再試',
  registered: '註冊成功',
  modified: '修改成功',
  passwordChanged: '密碼修改成功',
  passwordReset: '密碼已重設，請以新密碼登入',
  emailChanged: '電郵地址已更改，請以新地址登入',
} as const;

/** Every account route answering like the API on success; `overrides` replace single routes ("POST /api/…"). */
export function accountApi(overrides: Record<string, Handler> = {}): Handler {
  return routes({
    'POST /api/login/account': ok({ token: 'token-new', user: TEAM }, SAID.loginSuccess, true),
    'GET /api/login/sendEmail': ok({ resendAfter: 60 }, SAID.codeSent, true),
    'POST /api/login/register': ok(null, SAID.registered, true),
    'POST /api/login/logout': ok(null),
    'GET /api/user/info': ok(TEAM),
    'POST /api/user/setInfo': ok(null, SAID.modified, true),
    'POST /api/user/changePassword': ok(null, SAID.passwordChanged, true),
    'POST /api/login/sendResetCode': ok({ resendAfter: 60 }, SAID.codeSent, true),
    'POST /api/login/resetPassword': ok(null, SAID.passwordReset, true),
    'POST /api/user/sendEmailChangeCode': ok({ resendAfter: 60 }, SAID.codeSent, true),
    'POST /api/user/changeEmail': ok({ ...TEAM, email: 'new-address@example.org' }, SAID.emailChanged, true),
    ...overrides,
  });
}

/** The requests the server saw, without the page's reads of the user info. */
export function writes(hits: Hit[]): Hit[] {
  return hits.filter((hit) => hit.path !== '/api/user/info');
}
