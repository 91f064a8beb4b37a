import { expect } from '@jest/globals';
import { generate } from 'otplib';
import type { StaffRole } from '@portal/contracts/staff';
import type { App } from '../../src/app.js';
import { inviteStaff } from '../../src/staff/invites.js';

// Staff made through the real steps (invitation, password, second factor), for the tests of those steps and of what
// they record. Codes are computed with otplib as an authenticator app would.

export const PASSWORD = 'correct horse battery staple';
export const ORIGIN = 'http://localhost:80';

export interface Answer<T = unknown> {
  status: number;
  body: { code: number; data: T; msg: string; show: boolean };
}

export async function call<T = unknown>(app: App, method: 'GET' | 'POST', url: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer<T>> {
  const res = await app.inject({
    method,
    url,
    headers: { 'accept-language': 'en-us', ...(options.token ? { 'staff-token': options.token } : {}), ...options.headers },
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

/** A call that must succeed: its data. */
export async function ok<T = unknown>(app: App, method: 'GET' | 'POST', url: string, options: { token?: string; body?: unknown } = {}): Promise<T> {
  const answer = await call<T>(app, method, url, options);
  expect({ url, status: answer.status, code: answer.body.code, msg: answer.body.msg }).toEqual({ url, status: 200, code: 1, msg: expect.any(String) });
  return answer.body.data;
}

let serial = 0;
export const uniqueEmail = (role: string) => `${role}-${process.pid}-${(serial += 1)}@staff.example`;

/** An invitation as `pnpm admin staff invite` makes it; the token from its link. */
export async function invite(app: App, email: string, role: StaffRole, name?: string): Promise<{ id: number; token: string; url: string }> {
  const { id, inviteUrl } = await inviteStaff(app.db, app.messages, { kind: 'cli', name: 'ops' }, { email, role, ...(name ? { name } : {}) }, 'http://localhost');
  return { id, token: new URL(inviteUrl).searchParams.get('token') ?? '', url: inviteUrl };
}

/** The 6-digit code of `secret` at `at` (now by default): what the member's app shows. */
export function totpCode(secret: string, at: Date = new Date()): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

export interface Enrolled {
  id: number;
  email: string;
  /** A ready, fresh session from the enrolment. */
  token: string;
  secret: string;
  recoveryCodes: string[];
  /** The TOTP code the enrolment spent. */
  enrolCode: string;
}

/** Invited, password set, TOTP enrolled: a member as the back office knows them after their first visit. */
export async function enrolledMember(app: App, role: StaffRole, email: string = uniqueEmail(role), name?: string): Promise<Enrolled> {
  const { id, token: inviteToken } = await invite(app, email, role, name);
  const { token } = await ok<{ token: string }>(app, 'POST', '/api/admin/auth/invitation', { body: { token: inviteToken, password: PASSWORD, confirmPassword: PASSWORD } });
  const { secret } = await ok<{ secret: string }>(app, 'POST', '/api/admin/auth/totp/setup', { token });
  const enrolCode = await totpCode(secret);
  const { recoveryCodes } = await ok<{ recoveryCodes: string[] }>(app, 'POST', '/api/admin/auth/totp/enable', { token, body: { code: enrolCode } });
  // The code the enrolment spent: a replay test sends it again (a code made later may fall in the next 30 s step).
  return { id, email, token, secret, recoveryCodes, enrolCode };
}

/** Signs in with the password: a session at `secondFactor`. */
export async function passwordStep(app: App, email: string, password = PASSWORD): Promise<string> {
  return (await ok<{ token: string }>(app, 'POST', '/api/admin/auth/login', { body: { email, password } })).token;
}

/** Moves a member's last accepted TOTP step back, so the current code is new again (a test cannot wait 30 s). */
export async function forgetLastStep(app: App, id: number): Promise<void> {
  await app.db.updateTable('staff_members').set({ totp_last_step: null }).where('id', '=', id).execute();
}
