import { describe, expect, it } from '@jest/globals';
import type { App } from '../../src/app.js';
import type { OutgoingMessage } from '../../src/messages/kinds.js';
import { createStaffSession } from '../../src/testing/staff.js';
import { adminRunner } from '../cli/admin-runner.js';
import { withTestApp, type TestDatabase } from '../helper.js';

// GET /api/admin/messages and POST /api/admin/messages/:id/retry (organizers), and `pnpm admin messages list|retry`,
// which call the same feature code: the deliveries, masked, newest first; a dead letter sent again, audited.

let app: App;
let testDb: TestDatabase;
withTestApp(
  (started, db) => {
    app = started;
    testDb = db;
  },
  { config: { messageQueue: { kick: false } } },
);
const admin = adminRunner(() => testDb, new Date('2024-02-15T10:00:00+08:00'));

const mail = (to: string, extra: Partial<OutgoingMessage> = {}): OutgoingMessage => ({ kind: 'work-status', channel: 'email', to, lang: 'en', params: { team: 'T', title: 'W', status: 'shortlisted' }, ...extra });

/** Queues one message and forces its status (what the queue would record after delivery or failure). */
async function queued(message: OutgoingMessage, status: 'queued' | 'sent' | 'dead', lastError: string | null = null): Promise<number> {
  await app.messages.enqueue([message]);
  const { id } = await app.db.selectFrom('messages').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
  await app.db.updateTable('messages').set({ status, last_error: lastError, attempts: status === 'queued' ? 0 : 3 }).where('id', '=', id).execute();
  return id;
}

const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });
const retry = (id: number | string, headers: Record<string, string>) => app.inject({ method: 'POST', url: `/api/admin/messages/${id}/retry`, headers, payload: {} });

describe('GET /api/admin/messages', () => {
  it('lists newest first with masked addresses, filtered by status, kind and broadcast', async () => {
    const { headers } = await createStaffSession(app.db, { role: 'organizer' });
    const sent = await queued(mail('alice@example.org'), 'sent');
    const dead = await queued(mail('bob@example.org'), 'dead', '550 5.1.1 Mailbox unknown');
    const sms = await queued({ kind: 'vote-code', channel: 'sms', to: '+85291234567', lang: 'en', params: { code: '123456', minutes: 10 }, broadcastId: 7 }, 'queued');
    const page = (await get('/api/admin/messages?page_size=50', headers)).json<{ code: number; data: { lists: { id: number; to: string }[]; count: number } }>();
    expect(page.code).toBe(1);
    expect(page.data.lists.map((m) => m.id).slice(0, 3)).toEqual([sms, dead, sent]);
    expect(page.data.lists.slice(0, 3).map((m) => m.to)).toEqual(['+852****4567', 'bo***@example.org', 'al***@example.org']);
    expect(JSON.stringify(page)).not.toMatch(/alice|bob@|91234567|123456/);

    const deadOnly = (await get('/api/admin/messages?status=dead', headers)).json<{ data: { lists: Record<string, unknown>[] } }>().data.lists;
    expect(deadOnly).toEqual([expect.objectContaining({ id: dead, status: 'dead', attempts: 3, lastError: '550 5.1.1 Mailbox unknown', nextAttemptAt: null })]);
    expect((await get('/api/admin/messages?kind=vote-code', headers)).json<{ data: { count: number } }>().data.count).toBe(1);
    expect((await get('/api/admin/messages?broadcast_id=7', headers)).json<{ data: { lists: { id: number }[] } }>().data.lists.map((m) => m.id)).toEqual([sms]);
  });

  it.each(['status=lost', 'kind=spam', 'broadcast_id=0', 'page_size=51'])('refuses ?%s in the envelope', async (query) => {
    const { headers } = await createStaffSession(app.db, { role: 'organizer' });
    const res = await get(`/api/admin/messages?${query}`, { ...headers, 'accept-language': 'en-us' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 0, data: null, show: true });
  });

  it('is for organizers only', async () => {
    const { headers } = await createStaffSession(app.db, { role: 'reviewer' });
    expect((await get('/api/admin/messages', headers)).statusCode).toBe(403);
    expect((await get('/api/admin/messages', {})).statusCode).toBe(401);
  });
});

describe('POST /api/admin/messages/:id/retry', () => {
  it('sends a dead letter again: queued with attempts from zero, audited with ids only, then delivered', async () => {
    const { headers, member } = await createStaffSession(app.db, { role: 'organizer' });
    const id = await queued(mail('again@example.org'), 'dead', '451 4.3.0 Try again later');
    const res = await retry(id, { ...headers, 'accept-language': 'en-us' });
    expect(res.json()).toMatchObject({ code: 1, show: true, msg: 'The message is queued to be sent again', data: { id, status: 'queued', attempts: 0 } });
    const entry = await app.db.selectFrom('audit_log').selectAll().where('action', '=', 'message.retry').orderBy('seq', 'desc').executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ target: `message:${id}`, actor_kind: 'staff', actor_id: member.id });
    expect(entry.detail).not.toContain('again@');
    await app.messages.drain();
    expect(await app.db.selectFrom('outbox').select('to').where('to', '=', 'again@example.org').execute()).toHaveLength(1);
  });

  it('refuses a message that is not dead, and one that does not exist, changing nothing', async () => {
    const { headers } = await createStaffSession(app.db, { role: 'organizer' });
    const sent = await queued(mail('sent@example.org'), 'sent');
    const before = await app.db.selectFrom('messages').selectAll().orderBy('id').execute();
    const audits = await app.db.selectFrom('audit_log').select('seq').execute();
    const notDead = await retry(sent, { ...headers, 'accept-language': 'en-us' });
    expect(notDead.statusCode).toBe(409);
    expect(notDead.json()).toEqual({ code: 0, data: null, msg: 'Only a message that failed can be sent again', show: true });
    expect((await retry(2_147_483_000, headers)).statusCode).toBe(404);
    for (const bad of ['0', 'abc', '99999999999']) expect((await retry(bad, headers)).json()).toMatchObject({ code: 0, data: null });
    expect(await app.db.selectFrom('messages').selectAll().orderBy('id').execute()).toEqual(before);
    expect(await app.db.selectFrom('audit_log').select('seq').execute()).toHaveLength(audits.length);
  });
});

describe('pnpm admin messages', () => {
  it('lists them masked and sends a dead letter again, delivered before the command exits', async () => {
    const id = await queued(mail('cli@example.org'), 'dead', '550 nope');
    const listed = await admin('messages', 'list', '--status', 'dead');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(`${id}\t`);
    expect(listed.stdout).toContain('cl***@example.org');
    expect(listed.stdout).not.toContain('cli@example.org');
    const retried = await admin('messages', 'retry', String(id), '--by', 'Ops');
    expect(retried.stdout).toContain(`message ${id} (work-status to cl***@example.org) queued again`);
    expect(await app.db.selectFrom('messages').select('status').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ status: 'sent' });
    expect((await admin('messages', 'retry', String(id))).stderr).toContain('Only a message that failed can be sent again');
  });
});
