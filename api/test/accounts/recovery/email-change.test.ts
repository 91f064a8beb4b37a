import { beforeEach, describe, expect, it } from '@jest/globals';
import type { App } from '../../../src/app.js';
import { MAX_CODE_ATTEMPTS, SENDS_PER_ADDRESS } from '../../../src/accounts/email-codes.js';
import { FAILURES_PER_ACCOUNT } from '../../../src/accounts/login-throttle.js';
import type { OutgoingMessage } from '../../../src/messages/kinds.js';
import { withTestApp } from '../../helper.js';
import { PASSWORD, clearAccounts, createUser, login, post } from '../account-helpers.js';
import { ageCodes, everything, mailedCode, mailsTo, watchQueue } from './recovery-helpers.js';

// Issue 26.1: a signed-in account takes a new address, proved by a code mailed to that address.

let app: App;
let queued: OutgoingMessage[];
let userId: number;
let token: string;
const OLD = 'old-address@example.org';
const NEW = 'new-address@example.org';
const EN = { 'accept-language': 'en-us' };

withTestApp((started) => {
  app = started;
});

const tokenOf = async (account: string, password = PASSWORD) => (await login(app, account, password)).json<{ data: { token: string } }>().data.token;

beforeEach(async () => {
  await app.messages.drain();
  await clearAccounts(app);
  userId = await createUser(app, OLD);
  token = await tokenOf(OLD);
  queued = watchQueue(app);
});

const sendCode = (body: Record<string, unknown>, as = token, headers: Record<string, string> = EN) =>
  post(app, '/api/user/sendEmailChangeCode', body, { token: as, ...headers });
const change = (body: Record<string, unknown>, as = token, headers: Record<string, string> = EN) => post(app, '/api/user/changeEmail', body, { token: as, ...headers });
const info = (t: string) => app.inject({ method: 'GET', url: '/api/user/info', headers: { token: t } });

async function codeSent(address = NEW, as = token): Promise<string> {
  const res = await sendCode({ email: address, password: PASSWORD }, as);
  expect(res.statusCode).toBe(200);
  return mailedCode(app, address.trim().toLowerCase());
}

describe('POST /api/user/sendEmailChangeCode', () => {
  it('checks the current password and mails a code bound to the account to the new address only', async () => {
    const res = await sendCode({ email: ' New-Address@Example.ORG ', password: PASSWORD }, token, { 'accept-language': 'zh-hk' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 1, data: { resendAfter: 60 }, msg: '驗證碼已發送，請查收郵箱', show: true });
    expect(queued).toEqual([
      { kind: 'email-change-code', channel: 'email', to: NEW, lang: 'zhComplex', params: { code: expect.stringMatching(/^\d{6}$/), minutes: 10 }, userId },
    ]);
    const code = await mailedCode(app, NEW);
    expect(await mailsTo(app, OLD)).toEqual([]);
    const rows = await app.db.selectFrom('email_codes').selectAll().execute();
    expect(rows).toEqual([expect.objectContaining({ email: NEW, purpose: 'emailChange', user_id: userId, used_at: null })]);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('counts a wrong password as a failed login and sends nothing; the login throttle stops it', async () => {
    const before = await everything(app);
    const res = await sendCode({ email: NEW, password: 'not my password' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 0, data: null, msg: 'The current password is incorrect', show: true });
    const after = await everything(app);
    expect(after.failures).toEqual([expect.objectContaining({ account: OLD })]);
    expect({ ...after, failures: [] }).toEqual({ ...before, failures: [] });
    for (let i = 1; i < FAILURES_PER_ACCOUNT; i += 1) await sendCode({ email: NEW, password: 'not my password' });
    const throttled = await sendCode({ email: NEW, password: PASSWORD });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ code: 0, msg: expect.stringContaining('Too many failed attempts') });
    expect(queued).toEqual([]);
  });

  it('keeps the cooldown and the hourly limit of the new address', async () => {
    await codeSent();
    const again = await sendCode({ email: NEW, password: PASSWORD });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ data: { resendAfter: expect.any(Number) } });
    for (let i = 1; i < SENDS_PER_ADDRESS; i += 1) {
      await ageCodes(app, 61_000);
      expect((await sendCode({ email: NEW, password: PASSWORD })).statusCode).toBe(200);
    }
    await ageCodes(app, 61_000);
    expect((await sendCode({ email: NEW, password: PASSWORD })).json()).toMatchObject({ code: 0, data: null, msg: expect.stringContaining('Too many verification code') });
  });

  it.each([
    ['a malformed address', { email: 'nope', password: PASSWORD }, 400, 'Please enter a correct e-mail address'],
    ['the current address', { email: ' OLD-address@example.org', password: PASSWORD }, 400, 'This is already the e-mail address of your account'],
    ['no password', { email: NEW, password: '' }, 400, 'Please enter your current password'],
    ['an object for an address', { email: { to: NEW }, password: PASSWORD }, 400, 'Invalid parameters'],
  ])('refuses %s in the envelope and changes nothing', async (_label, body, status, msg) => {
    const before = await everything(app);
    const res = await sendCode(body);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code: 0, data: null, show: true, msg: expect.stringContaining(msg) });
    expect(await everything(app)).toEqual(before);
  });

  it('answers 401 code -1 without a live session', async () => {
    const res = await post(app, '/api/user/sendEmailChangeCode', { email: NEW, password: PASSWORD }, EN);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: -1, data: null });
  });
});

