import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { BroadcastAudience, BroadcastCount, BroadcastDetail, BroadcastPage, BroadcastPreview, BroadcastTexts } from '@portal/contracts/admin-broadcasts';
import type { App } from '../../src/app.js';
import { sendBroadcast } from '../../src/broadcasts/send.js';
import type { OutgoingMessage } from '../../src/messages/kinds.js';
import type { MessageQueue } from '../../src/messages/queue.js';
import { createStaffSession, type TestStaffSession } from '../../src/testing/staff.js';
import { createTestDatabase, startTestApp, type TestDatabase } from '../helper.js';
import { auditSeq, auditSince, staffCall } from '../staff/results-helpers.js';
import { addPerson } from './people.js';

// Broadcasts (issue 26 point 6): the audience each filter picks (unsubscribed accounts left out and counted), the
// preview per language, and the send — one mail per recipient in their language, audited with counts only; bad input
// and a stale second factor answered in the envelope with nothing written.

jest.setTimeout(120_000);

let app: App;
let testDb: TestDatabase;
let organizer: TestStaffSession;
const ids: Record<string, number> = {};

const EVERYONE: BroadcastAudience = { groups: [], registrationStatuses: [], worksStatuses: [], finalistsOnly: false };
const texts: BroadcastTexts = {
  zhComplex: { subject: '  決賽通知  ', body: '各位好，決賽將於下月舉行。' },
  zhSimple: { subject: '决赛通知', body: '各位好，决赛将于下月举行。' },
  en: { subject: 'Final notice', body: 'Hello all, the final is next month.' },
};

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await startTestApp(testDb);
  organizer = await createStaffSession(app.db, { role: 'organizer' });
  ids.a = await addPerson(app.db, { email: 'a@example.org', group: 'secondary', status: 'passed', language: 'en', works: ['submitted'], finalist: true });
  ids.b = await addPerson(app.db, { email: 'b@example.org', group: 'secondary', status: 'pending', language: 'zh-cn' });
  ids.c = await addPerson(app.db, { email: 'c@example.org', group: 'university', status: 'passed', language: 'zh-hk', works: ['shortlisted', 'underReview'] });
  ids.d = await addPerson(app.db, { email: 'd@example.org', group: 'university', status: 'failed', language: 'en' });
  ids.e = await addPerson(app.db, { email: 'e@example.org', group: 'secondary', status: 'passed', language: 'en', works: ['underReview'] });
  ids.f = await addPerson(app.db, { email: 'f@example.org', group: 'secondary', status: 'passed', language: 'en', season: '2022-2023' });
  ids.g = await addPerson(app.db, { email: 'g@example.org' });
  // e unsubscribed.
  await app.db.insertInto('mail_preferences').values({ user_id: ids.e, token: 'e'.repeat(43), opted_out_at: new Date().toISOString(), updated_at: new Date().toISOString() }).execute();
});

afterAll(async () => {
  await app.close();
  await testDb.drop();
});

const count = async (audience: Partial<BroadcastAudience>) => {
  const res = await staffCall<BroadcastCount>(app, organizer.headers, 'POST', '/api/admin/broadcasts/audience', { audience: { ...EVERYONE, ...audience } });
  expect(res.status).toBe(200);
  return res.body.data;
};

const snapshot = async () => ({
  broadcasts: await app.db.selectFrom('broadcasts').selectAll().execute(),
  messages: await app.db.selectFrom('messages').selectAll().execute(),
  outbox: (await app.db.selectFrom('outbox').select('id').execute()).length,
  audit: await auditSeq(app.db),
});

describe('the audience', () => {
  it.each<[string, Partial<BroadcastAudience>, number, number]>([
    ['everyone registered this season', {}, 4, 1],
    ['group 1', { groups: [1] }, 2, 1],
    ['group 2', { groups: [2] }, 2, 0],
    ['both groups', { groups: [1, 2] }, 4, 1],
    ['passed registrations', { registrationStatuses: ['passed'] }, 2, 1],
    ['pending or failed', { registrationStatuses: ['pending', 'failed'] }, 2, 0],
    ['teams with no work', { worksStatuses: ['none'] }, 2, 0],
    ['a work submitted or shortlisted', { worksStatuses: ['submitted', 'shortlisted'] }, 2, 0],
    ['a work under review', { worksStatuses: ['underReview'] }, 1, 1],
    ['finalists', { finalistsOnly: true }, 1, 0],
    ['group 2 and passed (filters combine)', { groups: [2], registrationStatuses: ['passed'] }, 1, 0],
    ['group 1, failed: nobody', { groups: [1], registrationStatuses: ['failed'] }, 0, 0],
  ])('%s', async (_name, audience, recipients, optedOut) => {
    const answer = await count(audience);
    expect([answer.recipients, answer.optedOut]).toEqual([recipients, optedOut]);
  });

  it('counts the recipients by the language they registered in', async () => {
    expect((await count({})).byLanguage).toEqual({ zhComplex: 1, zhSimple: 1, en: 2 });
  });
});

