import { beforeEach, describe, expect, it } from '@jest/globals';
import type { App } from '../../../src/app.js';
import { startTestApp, withTestApp, type TestDatabase } from '../../helper.js';
import { subnetOf } from '../../../src/votes/subnet.js';
import { AFTER_VOTING, BEFORE_VOTING, IN_VOTING, codeFromOutbox, hashOf, sendSms } from './vote-helpers.js';
import type { Envelope } from '@portal/contracts/common';

// POST /api/v1.work/sendSms: who gets a code, how often, and that nothing is stored for a refused request.

let app: App;
let testDb: TestDatabase;

withTestApp(
  (started, db) => {
    app = started;
    testDb = db;
  },
  { seeded: true, config: { portalNow: IN_VOTING } },
);

beforeEach(async () => {
  await app.db.deleteFrom('vote_codes').execute();
  await app.db.deleteFrom('outbox').execute();
});

const codeRows = () => app.db.selectFrom('vote_codes').selectAll().execute();

describe('POST /api/v1.work/sendSms', () => {
  it('texts a 6-digit code to a Hong Kong mobile however it is written, and keeps only hashes', async () => {
    const res = await sendSms(app, '9212 3456');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 1, data: { resendAfter: 60, channel: 'sms' }, msg: 'Verification code sent, please check your text messages', show: true });
    const code = await codeFromOutbox(app, '+852 9212-3456');
    expect(code).toMatch(/^\d{6}$/);
    const [row, ...rest] = await codeRows();
    expect(rest).toHaveLength(0);
    expect(row).toMatchObject({ channel: 'sms', season: app.season.id, contact_hash: hashOf(app, '+85292123456'), ip: '127.0.0.1', used_at: null, attempts: 0 });
    // Neither the number nor the code is in the row.
    expect(JSON.stringify(row)).not.toContain('92123456');
    expect(JSON.stringify(row)).not.toContain(code);
    expect(Date.parse(row!.expires_at) - Date.parse(row!.created_at)).toBe(10 * 60 * 1000);
    // The outbox also answers the older ?email= parameter with a phone number ('+' arrives as a space there).
    const old = await app.inject({ method: 'GET', url: '/api/dev/outbox?email=+85292123456' });
    expect(old.json<Envelope<{ to: string; subject: string }[]>>().data[0]).toMatchObject({ to: '+85292123456', subject: 'SMS' });
  });

  it('mails the code to an e-mail address (lower-cased) in the caller language', async () => {
    const res = await sendSms(app, '  Voter@Example.ORG ', '127.0.0.1', 'zh-hk');
    expect(res.json()).toMatchObject({ code: 1, data: { channel: 'email' }, msg: '驗證碼已發送，請查收郵箱' });
    const mail = await app.db.selectFrom('outbox').selectAll().where('to', '=', 'voter@example.org').executeTakeFirstOrThrow();
    expect(mail.subject).toMatch(/^沙漠可持續發展大獎：投票驗證碼 \d{6}$/);
    expect((await codeRows())[0]).toMatchObject({ channel: 'email', contact_hash: hashOf(app, 'voter@example.org') });
  });

  it.each([
    ['empty', ''],
    ['a fixed line', '2345 6789'],
    ['too short', '9212'],
    ['letters', 'call me'],
    ['a bad address', 'voter@example'],
    ['an address with spaces', 'vo ter@example.org'],
    ['a number too long', '+852 9212 3456 7890'],
  ])('refuses %s and stores nothing', async (_what, contact) => {
    const res = await sendSms(app, contact);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 0, data: null, msg: 'Please enter a correct mobile number or e-mail address', show: true });
    expect(await codeRows()).toHaveLength(0);
  });

  it('accepts a mobile of another country in international form', async () => {
    expect((await sendSms(app, '+86 138 1234 5678')).statusCode).toBe(200);
    expect(await codeFromOutbox(app, '+8613812345678')).toMatch(/^\d{6}$/);
  });

  it.each([
    ['no body field', {}],
    ['a number', { contact: 91234567 }],
    ['an unknown field', { contact: '92123456', extra: 1 }],
  ])('answers %s with 400, never 500', async (_what, payload) => {
    const res = await app.inject({ method: 'POST', url: '/api/v1.work/sendSms', payload });
    expect([200, 400]).toContain(res.statusCode);
    if (res.statusCode === 400) expect(await codeRows()).toHaveLength(0);
  });

  it('keeps a 60 s resend cooldown per contact', async () => {
    expect((await sendSms(app, '92000001')).statusCode).toBe(200);
    const again = await sendSms(app, '+85292000001', '10.0.0.2');
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBeDefined();
    const body = again.json<Envelope<{ resendAfter: number }>>();
    expect(body.msg).toBe('A verification code has been sent, please try again later');
    expect(body.data.resendAfter).toBeGreaterThan(55);
    expect(body.data.resendAfter).toBeLessThanOrEqual(60);
    expect(await codeRows()).toHaveLength(1);
  });

  it('limits codes per contact (5 an hour), counted in the database; no hard limit per IP (issue 28)', async () => {
    const now = Date.now();
    const row = (contactHash: string, ip: string, minutesAgo: number) => ({
      season: app.season.id,
      contact_hash: contactHash,
      channel: 'sms' as const,
      code_hash: 'x:y',
      ip,
      subnet: subnetOf(ip),
      created_at: new Date(now - minutesAgo * 60_000).toISOString(),
      expires_at: new Date(now - minutesAgo * 60_000 + 600_000).toISOString(),
      used_at: null,
    });
    // Five codes in the last hour (past the cooldown) to one phone: the sixth is refused from any IP.
    const busy = hashOf(app, '92000002');
    await app.db.insertInto('vote_codes').values([2, 10, 20, 30, 50].map((m) => row(busy, '10.1.1.1', m))).execute();
    const limited = await sendSms(app, '92000002', '10.0.0.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 0, data: null, msg: 'Too many verification code requests, please try again later', show: true });
    // One of them more than an hour ago: allowed again.
    await app.db.updateTable('vote_codes').set({ created_at: new Date(now - 61 * 60_000).toISOString() }).where('contact_hash', '=', busy).where('created_at', '<', new Date(now - 45 * 60_000).toISOString()).execute();
    expect((await sendSms(app, '92000002', '10.0.0.3')).statusCode).toBe(200);

    // Thirty codes from one IP to thirty contacts in the last hour (the old per-IP limit): the next one is sent, without
    // a challenge — thirty spread over an hour is no pressure.
    await app.db.insertInto('vote_codes').values(Array.from({ length: 30 }, (_, i) => row(`other-${i}`, '10.2.2.2', 8 + i))).execute();
    expect((await sendSms(app, '92000003', '10.2.2.2')).statusCode).toBe(200);
  });

  it('counts the visitor behind a trusted proxy (TRUST_PROXY), and ignores the header from anyone else', async () => {
    const viaProxy = (contact: string, forwardedFor: string, proxy = '10.8.0.1') =>
      app.inject({ method: 'POST', url: '/api/v1.work/sendSms', payload: { contact }, remoteAddress: proxy, headers: { 'x-forwarded-for': forwardedFor } });
    const ips = async () => (await codeRows()).map((row) => row.ip).sort();
    // This app trusts no proxy: a forged header does not give a new address for the per-IP limit.
    expect((await viaProxy('92000005', '203.0.113.7')).statusCode).toBe(200);
    expect(await ips()).toEqual(['10.8.0.1']);
    const behindProxy = await startTestApp(testDb, { portalNow: IN_VOTING, trustProxy: ['10.8.0.0/16'] });
    try {
      const res = await behindProxy.inject({ method: 'POST', url: '/api/v1.work/sendSms', payload: { contact: '92000006' }, remoteAddress: '10.8.0.1', headers: { 'x-forwarded-for': '203.0.113.8' } });
      expect(res.statusCode).toBe(200);
      // From an address that is not the proxy, the header is still not believed.
      const direct = await behindProxy.inject({ method: 'POST', url: '/api/v1.work/sendSms', payload: { contact: '92000007' }, remoteAddress: '198.51.100.9', headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(direct.statusCode).toBe(200);
    } finally {
      await behindProxy.close();
    }
    expect(await ips()).toEqual(['10.8.0.1', '198.51.100.9', '203.0.113.8']);
  });

  it('sends no code outside the voting window', async () => {
    for (const portalNow of [BEFORE_VOTING, AFTER_VOTING]) {
      const other = await startTestApp(testDb, { portalNow });
      try {
        const res = await sendSms(other, '92000004');
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ code: 0, data: null, msg: 'Please vote within the specified time', show: true });
        const zh = await sendSms(other, '92000004', '127.0.0.1', 'zh-cn');
        expect(zh.json<Envelope>().msg).toBe('请在指定时间内投票');
      } finally {
        await other.close();
      }
    }
    expect(await codeRows()).toHaveLength(0);
  });
});
