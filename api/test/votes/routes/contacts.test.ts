import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { App } from '../../../src/app.js';
import { TEST_SEASON_FILE, startTestApp, withTestApp, type TestDatabase } from '../../helper.js';
import { IN_VOTING, codeFromOutbox, films, hashOf, issueCode, sendSms, verify } from './vote-helpers.js';
import type { Envelope } from '@portal/contracts/common';
import type { VoteCount } from '@portal/contracts/votes';

// Issue 28 point 2: the season's contact policy, disposable domains refused, and the aliases of one mailbox one voter —
// through the real routes on the test database (SQLite, or PostgreSQL under scripts/with-postgres.sh).

let app: App;
let testDb: TestDatabase;
let film: number;

withTestApp(
  (started, db) => {
    app = started;
    testDb = db;
  },
  { seeded: true, config: { portalNow: IN_VOTING } },
);

const clean = async (target: App) => {
  for (const table of ['votes', 'vote_chain_heads', 'vote_codes', 'outbox', 'messages'] as const) await target.db.deleteFrom(table).execute();
};

beforeEach(async () => {
  await clean(app);
  film = (await films(app))[0] ?? 0;
});

const rows = async (target: App) => ({
  codes: (await target.db.selectFrom('vote_codes').selectAll().execute()).length,
  queued: (await target.db.selectFrom('messages').selectAll().execute()).length,
  votes: (await target.db.selectFrom('votes').selectAll().execute()).length,
});

/** The codes of a contact sent more than the resend cooldown ago, so the next alias may ask for one. */
const pastCooldown = (contact: string) =>
  app.db
    .updateTable('vote_codes')
    .set({ created_at: new Date(Date.now() - 2 * 60_000).toISOString() })
    .where('contact_hash', '=', hashOf(app, contact))
    .execute();

describe('aliases of one mailbox', () => {
  it('vote once: the second and third alias are told they have already voted', async () => {
    const [first, second, third] = ['Ada.Lovelace+1@gmail.com', 'adalovelace@googlemail.com', 'ada.lovelace+x@GMAIL.com'];
    expect((await sendSms(app, first)).statusCode).toBe(200);
    // The code goes to the address as typed (lower-cased), not to the folded one.
    const code = await codeFromOutbox(app, 'ada.lovelace+1@gmail.com');
    expect((await verify(app, { contact: first, code, workId: film })).json()).toMatchObject({ code: 1, msg: 'Vote successful' });

    for (const alias of [second, third]) {
      await pastCooldown(first);
      expect((await sendSms(app, alias)).statusCode).toBe(200);
      const again = await codeFromOutbox(app, alias.toLowerCase());
      const res = await verify(app, { contact: alias, code: again, workId: film });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 0, data: null, msg: 'You have already voted', show: true });
    }
    expect((await rows(app)).votes).toBe(1);
  });

  it('share the resend cooldown and the hourly limit of codes: five codes per mailbox, not per alias', async () => {
    expect((await sendSms(app, 'ada.lovelace+1@gmail.com')).statusCode).toBe(200);
    const cooled = await sendSms(app, 'adalovelace+2@googlemail.com', '10.0.0.9');
    expect(cooled.statusCode).toBe(429);
    expect(cooled.json<Envelope<{ resendAfter: number }>>().data.resendAfter).toBeGreaterThan(55);

    // Four more codes for other aliases in the last hour, past the cooldown: the sixth alias gets none.
    await pastCooldown('adalovelace@gmail.com');
    for (const alias of ['a.da.lovelace@gmail.com', 'adalovelace+3@gmail.com', 'ada.lovelace+4@googlemail.com', 'adalovelace+5@gmail.com']) {
      await issueCode(app, alias);
    }
    await pastCooldown('adalovelace@gmail.com');
    const limited = await sendSms(app, 'Ada.Lovelace+6@gmail.com', '10.0.0.10');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 0, data: null, msg: 'Too many verification code requests, please try again later', show: true });
    expect((await rows(app)).codes).toBe(5);
  });
});

