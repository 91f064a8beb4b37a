import { beforeAll, describe, expect, it } from '@jest/globals';
import type { PasskeyCreationOptions } from '@portal/contracts/admin-auth';
import type { App } from '../../src/app.js';
import { withTestApp, type TestDatabase } from '../helper.js';
import { digestState, stateDifferences } from '../security/state.js';
import { SoftAuthenticator } from './authenticator.js';
import { ORIGIN, PASSWORD, call, enrolledMember, invite, ok, uniqueEmail, type Enrolled } from './staff-helpers.js';

// Every bad input to the staff routes is answered in the envelope (4xx, code ≠ 1, data null, a message in the caller's
// language) and changes nothing: every table and every file as it was. The one exception is a wrong password or code,
// which is counted (login_failures) and recorded (the audit log) — so that it cannot be guessed, and so that it shows.

let app: App;
let testDb: TestDatabase;
withTestApp((started, db) => {
  app = started;
  testDb = db;
});

const GUESS = ['audit_head', 'audit_log', 'login_failures'];

let organizer: Enrolled;
let enrolling: string;
let passkeyOnly: string;
let usedInvite: string;
let expiredInvite: string;
let liveInvite: string;

beforeAll(async () => {
  organizer = await enrolledMember(app, 'organizer');
  const fresh = await invite(app, uniqueEmail('judge'), 'judge');
  enrolling = (await ok<{ token: string }>(app, 'POST', '/api/admin/auth/invitation', { body: { token: fresh.token, password: PASSWORD, confirmPassword: PASSWORD } })).token;
  usedInvite = fresh.token;
  const old = await invite(app, uniqueEmail('judge'), 'judge');
  await app.db.updateTable('staff_invites').set({ expires_at: new Date(Date.now() - 1).toISOString() }).where('staff_id', '=', old.id).execute();
  expiredInvite = old.token;
  liveInvite = (await invite(app, uniqueEmail('editor'), 'editor')).token;
  const keyed = await invite(app, uniqueEmail('reviewer'), 'reviewer');
  passkeyOnly = (await ok<{ token: string }>(app, 'POST', '/api/admin/auth/invitation', { body: { token: keyed.token, password: PASSWORD, confirmPassword: PASSWORD } })).token;
  const options = await ok<PasskeyCreationOptions>(app, 'POST', '/api/admin/auth/passkey/registration-options', { token: passkeyOnly });
  await ok(app, 'POST', '/api/admin/auth/passkey/register', { token: passkeyOnly, body: { response: new SoftAuthenticator(ORIGIN.replace(':80', '')).register(options) } });
});

interface Case {
  label: string;
  method?: 'GET' | 'POST';
  url: string;
  token?: () => string;
  body?: unknown;
  /** Raw payload with its content type, for bodies that are not JSON. */
  raw?: { payload: string; type: string };
  status: number;
  msg?: string;
  /** Tables a guess may change (counted and recorded). */
  may?: string[];
}

const org = () => organizer.token;
const long = (n: number) => 'x'.repeat(n);
const registration = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', clientExtensionResults: {}, response: { clientDataJSON: 'AAAA', attestationObject: 'AAAA' } };
const assertion = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', clientExtensionResults: {}, response: { clientDataJSON: 'AAAA', authenticatorData: 'AAAA', signature: 'AAAA' } };

