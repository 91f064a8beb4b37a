import { beforeEach, describe, expect, it } from '@jest/globals';
import type { App } from '../../../src/app.js';
import { MAX_CODE_ATTEMPTS } from '../../../src/accounts/email-codes.js';
import { PASSWORD_RULE, scryptParameters, verifyPassword } from '../../../src/accounts/passwords.js';
import { withTestApp } from '../../helper.js';
import { PASSWORD, clearAccounts, codeFromOutbox, createUser, post, sendEmail, snapshot } from '../account-helpers.js';

let app: App;

withTestApp((started) => {
  app = started;
});

beforeEach(() => clearAccounts(app));

const EMAIL = 'new.team@example.org';

function register(body: Record<string, string>, lang = 'en-us') {
  return post(app, '/api/login/register', body, { 'accept-language': lang });
}

async function freshCode(email = EMAIL): Promise<string> {
  expect((await sendEmail(app, email)).statusCode).toBe(200);
  return codeFromOutbox(app, email);
}

const body = (code: string, overrides: Record<string, string> = {}) => ({
  email: EMAIL,
  code,
  password: PASSWORD,
  confirmPassword: PASSWORD,
  ...overrides,
});

/** A code that is not `code`. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/login/register', () => {
  it('creates the user with an scrypt hash (never the password) and uses up the code', async () => {
    const code = await freshCode();
    const res = await register(body(code, { email: ' New.Team@Example.org ' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 1, data: null, msg: 'Registration successful', show: true });
    const user = await app.db.selectFrom('users').selectAll().where('email', '=', EMAIL).executeTakeFirstOrThrow();
    // The parameters this process hashes with (production's outside Jest: passwords.test.ts).
    expect(user.password_hash).toMatch(new RegExp(`^scrypt\\$${scryptParameters().N}\\$8\\$1\\$`));
    expect(user.password_hash).not.toContain(PASSWORD);
    expect(await verifyPassword(PASSWORD, user.password_hash ?? '')).toBe(true);
    const row = await app.db.selectFrom('email_codes').selectAll().executeTakeFirstOrThrow();
    expect(row.used_at).not.toBeNull();
    // Single use: the same code again is refused.
    await app.db.deleteFrom('users').execute();
    const again = await register(body(code));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ msg: 'The verification code is invalid or has expired, please request a new one' });
  });

  const rule = `The password must have at least ${PASSWORD_RULE.minLength} characters (at most ${PASSWORD_RULE.maxLength})`;
  const short = 'a'.repeat(PASSWORD_RULE.minLength - 1);
  const long = 'a'.repeat(PASSWORD_RULE.maxLength + 1);
  it.each([
    ['a bad e-mail', { email: 'not-an-email' }, 'Please enter a correct e-mail address'],
    ['an empty e-mail', { email: '' }, 'Please enter a correct e-mail address'],
    ['a 5-digit code', { code: '12345' }, 'The verification code must be six digits'],
    ['a 7-digit code', { code: '1234567' }, 'The verification code must be six digits'],
    ['a code with letters', { code: '12a456' }, 'The verification code must be six digits'],
    ['a short password', { password: short, confirmPassword: short }, rule],
    ['a too long password', { password: long, confirmPassword: long }, rule],
    ['a different confirmation', { confirmPassword: `${PASSWORD}!` }, 'The passwords do not match'],
  ])('refuses %s with its message and changes nothing', async (_name, overrides, msg) => {
    const code = await freshCode();
    const before = await snapshot(app);
    const res = await register(body(code, overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 0, data: null, msg, show: true });
    expect(await snapshot(app)).toEqual(before);
  });

  it.each([
    ['zh-hk', '兩次輸入的密碼不一致'],
    ['zh-cn', '两次输入的密码不一致'],
  ])('answers in %s', async (lang, msg) => {
    const res = await register(body('123456', { confirmPassword: 'x' }), lang);
    expect(res.json()).toMatchObject({ msg });
  });

  it('counts wrong codes and kills the code after 5 wrong attempts', async () => {
    const code = await freshCode();
    for (let i = 1; i <= MAX_CODE_ATTEMPTS; i += 1) {
      const res = await register(body(otherCode(code)));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ msg: 'The verification code is incorrect' });
      const row = await app.db.selectFrom('email_codes').select('attempts').executeTakeFirstOrThrow();
      expect(row.attempts).toBe(i);
    }
    expect(await app.db.selectFrom('users').select('id').execute()).toHaveLength(0);
    // Now even the right code is refused.
    const res = await register(body(code));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ msg: 'The verification code is invalid or has expired, please request a new one' });
    expect(await app.db.selectFrom('users').select('id').execute()).toHaveLength(0);
  });

  it('refuses an expired code', async () => {
    const code = await freshCode();
    await app.db.updateTable('email_codes').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).execute();
    const before = await snapshot(app);
    const res = await register(body(code));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ msg: 'The verification code is invalid or has expired, please request a new one' });
    expect(await snapshot(app)).toEqual(before);
  });

  it('refuses without any code sent, and only the newest code counts', async () => {
    expect((await register(body('123456'))).json()).toMatchObject({ msg: 'The verification code is invalid or has expired, please request a new one' });
    const first = await freshCode();
    // A second code after the cooldown supersedes the first.
    await app.db.updateTable('email_codes').set({ created_at: new Date(Date.now() - 120_000).toISOString() }).execute();
    const second = await freshCode();
    if (first !== second) {
      expect((await register(body(first))).json()).toMatchObject({ msg: 'The verification code is incorrect' });
    }
    expect((await register(body(second))).statusCode).toBe(200);
  });

  it('refuses an already registered address with a clear message and changes nothing', async () => {
    await createUser(app, EMAIL, 'the original password');
    const code = await freshCode();
    const before = await snapshot(app);
    const res = await register(body(code));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 0, data: null, msg: 'This e-mail address is already registered, please log in', show: true });
    expect(await snapshot(app)).toEqual(before);
  });

  it('lets a verified mailbox set the password of a user made without one (demo CLI)', async () => {
    await app.db.insertInto('users').values({ email: EMAIL, team_name: 'Demo', password_hash: null, created_at: new Date().toISOString() }).execute();
    const code = await freshCode();
    expect((await register(body(code))).statusCode).toBe(200);
    const users = await app.db.selectFrom('users').selectAll().execute();
    expect(users).toHaveLength(1);
    expect(users[0]?.team_name).toBe('Demo');
    expect(await verifyPassword(PASSWORD, users[0]?.password_hash ?? '')).toBe(true);
  });
});