describe('disposable e-mail domains', () => {
  it.each([
    ['a listed domain', 'voter@mailinator.com'],
    ['a subdomain of a wildcard domain', 'voter@shop.33mail.com'],
  ])('refuse %s at sendSms and verify in the caller language, storing and sending nothing', async (_what, contact) => {
    const send = await sendSms(app, contact);
    expect(send.statusCode).toBe(400);
    expect(send.json()).toEqual({
      code: 0,
      data: null,
      msg: 'Disposable e-mail addresses cannot be used to vote; please use your own address or a mobile number',
      show: true,
    });
    expect((await sendSms(app, contact, '127.0.0.1', 'zh-hk')).json<Envelope>().msg).toBe('不接受臨時電郵地址，請使用你自己的電郵地址或手機號碼');
    expect((await sendSms(app, contact, '127.0.0.1', 'zh-cn')).json<Envelope>().msg).toBe('不接受临时邮箱地址，请使用你自己的邮箱地址或手机号码');
    expect(await rows(app)).toEqual({ codes: 0, queued: 0, votes: 0 });

    // A code issued before the domain was listed cannot be spent either.
    const code = await issueCode(app, contact);
    const cast = await verify(app, { contact, code, workId: film });
    expect(cast.statusCode).toBe(400);
    expect(cast.json<Envelope>().msg).toMatch(/^Disposable e-mail addresses/);
    expect(await rows(app)).toEqual({ codes: 1, queued: 0, votes: 0 });
  });
});

describe('a phone-only season', () => {
  let phoneOnly: App;

  beforeAll(async () => {
    // The test season with `publicVote.contacts: 'phone'`: the only change from the default.
    const file = JSON.parse(await readFile(TEST_SEASON_FILE, 'utf8')) as Record<string, unknown>;
    const path = join(testDb.dir, 'phone-only-season.json');
    await writeFile(path, JSON.stringify({ ...file, publicVote: { contacts: 'phone' } }));
    phoneOnly = await startTestApp(testDb, { portalNow: IN_VOTING, seasonFile: path });
  });

  afterAll(async () => {
    await phoneOnly.close();
  });

  it('tells the page before the voter types', async () => {
    const count = async (target: App) => (await target.inject({ method: 'GET', url: '/api/v1.work/voteCount' })).json<Envelope<VoteCount>>().data;
    expect((await count(phoneOnly)).contacts).toBe('phone');
    expect((await count(app)).contacts).toBe('phoneOrEmail');
  });

  it('refuses an e-mail address at sendSms and at verify, in three languages, and stores and sends nothing', async () => {
    const texts = {
      'en-us': 'This vote accepts mobile numbers only; please enter a mobile number',
      'zh-hk': '本次投票只接受手機號碼驗證，請輸入手機號碼',
      'zh-cn': '本次投票只接受手机号码验证，请输入手机号码',
    };
    for (const [lang, msg] of Object.entries(texts)) {
      const res = await sendSms(phoneOnly, 'ada@example.org', '127.0.0.1', lang);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 0, data: null, msg, show: true });
    }
    expect(await rows(phoneOnly)).toEqual({ codes: 0, queued: 0, votes: 0 });

    // Even with a code (issued while the season took e-mail), verify refuses the address.
    const code = await issueCode(phoneOnly, 'ada@example.org');
    const cast = await verify(phoneOnly, { contact: 'ada@example.org', code, workId: film }, 'zh-hk');
    expect(cast.statusCode).toBe(400);
    expect(cast.json<Envelope>().msg).toBe(texts['zh-hk']);
    expect(await rows(phoneOnly)).toEqual({ codes: 1, queued: 0, votes: 0 });
  });

  it('still takes a mobile number, and names the phone in its refusal of a bad one', async () => {
    expect((await sendSms(phoneOnly, '9212 3457')).statusCode).toBe(200);
    const code = await codeFromOutbox(phoneOnly, '+85292123457');
    expect((await verify(phoneOnly, { contact: '92123457', code, workId: film })).statusCode).toBe(200);
    const bad = await sendSms(phoneOnly, '2345 6789');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Envelope>().msg).toBe('Please enter a correct mobile number');
  });
});
