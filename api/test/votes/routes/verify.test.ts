import { beforeEach, describe, expect, it } from '@jest/globals';
import type { App } from '../../../src/app.js';
import { GENESIS_HASH, voteHash } from '../../../src/votes/chain.js';
import { startTestApp, withTestApp, type TestDatabase } from '../../helper.js';
import { AFTER_VOTING, BEFORE_VOTING, IN_VOTING, codeFromOutbox, films, hashOf, issueCode, sendSms, verify } from './vote-helpers.js';
import type { Envelope } from '@portal/contracts/common';
import type { VoteReceipt } from '@portal/contracts/votes';

// POST /api/v1.work/verify: the code and the vote in one transaction, once per contact, only inside the window.

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

beforeEach(async () => {
  for (const table of ['votes', 'vote_chain_heads', 'vote_codes', 'outbox'] as const) await app.db.deleteFrom(table).execute();
  film = (await films(app))[0] ?? 0;
});

const votes = () => app.db.selectFrom('votes').selectAll().orderBy('seq').execute();
const codeOf = (contact: string) => app.db.selectFrom('vote_codes').selectAll().where('contact_hash', '=', hashOf(app, contact)).execute();

describe('POST /api/v1.work/verify', () => {
  it('casts the vote with the code from the text, answers the receipt, and chains it', async () => {
    expect((await sendSms(app, '92100001')).statusCode).toBe(200);
    const code = await codeFromOutbox(app, '92100001');
    const res = await verify(app, { contact: '+852 9210 0001', code, workId: film });
    expect(res.statusCode).toBe(200);
    const body = res.json<Envelope<VoteReceipt>>();
    expect(body).toMatchObject({ code: 1, msg: 'Vote successful', show: true, data: { seq: 1, finalistId: film } });
    const [row, ...rest] = await votes();
    expect(rest).toHaveLength(0);
    expect(row).toMatchObject({ id: body.data.voteId, seq: 1, prev_hash: GENESIS_HASH, hash: body.data.hash, finalist_id: film, contact_hash: hashOf(app, '92100001'), created_at: IN_VOTING.toISOString() });
    expect(voteHash(row!)).toBe(row!.hash);
    expect((await codeOf('92100001'))[0]?.used_at).not.toBeNull();
    const head = await app.db.selectFrom('vote_chain_heads').selectAll().executeTakeFirstOrThrow();
    expect(head).toEqual({ season: app.season.id, seq: 1, head_hash: row!.hash });

    // A second voter chains onto the first.
    await sendSms(app, 'second@example.org');
    const second = await verify(app, { contact: 'Second@Example.org', code: await codeFromOutbox(app, 'second@example.org'), workId: film }, 'zh-hk');
    expect(second.json<Envelope<VoteReceipt>>()).toMatchObject({ msg: '投票成功', data: { seq: 2 } });
    expect((await votes())[1]?.prev_hash).toBe(row!.hash);
  });

  it("tells a repeat 'you have already voted', with a new code too, and stores nothing more", async () => {
    const code = await issueCode(app, '92100002');
    expect((await verify(app, { contact: '92100002', code, workId: film })).statusCode).toBe(200);
    const reused = await verify(app, { contact: '92100002', code, workId: film });
    expect(reused.statusCode).toBe(400);
    expect(reused.json<Envelope>().msg).toBe('The verification code is invalid or has expired, please request a new one');
    const fresh = await issueCode(app, '92100002');
    const again = await verify(app, { contact: '+85292100002', code: fresh, workId: film });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 0, data: null, msg: 'You have already voted', show: true });
    expect(await votes()).toHaveLength(1);
  });

  it('counts wrong codes: five wrong guesses kill the code, and the right one is then refused', async () => {
    const code = await issueCode(app, '92100003');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await verify(app, { contact: '92100003', code: wrong, workId: film });
      expect(res.json<Envelope>().msg).toBe('The verification code is incorrect');
    }
    const late = await verify(app, { contact: '92100003', code, workId: film });
    expect(late.json<Envelope>().msg).toBe('The verification code is invalid or has expired, please request a new one');
    expect((await codeOf('92100003'))[0]).toMatchObject({ attempts: 5, used_at: null });
    expect(await votes()).toHaveLength(0);
  });

  it('accepts any live code of the contact (texts arrive late), but not an expired one', async () => {
    const first = await issueCode(app, '92100004');
    await issueCode(app, '92100004');
    expect((await verify(app, { contact: '92100004', code: first, workId: film })).statusCode).toBe(200);

    const expired = await issueCode(app, '92100005');
    await app.db.updateTable('vote_codes').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('contact_hash', '=', hashOf(app, '92100005')).execute();
    const res = await verify(app, { contact: '92100005', code: expired, workId: film });
    expect(res.json<Envelope>().msg).toBe('The verification code is invalid or has expired, please request a new one');
    expect(await votes()).toHaveLength(1);
  });

  it("does not accept one contact's code for another", async () => {
    const code = await issueCode(app, '92100006');
    const res = await verify(app, { contact: '92100007', code, workId: film });
    expect(res.statusCode).toBe(400);
    expect(await votes()).toHaveLength(0);
  });

  it.each([
    ['a bad contact', { contact: 'nobody', code: '123456' }, 'Please enter a correct mobile number or e-mail address'],
    ['a 5-digit code', { contact: '92100008', code: '12345' }, 'The verification code must be six digits'],
    ['letters for a code', { contact: '92100008', code: 'abcdef' }, 'The verification code must be six digits'],
    ['a university finalist', { contact: '92100008', code: 'VALID', workId: 'university' }, 'Please choose one of the finalist films'],
    ['an unknown film', { contact: '92100008', code: 'VALID', workId: 999_999 }, 'Please choose one of the finalist films'],
    ['a film id that is not a number', { contact: '92100008', code: 'VALID', workId: 'abc' }, /^Invalid parameters/],
    ['a negative film id', { contact: '92100008', code: 'VALID', workId: -1 }, /^Invalid parameters/],
    ['no film', { contact: '92100008', code: 'VALID', workId: undefined }, /^Invalid parameters/],
  ])('refuses %s with 400 and leaves the code unused', async (_what, body, msg) => {
    const code = await issueCode(app, '92100008');
    const university = await app.db.selectFrom('finalists').select('id').where('contest_group', '=', 'university').executeTakeFirstOrThrow();
    const workId = 'workId' in body ? (body.workId === 'university' ? university.id : body.workId) : film;
    const res = await verify(app, { ...body, code: body.code === 'VALID' ? code : body.code, workId });
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope>().msg).toEqual(typeof msg === 'string' ? msg : expect.stringMatching(msg));
    expect(await votes()).toHaveLength(0);
    expect((await codeOf('92100008'))[0]).toMatchObject({ used_at: null, attempts: 0 });
  });

  it("answers outside the window 'please vote within the specified time' and keeps the code", async () => {
    const code = await issueCode(app, '92100009');
    for (const portalNow of [BEFORE_VOTING, AFTER_VOTING]) {
      const other = await startTestApp(testDb, { portalNow });
      try {
        const res = await verify(other, { contact: '92100009', code, workId: film });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ code: 0, data: null, msg: 'Please vote within the specified time', show: true });
      } finally {
        await other.close();
      }
    }
    expect(await votes()).toHaveLength(0);
    expect((await codeOf('92100009'))[0]).toMatchObject({ used_at: null, attempts: 0 });
    // The same code still votes inside the window.
    expect((await verify(app, { contact: '92100009', code, workId: film })).statusCode).toBe(200);
  });
});
