import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { App } from '../../src/app.js';
import type { OutgoingMessage } from '../../src/messages/kinds.js';
import type { QueuePolicy } from '../../src/messages/policy.js';
import { startSmtpSink, type SmtpSink } from '../../src/testing/smtp-sink.js';
import { createTestDatabase, startTestApp, type TestDatabase } from '../helper.js';

// Delivery through a real SMTP server that fails like a provider (issue 26.3 and 26.8): retries with backoff,
// dead letters with the reason, a restart between enqueue and delivery, a lease that ran out, and exactly-once with
// two instances on one database. Short waits (tests only): 40 ms, doubling, capped at 160 ms, four attempts.

const FAST: Partial<QueuePolicy> = { baseDelayMs: 40, maxDelayMs: 160, maxAttempts: 4, kick: false };

let testDb: TestDatabase;
const opened: { app: App; sink: SmtpSink }[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  for (const { app, sink } of opened) {
    await app.close();
    await sink.close();
  }
  await testDb.drop();
});

/** An app whose mail goes to `sink` (a fresh one unless given). */
async function appWith(sink?: SmtpSink, policy: Partial<QueuePolicy> = FAST) {
  const smtp = sink ?? (await startSmtpSink());
  const app = await startTestApp(testDb, { smtpUrl: smtp.url, messageQueue: policy });
  opened.push({ app, sink: smtp });
  return { app, sink: smtp };
}

const mail = (to: string, extra: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
  kind: 'signup-code',
  channel: 'email',
  to,
  lang: 'en',
  params: { code: '246810', minutes: 10 },
  ...extra,
});

const row = (app: App, to: string) => app.db.selectFrom('messages').selectAll().where('to_address', '=', to).executeTakeFirstOrThrow();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Drains until `to`'s message is sent or dead (bounded: 40 rounds). */
async function drainUntilSettled(app: App, to: string) {
  for (let i = 0; i < 40; i += 1) {
    await app.messages.drain();
    const { status } = await row(app, to);
    if (status === 'sent' || status === 'dead') return;
    await sleep(25);
  }
}

describe('a failing provider', () => {
  it('is retried with growing waits and the mail is delivered once', async () => {
    const { app, sink } = await appWith(await startSmtpSink({ failFirst: 2 }));
    await app.messages.enqueue([mail('retry@example.com')]);

    await app.messages.drain();
    const first = await row(app, 'retry@example.com');
    expect(first).toMatchObject({ status: 'queued', attempts: 1, last_error: '451 4.3.0 Try again later' });
    // Not before its wait: a drain right away sends nothing.
    await app.messages.drain();
    expect(sink.deferred).toBe(1);

    await sleep(60);
    const beforeSecond = Date.now();
    await app.messages.drain();
    const second = await row(app, 'retry@example.com');
    expect(second).toMatchObject({ status: 'queued', attempts: 2 });
    // The second wait is twice the first.
    const firstWait = Date.parse(first.next_attempt_at) - Date.parse(first.created_at);
    const secondWait = Date.parse(second.next_attempt_at) - beforeSecond;
    expect(firstWait).toBeGreaterThanOrEqual(40);
    expect(secondWait).toBeGreaterThanOrEqual(80);

    await drainUntilSettled(app, 'retry@example.com');
    expect(await row(app, 'retry@example.com')).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    expect(sink.received.filter((m) => m.to.includes('retry@example.com'))).toHaveLength(1);
  });

  it('gives a message up as dead after the last attempt, with the provider’s words', async () => {
    const { app, sink } = await appWith(await startSmtpSink({ failFirst: 100 }));
    await app.messages.enqueue([mail('never@example.com')]);
    await drainUntilSettled(app, 'never@example.com');
    expect(await row(app, 'never@example.com')).toMatchObject({ status: 'dead', attempts: 4, last_error: '451 4.3.0 Try again later' });
    expect(sink.received).toHaveLength(0);
  });

  it('makes a permanent refusal dead at once, with the reason and no stack', async () => {
    const { app } = await appWith(await startSmtpSink({ refuse: ['gone@example.com'] }));
    await app.messages.enqueue([mail('gone@example.com')]);
    await app.messages.drain();
    const dead = await row(app, 'gone@example.com');
    expect(dead).toMatchObject({ status: 'dead', attempts: 1 });
    expect(dead.last_error).toMatch(/^550 5\.1\.1 Mailbox unknown/);
    expect(dead.last_error).not.toMatch(/\bat \S+ \(/);
  });
});

describe('instances', () => {
  it('survives a restart: enqueued by app A, closed before delivery; app B on the same database delivers', async () => {
    const sink = await startSmtpSink();
    const a = await startTestApp(testDb, { smtpUrl: sink.url, messageQueue: FAST });
    await a.messages.enqueue([mail('restart@example.com')]);
    await a.close();
    expect(sink.received).toHaveLength(0);

    const { app: b } = await appWith(sink);
    await b.messages.drain();
    expect(sink.received.map((m) => m.to)).toEqual([['restart@example.com']]);
    expect(await row(b, 'restart@example.com')).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('takes over a message whose sender died once its lease ran out, not before', async () => {
    const { app, sink } = await appWith();
    await app.messages.enqueue([mail('orphan@example.com')]);
    const { id } = await row(app, 'orphan@example.com');
    // Another instance claimed it and died: `sending`, lease still running.
    const lease = (ms: number) =>
      app.db
        .updateTable('messages')
        .set({ status: 'sending', attempts: 1, claimed_until: new Date(Date.now() + ms).toISOString() })
        .where('id', '=', id)
        .execute();
    await lease(60_000);
    await app.messages.drain();
    expect(sink.received).toHaveLength(0);
    await lease(-1);
    await app.messages.drain();
    expect(sink.received).toHaveLength(1);
    expect(await row(app, 'orphan@example.com')).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('delivers each of 200 messages exactly once with two instances draining concurrently', async () => {
    const sink = await startSmtpSink({ keepRaw: false });
    const { app: one } = await appWith(sink, { ...FAST, batchSize: 5 });
    const { app: two } = await appWith(sink, { ...FAST, batchSize: 5 });
    const recipients = Array.from({ length: 200 }, (_, i) => `many${i}@example.com`);
    await one.messages.enqueue(recipients.slice(0, 100).map((to) => mail(to)));
    await two.messages.enqueue(recipients.slice(100).map((to) => mail(to)));
    await Promise.all([one.messages.drain(), two.messages.drain(), one.messages.drain(), two.messages.drain()]);

    const counts = new Map<string, number>();
    for (const m of sink.received) for (const to of m.to) counts.set(to, (counts.get(to) ?? 0) + 1);
    expect(recipients.filter((to) => counts.get(to) !== 1)).toEqual([]);
    const statuses = await one.db
      .selectFrom('messages')
      .select(['status', 'attempts'])
      .where('to_address', 'in', recipients)
      .execute();
    expect(statuses.every((s) => s.status === 'sent' && s.attempts === 1)).toBe(true);
  }, 60_000);
});
