import { beforeEach, describe, expect, it } from '@jest/globals';
import type { App } from '../../../src/app.js';
import { MAX_CODE_ATTEMPTS, SENDS_PER_ADDRESS, SENDS_PER_IP } from '../../../src/accounts/email-codes.js';
import { FAILURES_PER_ACCOUNT } from '../../../src/accounts/login-throttle.js';
import type { OutgoingMessage } from '../../../src/messages/kinds.js';
import { withTestApp } from '../../helper.js';
import { NEW_PASSWORD, PASSWORD, clearAccounts, createUser, login, post, sendEmail } from '../account-helpers.js';
import { ageCodes, everything, mailedCode, mailsTo, watchQueue } from './recovery-helpers.js';

// Issue 26.1: a forgotten password, reset with a code mailed to the account's address.

let app: App;
let queued: OutgoingMessage[];
const EMAIL = 'forgetful@example.org';
const EN = { 'accept-language': 'en-us' };

withTestApp((started) => {
  app = started;
});

beforeEach(async () => {
  await app.messages.drain();
  await clearAccounts(app);
  queued = watchQueue(app);
});

const sendCode = (email: string, headers: Record<string, string> = EN, ip?: string) => post(app, '/api/login/sendResetCode', { email }, headers, ip);
const reset = (body: Record<string, unknown>, headers: Record<string, string> = EN) => post(app, '/api/login/resetPassword', body, headers);
const resetWith = (code: string, email = EMAIL, password = NEW_PASSWORD) => reset({ email, code, password, confirmPassword: password });
const info = (token: string) => app.inject({ method: 'GET', url: '/api/user/info', headers: { token } });
const tokenOf = async (account: string, password: string) => (await login(app, account, password)).json<{ data: { token: string } }>().data.token;

const SENT = { code: 1, data: { resendAfter: 60 }, msg: 'Verification code sent, please check your mailbox', show: true };

describe('POST /api/login/sendResetCode', () => {
  it('mails a code to an account, in the requester language, and stores only its hash', async () => {
    const userId = await createUser(app, EMAIL);
    const res = await sendCode(' Forgetful@Example.ORG ', { 'accept-language': 'zh-cn' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...SENT, msg: '验证码已发送，请查收邮箱' });
    expect(queued).toEqual([
      { kind: 'password-reset-code', channel: 'email', to: EMAIL, lang: 'zhSimple', params: { code: expect.stringMatching(/^\d{6}$/), minutes: 10 }, userId },
    ]);
    const code = await mailedCode(app, EMAIL);
    const rows = await app.db.selectFrom('email_codes').selectAll().execute();
    expect(rows).toEqual([expect.objectContaining({ email: EMAIL, purpose: 'reset', user_id: null, used_at: null, attempts: 0 })]);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('answers an address without an account the same, stores the same row, and mails nothing', async () => {
    await createUser(app, EMAIL);
    const known = await sendCode(EMAIL);
    const unknown = await sendCode('nobody@example.org');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    expect(await mailsTo(app, 'nobody@example.org')).toEqual([]);
    expect(queued.map((m) => m.to)).toEqual([EMAIL]);
    const rows = await app.db.selectFrom('email_codes').select(['email', 'purpose']).orderBy('id').execute();
    expect(rows).toEqual([{ email: EMAIL, purpose: 'reset' }, { email: 'nobody@example.org', purpose: 'reset' }]);
    // And the cooldown answers alike too.
    const [again, againUnknown] = [await sendCode(EMAIL), await sendCode('nobody@example.org')];
    expect(again.statusCode).toBe(429);
    expect(againUnknown.statusCode).toBe(429);
    expect(againUnknown.json()).toEqual(again.json());
  });

  it('keeps the sign-up code cooldown, with the seconds left and Retry-After, whatever the purpose of the last code', async () => {
    await createUser(app, EMAIL);
    await sendEmail(app, EMAIL, EN);
    const res = await sendCode(EMAIL);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: 0, data: { resendAfter: expect.any(Number) }, msg: 'A verification code has been sent, please try again later', show: true });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await app.db.selectFrom('email_codes').select('purpose').execute()).toEqual([{ purpose: 'register' }]);
  });

  it(`allows ${SENDS_PER_ADDRESS} codes per address an hour, then answers 429`, async () => {
    await createUser(app, EMAIL);
    for (let i = 0; i < SENDS_PER_ADDRESS; i += 1) {
      expect((await sendCode(EMAIL)).statusCode).toBe(200);
      await ageCodes(app, 61_000);
    }
    const res = await sendCode(EMAIL);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: 0, data: null, msg: 'Too many verification code requests, please try again later', show: true });
    await ageCodes(app, 60 * 60 * 1000);
    expect((await sendCode(EMAIL)).statusCode).toBe(200);
  });

  it(`allows ${SENDS_PER_IP} codes per IP an hour, for addresses with and without accounts alike`, async () => {
    for (let i = 0; i < SENDS_PER_IP; i += 1) expect((await sendCode(`a${i}@example.org`, EN, '203.0.113.9')).statusCode).toBe(200);
    const res = await sendCode('one-more@example.org', EN, '203.0.113.9');
    expect(res.statusCode).toBe(429);
    expect((await sendCode('one-more@example.org', EN, '203.0.113.10')).statusCode).toBe(200);
  });

  it.each([
    ['a malformed address', { email: 'not an address' }, 400, 'Please enter a correct e-mail address'],
    ['an empty address', { email: '' }, 400, 'Please enter a correct e-mail address'],
    ['no address', {}, 400, 'Please enter a correct e-mail address'],
    ['a number for an address', { email: 12 }, 400, 'Please enter a correct e-mail address'],
    ['an absurdly long address', { email: 'x'.repeat(1001) }, 400, 'Invalid parameters'],
  ])('refuses %s in the envelope and changes nothing', async (_label, body, status, msg) => {
    const before = await everything(app);
    const res = await post(app, '/api/login/sendResetCode', body, EN);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code: 0, data: null, show: true, msg: expect.stringContaining(msg) });
    expect(await everything(app)).toEqual(before);
  });
});

