import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { MESSAGE_KINDS, type MessageKind } from '@portal/contracts/admin-messages';
import type { BroadcastCount } from '@portal/contracts/admin-broadcasts';
import type { App } from '../../src/app.js';
import { ESSENTIAL, type OutgoingMessage } from '../../src/messages/kinds.js';
import { mailExtras, tokenFor } from '../../src/messages/unsubscribe.js';
import { createStaffSession } from '../../src/testing/staff.js';
import { createTestDatabase, startTestApp, type TestDatabase } from '../helper.js';
import { staffCall } from '../staff/results-helpers.js';
import { addPerson } from './people.js';

// Unsubscribing (issue 26 point 6, RFC 8058): non-essential mail carries a link and the one-click headers built from
// the account's random token, essential mail never does; the page asks on GET and records on POST; a forged token
// changes nothing; an account that opted out leaves broadcasts' audiences and is skipped by the queue.

jest.setTimeout(120_000);

let app: App;
let testDb: TestDatabase;
let userId: number;
const SITE = 'https://award.example.org';

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await startTestApp(testDb);
  userId = await addPerson(app.db, { email: 'u@example.org', group: 'secondary', status: 'passed', language: 'zh-cn' });
});

afterAll(async () => {
  await app.close();
  await testDb.drop();
});

const message = (kind: MessageKind, extra: Partial<OutgoingMessage> = {}): OutgoingMessage =>
  ({ kind, channel: 'email', to: 'u@example.org', lang: 'zhSimple', params: {}, userId, ...extra }) as OutgoingMessage;
const deps = () => ({ db: app.db, config: { siteUrl: SITE } });
const optedOut = async () => (await app.db.selectFrom('mail_preferences').select('opted_out_at').where('user_id', '=', userId).executeTakeFirst())?.opted_out_at ?? null;
const form = (url: string, payload: string) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });

describe('mailExtras: the queue seam', () => {
  it.each(MESSAGE_KINDS.filter((kind) => !ESSENTIAL[kind]))('non-essential %s mail carries the link and the RFC 8058 headers', async (kind) => {
    const extras = await mailExtras(deps(), message(kind));
    const token = await tokenFor(app.db, userId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(extras).toEqual({
      unsubscribeUrl: `${SITE}/api/unsubscribe/${token}?lang=zh-cn`,
      headers: { 'List-Unsubscribe': `<${SITE}/api/unsubscribe/${token}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    // The link names no id of the account.
    expect(extras.unsubscribeUrl).not.toContain(`/${userId}`);
  });

  it.each(MESSAGE_KINDS.filter((kind) => ESSENTIAL[kind]))('essential %s mail carries neither', async (kind) => {
    expect(await mailExtras(deps(), message(kind))).toEqual({});
  });

  it('nothing for SMS or mail to no account', async () => {
    expect(await mailExtras(deps(), message('reminder', { channel: 'sms' }))).toEqual({});
    expect(await mailExtras(deps(), message('broadcast', { userId: undefined }))).toEqual({});
  });

  it('without SITE_URL no link can be absolute: none is given, and an opt-out is still honoured', async () => {
    expect(await mailExtras({ db: app.db, config: { siteUrl: undefined } }, message('broadcast'))).toEqual({});
  });

  it('one token per account, however many mails', async () => {
    const [a, b] = await Promise.all([tokenFor(app.db, userId), tokenFor(app.db, userId)]);
    expect(a).toBe(b);
  });
});

describe('the page and the one-click POST', () => {
  it('GET asks in the link\'s language and changes nothing; POST one-click opts out; the queue then skips', async () => {
    const token = await tokenFor(app.db, userId);
    const page = await app.inject({ url: `/api/unsubscribe/${token}?lang=zh-cn` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'; style-src 'nonce-/);
    expect(page.body).toContain('<html lang="zh-CN">');
    expect(page.body).toContain('退订');
    expect(page.body).not.toContain('u@example.org');
    expect(await optedOut()).toBeNull();

    const res = await form(`/api/unsubscribe/${token}`, 'List-Unsubscribe=One-Click');
    expect(res.statusCode).toBe(200);
    expect(await optedOut()).not.toBeNull();
    expect(await mailExtras(deps(), message('broadcast'))).toEqual({ skip: true });
    // Essential mail still goes.
    expect(await mailExtras(deps(), message('password-reset-code'))).toEqual({});
    // Opened again, the page says so and offers the way back.
    const again = await app.inject({ url: `/api/unsubscribe/${token}?lang=en` });
    expect(again.body).toContain('You are unsubscribed');
    expect(again.body).toContain('Subscribe again');
  });

  it('a broadcast\'s audience leaves the account out and counts it', async () => {
    const organizer = await createStaffSession(app.db, { role: 'organizer' });
    const res = await staffCall<BroadcastCount>(app, organizer.headers, 'POST', '/api/admin/broadcasts/audience', {
      audience: { groups: [], registrationStatuses: [], worksStatuses: [], finalistsOnly: false },
    });
    expect([res.body.data.recipients, res.body.data.optedOut]).toEqual([0, 1]);
  });

  it('the page\'s "subscribe again" opts back in', async () => {
    const token = await tokenFor(app.db, userId);
    const res = await form(`/api/unsubscribe/${token}?lang=en`, 'resubscribe=1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('You are subscribed again');
    expect(await optedOut()).toBeNull();
    expect((await mailExtras(deps(), message('broadcast'))).skip).toBeUndefined();
  });

  it.each([
    ['a forged token', 'A'.repeat(43)],
    ['a user id', String(1)],
    ['too short', 'abc'],
  ])('%s is refused (404 page) and nothing changes', async (_name, token) => {
    const before = await app.db.selectFrom('mail_preferences').selectAll().execute();
    const get = await app.inject({ url: `/api/unsubscribe/${token}?lang=en` });
    expect([get.statusCode, get.body.includes('not valid')]).toEqual([404, true]);
    const post = await form(`/api/unsubscribe/${token}`, 'List-Unsubscribe=One-Click');
    expect(post.statusCode).toBe(404);
    expect(await app.db.selectFrom('mail_preferences').selectAll().execute()).toEqual(before);
  });

  it('a body that is no form is answered in the envelope', async () => {
    const token = await tokenFor(app.db, userId);
    const res = await app.inject({ method: 'POST', url: `/api/unsubscribe/${token}`, headers: { 'content-type': 'application/json' }, payload: '{"x":' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ data: unknown }>().data).toBeNull();
    expect(await optedOut()).toBeNull();
  });
});
