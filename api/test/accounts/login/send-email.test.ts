import { beforeEach, describe, expect, it } from '@jest/globals';
import type { App } from '../../../src/app.js';
import { SENDS_PER_ADDRESS, SENDS_PER_IP } from '../../../src/accounts/email-codes.js';
import { withTestApp } from '../../helper.js';
import { clearAccounts, codeFromOutbox, createUser, sendEmail, snapshot } from '../account-helpers.js';

let app: App;

withTestApp((started) => {
  app = started;
});

beforeEach(() => clearAccounts(app));

/** Moves every stored code back in time, as if `ms` had passed. */
async function age(ms: number) {
  const rows = await app.db.selectFrom('email_codes').select(['id', 'created_at', 'expires_at']).execute();
  for (const row of rows) {
    await app.db
      .updateTable('email_codes')
      .set({
        created_at: new Date(Date.parse(row.created_at) - ms).toISOString(),
        expires_at: new Date(Date.parse(row.expires_at) - ms).toISOString(),
      })
      .where('id', '=', row.id)
      .execute();
  }
}

describe('GET /api/login/sendEmail', () => {
  it('sends a 6-digit code, stores only its salted hash, valid for 10 minutes', async () => {
    const before = Date.now();
    const res = await sendEmail(app, ' Someone@Example.ORG ', { 'accept-language': 'en-us' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 1,
      data: { resendAfter: 60 },
      msg: 'Verification code sent, please check your mailbox',
      show: true,
    });
    const code = await codeFromOutbox(app, 'someone@example.org');
    expect(code).toMatch(/^\d{6}$/);
    const rows = await app.db.selectFrom('email_codes').selectAll().execute();
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({ email: 'someone@example.org', purpose: 'register', used_at: null, attempts: 0 });
    expect(row.code_hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{64}$/);
    // The plain code is nowhere in the database row.
    expect(JSON.stringify(rows)).not.toContain(code);
    const validMs = Date.parse(row.expires_at) - Date.parse(row.created_at);
    expect(validMs).toBe(10 * 60 * 1000);
    expect(Date.parse(row.created_at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it.each([
    ['zh-hk', '驗證碼已發送，請查收郵箱', '你的註冊驗證碼是'],
    ['zh-cn', '验证码已发送，请查收邮箱', '你的注册验证码是'],
    ['en-us', 'Verification code sent, please check your mailbox', 'Your sign-up verification code is'],
  ])('answers and mails in the requester language (%s)', async (lang, msg, body) => {
    const res = await sendEmail(app, 'lang@example.org', { 'accept-language': lang });
    expect(res.json()).toMatchObject({ code: 1, msg });
    const mail = await app.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(mail.to).toBe('lang@example.org');
    expect(mail.text).toContain(body);
    expect(mail.subject).toContain(await codeFromOutbox(app, 'lang@example.org'));
  });

  it.each(['', 'plain', 'a@b', 'a b@example.org', 'a@@example.org', '@example.org', `${'x'.repeat(250)}@example.org`])(
    'refuses %p with the e-mail format message and stores nothing',
    async (email) => {
      const before = await snapshot(app);
      const res = await sendEmail(app, email, { 'accept-language': 'en-us' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 0, data: null, msg: 'Please enter a correct e-mail address', show: true });
      expect(await snapshot(app)).toEqual(before);
    },
  );

  it('answers the same for a registered address (no enumeration)', async () => {
    await createUser(app, 'known@example.org');
    const known = await sendEmail(app, 'known@example.org');
    const unknown = await sendEmail(app, 'unknown@example.org');
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toEqual(unknown.json());
  });

  it('refuses a resend within 60 s with the seconds left, then allows it', async () => {
    expect((await sendEmail(app, 'wait@example.org')).statusCode).toBe(200);
    await age(15_000);
    const before = await snapshot(app);
    const res = await sendEmail(app, 'WAIT@example.org', { 'accept-language': 'en-us' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('45');
    expect(res.json()).toEqual({
      code: 0,
      data: { resendAfter: 45 },
      msg: 'A verification code has been sent, please try again later',
      show: true,
    });
    expect(await snapshot(app)).toEqual(before);
    await age(45_000);
    expect((await sendEmail(app, 'wait@example.org')).statusCode).toBe(200);
    expect(await app.db.selectFrom('email_codes').select('id').execute()).toHaveLength(2);
  });

  it(`allows ${SENDS_PER_ADDRESS} codes per address per hour`, async () => {
    for (let i = 0; i < SENDS_PER_ADDRESS; i += 1) {
      expect((await sendEmail(app, 'many@example.org')).statusCode).toBe(200);
      await age(61_000);
    }
    const before = await snapshot(app);
    const res = await sendEmail(app, 'many@example.org', { 'accept-language': 'en-us' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: 0, data: null, msg: 'Too many verification code requests, please try again later', show: true });
    expect(await snapshot(app)).toEqual(before);
    // Another address is not affected; an hour later this one may ask again.
    expect((await sendEmail(app, 'other@example.org')).statusCode).toBe(200);
    await age(60 * 60 * 1000);
    expect((await sendEmail(app, 'many@example.org')).statusCode).toBe(200);
  });

  it(`allows ${SENDS_PER_IP} codes per IP per hour`, async () => {
    for (let i = 0; i < SENDS_PER_IP; i += 1) {
      expect((await sendEmail(app, `ip${i}@example.org`, {}, '203.0.113.7')).statusCode).toBe(200);
    }
    const res = await sendEmail(app, 'ip-last@example.org', { 'accept-language': 'zh-cn' }, '203.0.113.7');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 0, msg: '验证码请求过于频繁，请稍后再试' });
    expect((await sendEmail(app, 'ip-last@example.org', {}, '203.0.113.8')).statusCode).toBe(200);
  });
});