const cases: Case[] = [
  { label: 'login without a password', url: '/api/admin/auth/login', body: { email: 'a@b.example' }, status: 400, msg: 'Please enter account and password' },
  { label: 'login with an empty body', url: '/api/admin/auth/login', body: {}, status: 400 },
  { label: 'login with a 1001-character e-mail', url: '/api/admin/auth/login', body: { email: long(1001), password: PASSWORD }, status: 400, msg: 'Invalid parameters: body.email' },
  // Fastify's validator reads 12 as "12" and drops unknown fields (as on every route): these are sign-in attempts.
  { label: 'login with a number for a password', url: '/api/admin/auth/login', body: { email: 'a@b.example', password: 12 }, status: 400, msg: 'Incorrect e-mail or password', may: GUESS },
  { label: 'login with an unknown field', url: '/api/admin/auth/login', body: { email: 'a@b.example', password: PASSWORD, admin: true }, status: 400, may: GUESS },
  { label: 'login with broken JSON', url: '/api/admin/auth/login', raw: { payload: '{"email":', type: 'application/json' }, status: 400 },
  { label: 'login as a form', url: '/api/admin/auth/login', raw: { payload: 'email=a&password=b', type: 'application/x-www-form-urlencoded' }, status: 415 },
  { label: 'login with an unknown e-mail', url: '/api/admin/auth/login', body: { email: 'nobody@staff.example', password: PASSWORD }, status: 400, msg: 'Incorrect e-mail or password', may: GUESS },
  { label: 'login with a wrong password', url: '/api/admin/auth/login', body: { email: 'x', password: 'wrong wrong wrong' }, status: 400, may: GUESS },
  { label: 'invitation without a token', url: '/api/admin/auth/invitation', body: { password: PASSWORD, confirmPassword: PASSWORD }, status: 400, msg: 'This invitation link is invalid, used or expired: ask an organizer for a new one' },
  { label: 'invitation with a malformed token', url: '/api/admin/auth/invitation', body: { token: "x' or 1=1 --", password: PASSWORD, confirmPassword: PASSWORD }, status: 400 },
  { label: 'invitation with an unknown token', url: '/api/admin/auth/invitation', body: { token: 'A'.repeat(43), password: PASSWORD, confirmPassword: PASSWORD }, status: 400 },
  { label: 'invitation used before', url: '/api/admin/auth/invitation', body: { token: '', password: PASSWORD, confirmPassword: PASSWORD }, status: 400 },
  { label: 'invitation expired', url: '/api/admin/auth/invitation', body: { token: '', password: PASSWORD, confirmPassword: PASSWORD }, status: 400 },
  { label: 'invitation with a short password', url: '/api/admin/auth/invitation', body: { token: '', password: 'short', confirmPassword: 'short' }, status: 400, msg: 'The password must have at least 12 characters (at most 128)' },
  { label: 'invitation with passwords that differ', url: '/api/admin/auth/invitation', body: { token: '', password: PASSWORD, confirmPassword: `${PASSWORD}!` }, status: 400, msg: 'The passwords do not match' },
  { label: 'invitation with a 4097-character password', url: '/api/admin/auth/invitation', body: { token: '', password: long(4097), confirmPassword: long(4097) }, status: 400, msg: 'Invalid parameters: body.password' },
  { label: 'TOTP enable with nothing set up', url: '/api/admin/auth/totp/enable', token: () => enrolling, body: { code: '123456' }, status: 400, msg: 'Start setting up the authenticator app again' },
  { label: 'TOTP enable with five digits', url: '/api/admin/auth/totp/enable', token: () => enrolling, body: { code: '12345' }, status: 400, msg: 'Enter the 6 digits your authenticator app shows' },
  { label: 'TOTP verify with letters', url: '/api/admin/auth/totp/verify', token: org, body: { code: 'abcdef' }, status: 400 },
  { label: 'TOTP verify without a code', url: '/api/admin/auth/totp/verify', token: org, body: {}, status: 400 },
  { label: 'TOTP verify with a 101-character code', url: '/api/admin/auth/totp/verify', token: org, body: { code: long(101) }, status: 400, msg: 'Invalid parameters: body.code' },
  { label: 'TOTP verify with a wrong code', url: '/api/admin/auth/totp/verify', token: org, body: { code: '000000' }, status: 400, may: GUESS },
  { label: 'TOTP verify for a member without TOTP', url: '/api/admin/auth/totp/verify', token: () => passkeyOnly, body: { code: '123456' }, status: 400, msg: 'You have not set up an authenticator app' },
  { label: 'recovery verify with a malformed code', url: '/api/admin/auth/recovery/verify', token: org, body: { code: 'not a code' }, status: 400 },
  { label: 'recovery verify with a wrong code', url: '/api/admin/auth/recovery/verify', token: org, body: { code: 'aaaaa-aaaaa' }, status: 400, may: GUESS },
  { label: 'passkey register without options', url: '/api/admin/auth/passkey/register', token: org, body: { response: registration }, status: 400, msg: 'The passkey request expired: please try again' },
  { label: 'passkey register without a response', url: '/api/admin/auth/passkey/register', token: org, body: {}, status: 400 },
  { label: 'passkey register with another type', url: '/api/admin/auth/passkey/register', token: org, body: { response: { ...registration, type: 'password' } }, status: 400 },
  { label: 'passkey register with a non-base64url id', url: '/api/admin/auth/passkey/register', token: org, body: { response: { ...registration, id: 'a/b+c=' } }, status: 400 },
  { label: 'passkey register with a 61-character label', url: '/api/admin/auth/passkey/register', token: org, body: { response: registration, label: long(61) }, status: 400, msg: 'A passkey name has at most 60 characters' },
  { label: 'passkey verify without options', url: '/api/admin/auth/passkey/verify', token: () => passkeyOnly, body: { response: assertion }, status: 400 },
  { label: 'passkey authentication options without a passkey', url: '/api/admin/auth/passkey/authentication-options', token: org, status: 400, msg: 'You have not registered a passkey' },
  { label: 'invite a malformed e-mail', url: '/api/admin/staff/invite', token: org, body: { email: 'not an address', role: 'judge' }, status: 400, msg: 'Please enter a correct e-mail address' },
  { label: 'invite an address already on staff', url: '/api/admin/staff/invite', token: org, body: { email: '', role: 'judge' }, status: 409, msg: 'This e-mail already belongs to a staff member' },
  { label: 'invite with an unknown role', url: '/api/admin/staff/invite', token: org, body: { email: 'new@staff.example', role: 'admin' }, status: 400, msg: 'Invalid parameters: body.role' },
  { label: 'invite with a blank name', url: '/api/admin/staff/invite', token: org, body: { email: 'new@staff.example', role: 'judge', name: '   ' }, status: 400, msg: 'The name must have 1 to 80 characters' },
  { label: 'invite with an 81-character name', url: '/api/admin/staff/invite', token: org, body: { email: 'new@staff.example', role: 'judge', name: long(81) }, status: 400 },
  { label: 'invite without a role', url: '/api/admin/staff/invite', token: org, body: { email: 'new@staff.example' }, status: 400 },
  { label: 'role of an unknown member', url: '/api/admin/staff/99999/role', token: org, body: { role: 'judge' }, status: 404, msg: 'No such staff member' },
  { label: 'role with id 0', url: '/api/admin/staff/0/role', token: org, body: { role: 'judge' }, status: 400 },
  { label: 'role with a word for an id', url: '/api/admin/staff/abc/role', token: org, body: { role: 'judge' }, status: 400 },
  { label: 'role with an id past the integer range', url: '/api/admin/staff/99999999999/role', token: org, body: { role: 'judge' }, status: 400 },
  { label: 'role unknown', url: '/api/admin/staff/1/role', token: org, body: { role: 'root' }, status: 400 },
  { label: 'the last organizer demoting themself', url: '/api/admin/staff/:me/role', token: org, body: { role: 'judge' }, status: 409, msg: 'At least one active organizer must remain' },
  { label: 'the last organizer disabling themself', url: '/api/admin/staff/:me/disable', token: org, status: 409 },
  { label: 'disable an unknown member', url: '/api/admin/staff/99999/disable', token: org, status: 404 },
  { label: 'enable an unknown member', url: '/api/admin/staff/99999/enable', token: org, status: 404 },
  { label: 'staff list with page_size 51', method: 'GET', url: '/api/admin/staff?page_size=51', token: org, status: 400 },
  { label: 'staff list with an unknown status', method: 'GET', url: '/api/admin/staff?status=gone', token: org, status: 400 },
  { label: 'audit with a from after to', method: 'GET', url: '/api/admin/audit?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z', token: org, status: 400, msg: 'Invalid time range: "from" must be before "to"' },
  { label: 'audit with a date that is no instant', method: 'GET', url: '/api/admin/audit?from=2026-13-45T99:00:00Z', token: org, status: 400 },
  { label: 'audit with a from without a zone', method: 'GET', url: '/api/admin/audit?from=2026-01-01T00:00:00', token: org, status: 400 },
  { label: 'audit with a wildcard action', method: 'GET', url: '/api/admin/audit?action=%25', token: org, status: 400 },
  { label: 'audit with actor 0', method: 'GET', url: '/api/admin/audit?actor=0', token: org, status: 400 },
];