describe('the preview', () => {
  it('draws the broadcast template in each language, with an unsubscribe link', async () => {
    const res = await staffCall<BroadcastPreview>(app, organizer.headers, 'POST', '/api/admin/broadcasts/preview', { texts });
    expect(res.status).toBe(200);
    for (const lang of ['zhComplex', 'zhSimple', 'en'] as const) {
      expect(res.body.data[lang].text).toContain(texts[lang].body);
      expect(res.body.data[lang].text).toContain('unsubscribe');
    }
  });
});

describe('sending', () => {
  it('queues one message per recipient in their language, in one transaction, audited with counts only', async () => {
    const recorded: { messages: readonly OutgoingMessage[]; inTransaction: boolean }[] = [];
    const queue: MessageQueue = {
      enqueue: (messages, trx) => {
        recorded.push({ messages, inTransaction: trx?.isTransaction ?? false });
        return Promise.resolve(messages.length);
      },
      drain: () => Promise.resolve(),
      close: () => Promise.resolve(),
    };
    const sent = await sendBroadcast({ db: app.db, messages: queue, season: app.season, clock: app.season }, { texts, audience: { ...EVERYONE, groups: [1] } }, { actor: { kind: 'cli', name: 'ada' }, name: 'ada' });
    if (!sent.ok) throw new Error(JSON.stringify(sent.refusal));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]?.inTransaction).toBe(true);
    const messages = [...(recorded[0]?.messages ?? [])].sort((x, y) => x.to.localeCompare(y.to));
    expect(messages).toEqual([
      { kind: 'broadcast', channel: 'email', to: 'a@example.org', lang: 'en', params: texts.en, userId: ids.a, dedupeKey: `broadcast:${sent.id}:${ids.a}`, broadcastId: sent.id },
      { kind: 'broadcast', channel: 'email', to: 'b@example.org', lang: 'zhSimple', params: texts.zhSimple, userId: ids.b, dedupeKey: `broadcast:${sent.id}:${ids.b}`, broadcastId: sent.id },
    ]);
  });

  it('sends through the route: every recipient gets the mail in their language; the list and the report count it', async () => {
    const seq = await auditSeq(app.db);
    const res = await staffCall<{ id: number; recipients: number; optedOut: number }>(app, organizer.headers, 'POST', '/api/admin/broadcasts', { texts, audience: EVERYONE });
    expect(res.status).toBe(200);
    const { id } = res.body.data;
    expect(res.body.data).toEqual({ id, recipients: 4, optedOut: 1 });
    await app.messages.drain();
    const outbox = await app.db.selectFrom('outbox').select(['to', 'subject', 'text']).execute();
    const mailOf = (to: string) => outbox.filter((mail) => mail.to === to);
    expect(mailOf('e@example.org')).toEqual([]);
    expect(mailOf('f@example.org')).toEqual([]);
    expect(mailOf('g@example.org')).toEqual([]);
    for (const [to, lang] of [['a@example.org', 'en'], ['b@example.org', 'zhSimple'], ['c@example.org', 'zhComplex'], ['d@example.org', 'en']] as const) {
      const mails = mailOf(to).filter((mail) => mail.text.includes(texts[lang].body));
      expect(mails).toHaveLength(1);
      // The stored subject is trimmed.
      expect(`${mails[0]?.subject}\n${mails[0]?.text}`).toContain(texts[lang].subject.trim());
    }
    const entries = await auditSince(app.db, seq);
    expect(entries.map((entry) => [entry.action, entry.target])).toEqual([['broadcast.send', `broadcast:${id}`]]);
    const detail = JSON.stringify(entries[0]);
    for (const secret of ['example.org', 'Final notice', 'Hello', '決賽']) expect(detail).not.toContain(secret);

    const list = await staffCall<BroadcastPage>(app, organizer.headers, 'GET', '/api/admin/broadcasts');
    expect(list.body.data.lists[0]).toMatchObject({ id, subject: 'Final notice', recipients: 4, optedOut: 1, audience: EVERYONE });
    const zh = await staffCall<BroadcastDetail>(app, organizer.headers, 'GET', `/api/admin/broadcasts/${id}`, undefined, 'zh-hk');
    expect(zh.body.data).toMatchObject({ id, subject: '決賽通知', texts: { ...texts, zhComplex: { subject: '決賽通知', body: texts.zhComplex.body } } });
    // One queued row per recipient account, in its language, keyed so a repeat never mails anyone twice; delivered.
    const rows = await app.db
      .selectFrom('messages')
      .select(['kind', 'to_address', 'lang', 'user_id', 'dedupe_key', 'status'])
      .where('broadcast_id', '=', id)
      .orderBy('to_address')
      .execute();
    expect(rows).toEqual(
      (
        [
          ['a', 'en'],
          ['b', 'zhSimple'],
          ['c', 'zhComplex'],
          ['d', 'en'],
        ] as const
      ).map(([who, lang]) => ({ kind: 'broadcast', to_address: `${who}@example.org`, lang, user_id: ids[who], dedupe_key: `broadcast:${id}:${ids[who]}`, status: 'sent' })),
    );
    expect(zh.body.data.delivery).toEqual({ delivered: 4, waiting: 0, failed: 0 });
    // A dead letter and a retry waiting, as the queue records them, are counted apart.
    await app.db.updateTable('messages').set({ status: 'dead', last_error: '550 mailbox unavailable' }).where('dedupe_key', '=', `broadcast:${id}:${ids.a}`).execute();
    await app.db.updateTable('messages').set({ status: 'queued', next_attempt_at: '2999-01-01T00:00:00.000Z' }).where('dedupe_key', '=', `broadcast:${id}:${ids.b}`).execute();
    const counted = await staffCall<BroadcastDetail>(app, organizer.headers, 'GET', `/api/admin/broadcasts/${id}`);
    expect(counted.body.data.delivery).toEqual({ delivered: 2, waiting: 1, failed: 1 });
  });

  it('an unknown broadcast is 404 in the envelope', async () => {
    const res = await staffCall<{ code: number; msg: string }>(app, organizer.headers, 'GET', '/api/admin/broadcasts/99999');
    expect([res.status, res.body.msg]).toEqual([404, 'No such broadcast']);
  });
});