describe('POST /api/user/changeEmail', () => {
  it('makes the new address the account\'s, ends the other sessions and tells the old address', async () => {
    const otherSession = await tokenOf(OLD);
    const code = await codeSent();
    queued.length = 0;
    const res = await change({ email: 'NEW-address@example.org ', code: ` ${code} ` }, token, { 'accept-language': 'zh-cn' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 1, data: { id: userId, email: NEW, members: [] }, msg: '邮箱地址已更改，请以新地址登录', show: true });
    expect((await info(token)).json()).toMatchObject({ data: { email: NEW } });
    expect((await info(otherSession)).statusCode).toBe(401);
    expect(queued).toEqual([
      { kind: 'email-changed', channel: 'email', to: OLD, lang: 'zhSimple', params: { newAddress: 'ne***@example.org', at: expect.any(String) }, userId },
    ]);
    const notice = await mailsTo(app, OLD);
    expect(notice).toHaveLength(1);
    expect(notice[0]!.text).not.toContain(NEW);
    expect((await login(app, OLD, PASSWORD)).statusCode).toBe(400);
    expect((await login(app, NEW, PASSWORD)).statusCode).toBe(200);
  });

  it("refuses another account's code for the same address, and a code of another address", async () => {
    const code = await codeSent();
    await createUser(app, 'someone-else@example.org');
    const theirs = await tokenOf('someone-else@example.org');
    const before = await everything(app);
    expect((await change({ email: NEW, code }, theirs)).json()).toMatchObject({ code: 0, msg: expect.stringContaining('invalid or has expired') });
    expect((await change({ email: 'third@example.org', code })).json()).toMatchObject({ code: 0, msg: expect.stringContaining('invalid or has expired') });
    expect(await everything(app)).toEqual(before);
  });

  it('refuses an address another account has by now, after the code, keeping the code', async () => {
    const code = await codeSent();
    await createUser(app, NEW);
    const before = await everything(app);
    const res = await change({ email: NEW, code });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 0, data: null, msg: 'This e-mail address already belongs to another account', show: true });
    expect(await everything(app)).toEqual(before);
  });

  it('counts wrong codes, kills the code at the limit, and refuses a spent or expired code', async () => {
    const code = await codeSent();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i += 1) expect((await change({ email: NEW, code: wrong })).json()).toMatchObject({ msg: 'The verification code is incorrect' });
    expect((await change({ email: NEW, code })).json()).toMatchObject({ msg: expect.stringContaining('invalid or has expired') });
    await ageCodes(app, 61_000);
    const fresh = await codeSent();
    await ageCodes(app, 11 * 60 * 1000);
    expect((await change({ email: NEW, code: fresh })).json()).toMatchObject({ msg: expect.stringContaining('invalid or has expired') });
    await ageCodes(app, 60 * 60 * 1000);
    const last = await codeSent();
    expect((await change({ email: NEW, code: last })).statusCode).toBe(200);
    // Back to the old address needs a new code: this one is spent.
    expect((await change({ email: NEW, code: last })).statusCode).toBe(400);
    expect((await info(token)).json()).toMatchObject({ data: { email: NEW } });
  });

  it.each([
    ['a malformed address', { email: 'nope', code: '123456' }, 'Please enter a correct e-mail address'],
    ['five digits', { email: NEW, code: '12345' }, 'The verification code must be six digits'],
    ['the current address', { email: OLD, code: '123456' }, 'This is already the e-mail address of your account'],
    ['no code', { email: NEW }, 'The verification code must be six digits'],
  ])('refuses %s in the envelope and changes nothing', async (_label, body, msg) => {
    await codeSent();
    const before = await everything(app);
    const res = await change(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 0, data: null, show: true, msg: expect.stringContaining(msg) });
    expect(await everything(app)).toEqual(before);
  });

  it('answers 401 code -1 without a live session', async () => {
    const code = await codeSent();
    await post(app, '/api/login/logout', undefined, { token });
    const res = await change({ email: NEW, code });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: -1 });
  });
});

describe('POST /api/user/changePassword', () => {
  it("tells the owner with a 'password-changed' mail in their language", async () => {
    const res = await post(app, '/api/user/changePassword', { oldPassword: PASSWORD, password: 'another long passphrase', confirmPassword: 'another long passphrase' }, { token, 'accept-language': 'zh-hk' });
    expect(res.statusCode).toBe(200);
    expect(queued).toEqual([{ kind: 'password-changed', channel: 'email', to: OLD, lang: 'zhComplex', params: { at: expect.any(String) }, userId }]);
    expect(await mailsTo(app, OLD)).toHaveLength(1);
  });
});