describe('POST /api/login/resetPassword', () => {
  let userId: number;
  beforeEach(async () => {
    userId = await createUser(app, EMAIL);
  });

  async function codeSent(): Promise<string> {
    expect((await sendCode(EMAIL)).statusCode).toBe(200);
    return mailedCode(app, EMAIL);
  }

  it('sets the new password, ends every session, forgets failed logins, and tells the owner', async () => {
    const tokens = [await tokenOf(EMAIL, PASSWORD), await tokenOf(EMAIL, PASSWORD)];
    for (let i = 0; i < FAILURES_PER_ACCOUNT; i += 1) await login(app, EMAIL, 'wrong password!!');
    expect((await login(app, EMAIL, PASSWORD)).statusCode).toBe(429);
    const code = await codeSent();
    queued.length = 0;

    const res = await resetWith(code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 1, data: null, msg: 'Your password has been reset. Please log in with the new one', show: true });
    for (const token of tokens) expect((await info(token)).statusCode).toBe(401);
    expect(await app.db.selectFrom('login_failures').where('account', '=', EMAIL).selectAll().execute()).toEqual([]);
    expect(queued).toEqual([{ kind: 'password-changed', channel: 'email', to: EMAIL, lang: 'en', params: { at: expect.any(String) }, userId }]);
    const mails = await mailsTo(app, EMAIL);
    expect(mails).toHaveLength(2);
    expect((await login(app, EMAIL, PASSWORD)).statusCode).toBe(400);
    expect((await login(app, EMAIL, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['zh-hk', 'zhComplex', '密碼已重設，請以新密碼登入'],
    ['zh-cn', 'zhSimple', '密码已重设，请以新密码登录'],
  ])('answers and mails in %s', async (header, lang, msg) => {
    const code = await codeSent();
    queued.length = 0;
    const res = await reset({ email: EMAIL, code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, { 'accept-language': header });
    expect(res.json()).toMatchObject({ code: 1, msg });
    expect(queued.map((m) => [m.kind, m.lang])).toEqual([['password-changed', lang]]);
  });

  it('spends the code: a second use is refused and changes nothing', async () => {
    const code = await codeSent();
    expect((await resetWith(code)).statusCode).toBe(200);
    const before = await everything(app);
    const res = await resetWith(code, EMAIL, 'yet another passphrase');
    expect(res.json()).toEqual({ code: 0, data: null, msg: 'The verification code is invalid or has expired, please request a new one', show: true });
    expect(await everything(app)).toEqual(before);
  });

  it('counts a wrong code and kills the code after the attempt limit; nothing else changes', async () => {
    const code = await codeSent();
    const token = await tokenOf(EMAIL, PASSWORD);
    const wrong = code === '000000' ? '111111' : '000000';
    const before = await everything(app);
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i += 1) {
      expect((await resetWith(wrong)).json()).toMatchObject({ code: 0, msg: 'The verification code is incorrect' });
    }
    expect((await resetWith(code)).json()).toMatchObject({ code: 0, msg: expect.stringContaining('invalid or has expired') });
    const after = await everything(app);
    expect(after.codes.map((row) => row.attempts)).toEqual([MAX_CODE_ATTEMPTS]);
    expect({ ...after, codes: [] }).toEqual({ ...before, codes: [] });
    expect((await info(token)).statusCode).toBe(200);
  });

  it('refuses an expired code, a superseded one and a sign-up code', async () => {
    const first = await codeSent();
    await ageCodes(app, 61_000);
    const second = await codeSent();
    if (first !== second) expect((await resetWith(first)).json()).toMatchObject({ msg: 'The verification code is incorrect' });
    await ageCodes(app, 11 * 60 * 1000);
    expect((await resetWith(second)).json()).toMatchObject({ msg: expect.stringContaining('invalid or has expired') });
    await sendEmail(app, 'new@example.org', EN);
    const signUpCode = await mailedCode(app, 'new@example.org');
    expect((await resetWith(signUpCode, 'new@example.org')).json()).toMatchObject({ msg: expect.stringContaining('invalid or has expired') });
    expect((await login(app, EMAIL, PASSWORD)).statusCode).toBe(200);
  });

  it('answers a guess for an address without an account as a wrong code', async () => {
    await sendCode('nobody@example.org');
    const res = await resetWith('123456', 'nobody@example.org');
    expect(res.json()).toMatchObject({ code: 0, msg: 'The verification code is incorrect' });
  });

  it.each([
    ['a malformed address', { email: 'nope', code: '123456', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, 'Please enter a correct e-mail address'],
    ['five digits', { email: EMAIL, code: '12345', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, 'The verification code must be six digits'],
    ['letters for a code', { email: EMAIL, code: 'abcdef', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, 'The verification code must be six digits'],
    ['a bad code and a short password (the code first)', { email: EMAIL, code: 'CODE', password: 'short', confirmPassword: 'short' }, 'The verification code must be six digits'],
    ['a short password', { email: EMAIL, code: 'RIGHT', password: 'short', confirmPassword: 'short' }, 'The password must have at least 12 characters (at most 128)'],
    ['a confirmation that differs', { email: EMAIL, code: 'RIGHT', password: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}!` }, 'The passwords do not match'],
    ['no confirmation', { email: EMAIL, code: 'RIGHT', password: NEW_PASSWORD }, 'The passwords do not match'],
    ['an object for a password', { email: EMAIL, code: 'RIGHT', password: { text: NEW_PASSWORD }, confirmPassword: NEW_PASSWORD }, 'Invalid parameters'],
    ['an absurdly long password', { email: EMAIL, code: 'RIGHT', password: 'x'.repeat(4097), confirmPassword: 'x' }, 'Invalid parameters'],
  ])('refuses %s in the envelope and changes nothing', async (_label, body, msg) => {
    const code = await codeSent();
    const filled = { ...body, ...(body.code === 'RIGHT' ? { code } : {}) };
    const before = await everything(app);
    const res = await reset(filled);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 0, data: null, show: true, msg: expect.stringContaining(msg) });
    expect(await everything(app)).toEqual(before);
  });
});