/** The case's body, with the tokens and ids only known once the members exist. */
function bodyOf(testCase: Case): unknown {
  const body = testCase.body as Record<string, unknown> | undefined;
  if (!body) return undefined;
  if (testCase.label === 'invitation used before') return { ...body, token: usedInvite };
  if (testCase.label === 'invitation expired') return { ...body, token: expiredInvite };
  if (testCase.url === '/api/admin/auth/invitation' && body.token === '') return { ...body, token: liveInvite };
  if (testCase.label === 'login with a wrong password') return { ...body, email: organizer.email };
  if (testCase.label === 'invite an address already on staff') return { ...body, email: organizer.email };
  return body;
}

const SQLITE_FILES = /\.sqlite(-wal|-shm|-journal)?$/;

/** `seenAt`: the sessions were just used (a served request touches its session at most once a minute, so it writes nothing). */
async function digest(seenAt: string) {
  await app.db.updateTable('staff_sessions').set({ last_seen_at: seenAt }).execute();
  return digestState(app.db, app.dbDialect, testDb.dir, (path) => SQLITE_FILES.test(path));
}

describe('bad input to the staff routes', () => {
  it.each(cases.map((testCase) => [testCase.label, testCase] as const))('%s: answered in the envelope, nothing changed', async (_label, testCase) => {
    const seenAt = new Date().toISOString();
    const before = await digest(seenAt);
    const url = testCase.url.replace(':me', String(organizer.id));
    const headers: Record<string, string> = { 'accept-language': 'en-us', ...(testCase.token ? { 'staff-token': testCase.token() } : {}) };
    const body = bodyOf(testCase);
    const res = await app.inject({
      method: testCase.method ?? 'POST',
      url,
      headers: testCase.raw ? { ...headers, 'content-type': testCase.raw.type } : headers,
      ...(testCase.raw ? { payload: testCase.raw.payload } : body !== undefined ? { payload: body as object } : {}),
    });
    expect(res.statusCode).toBe(testCase.status);
    const envelope = res.json<{ code: number; data: unknown; msg: string; show: boolean }>();
    expect(envelope).toEqual({ code: 0, data: null, msg: testCase.msg ?? expect.stringMatching(/\S/), show: true });
    const changed = stateDifferences(before, await digest(seenAt));
    expect(changed.filter((difference) => !(testCase.may ?? []).some((table) => difference === `table ${table}: changed`))).toEqual([]);
    if (testCase.may) expect(changed).toContain('table login_failures: changed');
  });

  it('answers in the caller\'s language', async () => {
    const answer = await call(app, 'POST', '/api/admin/auth/totp/verify', { token: organizer.token, body: { code: '12' }, headers: { 'accept-language': 'zh-hk' } });
    expect(answer.body.msg).toBe('請輸入驗證器應用程式顯示的 6 位數字');
  });
});