describe('refusals: the envelope, nothing written', () => {
  const blank = { ...texts, zhSimple: { subject: '决赛通知', body: '   ' } };
  it.each<[string, unknown, number, string]>([
    ['a blank body (trimmed)', { texts: blank, audience: EVERYONE }, 400, 'The message in Simplified Chinese is empty'],
    ['a missing language', { texts: { zhComplex: texts.zhComplex, en: texts.en }, audience: EVERYONE }, 400, ''],
    ['a subject over the limit', { texts: { ...texts, en: { subject: 'x'.repeat(151), body: 'b' } }, audience: EVERYONE }, 400, ''],
    ['an unknown group', { texts, audience: { ...EVERYONE, groups: [3] } }, 400, ''],
    ['an unknown works status', { texts, audience: { ...EVERYONE, worksStatuses: ['lost'] } }, 400, ''],
    ['finalists as a word', { texts, audience: { ...EVERYONE, finalistsOnly: 'yes' } }, 400, ''],
    ['texts as a string', { texts: 'hello', audience: EVERYONE }, 400, ''],
    ['an audience of nobody', { texts, audience: { ...EVERYONE, groups: [1], registrationStatuses: ['failed'] } }, 409, 'Nobody matches this audience (0 more unsubscribed); nothing was sent'],
  ])('%s', async (_name, body, status, msg) => {
    const before = await snapshot();
    const res = await staffCall<{ code: number; data: unknown; msg: string }>(app, organizer.headers, 'POST', '/api/admin/broadcasts', body);
    expect(res.status).toBe(status);
    expect(res.body.data).toBeNull();
    expect(res.body.msg).not.toBe('');
    if (msg) expect(res.body.msg).toBe(msg);
    await app.messages.drain();
    expect(await snapshot()).toEqual(before);
  });

  it('names the blank field and language in the caller\'s language', async () => {
    const res = await staffCall<{ msg: string }>(app, organizer.headers, 'POST', '/api/admin/broadcasts/preview', { texts: { ...texts, en: { subject: ' ', body: 'x' } } }, 'zh-hk');
    expect([res.status, res.body.msg]).toEqual([400, '英文的主旨不可留空']);
  });

  it('a stale second factor is asked again (403 stepUp) and nothing is sent', async () => {
    const stale = await createStaffSession(app.db, { role: 'organizer', fresh: false });
    const before = await snapshot();
    const res = await staffCall<unknown>(app, stale.headers, 'POST', '/api/admin/broadcasts', { texts, audience: EVERYONE });
    expect([res.status, res.body.data]).toEqual([403, { stepUp: true }]);
    expect(await snapshot()).toEqual(before);
    // Counting and previewing are not sending: no step-up.
    expect((await staffCall(app, stale.headers, 'POST', '/api/admin/broadcasts/audience', { audience: EVERYONE })).status).toBe(200);
  });

  it.each(['reviewer', 'editor', 'judge', 'releaseManager'] as const)('a %s is refused (403)', async (role) => {
    const session = await createStaffSession(app.db, { role });
    const before = await snapshot();
    expect((await staffCall(app, session.headers, 'GET', '/api/admin/broadcasts')).status).toBe(403);
    expect((await staffCall(app, session.headers, 'POST', '/api/admin/broadcasts', { texts, audience: EVERYONE })).status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});
