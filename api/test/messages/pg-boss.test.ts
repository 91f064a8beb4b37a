import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import type { App } from '../../src/app.js';
import type { OutgoingMessage } from '../../src/messages/kinds.js';
import { startSmtpSink, type SmtpSink } from '../../src/testing/smtp-sink.js';
import { createTestDatabase, startTestApp, type TestDatabase } from '../helper.js';

// PostgreSQL only (scripts/with-postgres.sh): a listening server starts pg-boss, which creates its schema in the test
// file's own database, and its wake-ups deliver without drain() and without the poll (set to an hour here): a
// message enqueued in a transaction once it commits, and a deferred mail at its retry's instant.

const onPostgres = Boolean(process.env.TEST_PG_ADMIN_URL);
const suite = onPostgres ? describe : describe.skip;

let testDb: TestDatabase;
let app: App;
let sink: SmtpSink;

beforeAll(async () => {
  if (!onPostgres) return;
  testDb = await createTestDatabase();
  sink = await startSmtpSink({ failFirst: 1 });
  app = await startTestApp(testDb, { smtpUrl: sink.url, messageQueue: { kick: false, pollMs: 3_600_000, baseDelayMs: 300, maxDelayMs: 300 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => {
  if (!onPostgres) return;
  await app.close();
  await sink.close();
  await testDb.drop();
});

const mail = (to: string): OutgoingMessage => ({ kind: 'signup-code', channel: 'email', to, lang: 'en', params: { code: '135790', minutes: 10 } });

/** Whether pg-boss's schema, with the queue-creating function, is installed in the app's database. */
async function createQueueExists(target: App): Promise<boolean> {
  const { rows } = await sql<{ fn: string | null }>`select to_regprocedure('pgboss.create_queue(text,json)')::text as fn`.execute(target.db);
  return rows[0]?.fn != null;
}

async function settled(to: string): Promise<string> {
  for (let i = 0; i < 100; i += 1) {
    const row = await app.db.selectFrom('messages').select('status').where('to_address', '=', to).executeTakeFirst();
    if (row?.status === 'sent' || row?.status === 'dead') return row.status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return 'unsettled';
}

suite('pg-boss wake-ups', () => {
  it('created its schema at start in this database', async () => {
    // onListen hooks run after listen() resolves: give pg-boss's start a few seconds.
    let found: unknown;
    for (let i = 0; i < 50; i += 1) {
      const { rows } = await sql<{ job: string | null; version: string | null }>`select to_regclass('pgboss.job')::text as job, to_regclass('pgboss.version')::text as version`.execute(app.db);
      found = rows[0];
      if (rows[0]?.version) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(found).toEqual({ job: 'pgboss.job', version: 'pgboss.version' });
    // And its queue of wake-ups exists (created right before the worker starts).
    for (let i = 0; i < 50; i += 1) {
      const { rows } = await sql<{ name: string }>`select name from pgboss.queue where name = 'message-delivery'`.execute(app.db);
      if (rows.length === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  });

  it('delivers a message enqueued in a transaction once it commits, and a deferred one at its retry, without drain', async () => {
    await app.db.transaction().execute((trx) => app.messages.enqueue([mail('boss@example.com')], trx));
    expect(await settled('boss@example.com')).toBe('sent');
    expect(sink.deferred).toBe(1);
    const row = await app.db.selectFrom('messages').select(['attempts']).where('to_address', '=', 'boss@example.com').executeTakeFirstOrThrow();
    expect(row.attempts).toBe(2);
    expect(sink.received.filter((m) => m.to.includes('boss@example.com'))).toHaveLength(1);
  }, 30_000);

  it('falls back to the poll when pg-boss fails half-way through its start, and leaves none of it running', async () => {
    // pg-boss started, then its queue could not be created: the half-started boss (workers, maintenance timers, its
    // pool) used to run on unstopped, and this instance had no poll at all.
    const other = await createTestDatabase();
    const url = (other.database as { url: string }).url;
    const dbName = new URL(url).pathname.slice(1);
    const pgbossConnections = async () => {
      const { rows } = await sql<{ n: string }>`select count(*)::text as n from pg_stat_activity where datname = ${dbName} and application_name = 'pgboss'`.execute(app.db);
      return Number(rows[0]?.n);
    };
    let broken: App | undefined;
    try {
      const first = await startTestApp(other, { messageQueue: { kick: false, pollMs: 3_600_000 } });
      await first.listen({ port: 0, host: '127.0.0.1' });
      // pg-boss starts after listen() resolves and installs its schema then: closed before it has, nothing would be
      // there to break (a busy CI machine did exactly that). Wait for the function the next start is made to fail in.
      for (let i = 0; i < 150 && !(await createQueueExists(first)); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await createQueueExists(first)).toBe(true);
      await first.close();
      broken = await startTestApp(other, { smtpUrl: sink.url, messageQueue: { kick: false, pollMs: 200, baseDelayMs: 300, maxDelayMs: 300 } });
      await sql`create or replace function pgboss.create_queue(queue_name text, options json) returns void as $$ begin raise exception 'queue creation refused by the test'; end $$ language plpgsql`.execute(broken.db);
      await broken.listen({ port: 0, host: '127.0.0.1' });
      await broken.messages.enqueue([mail('poll@example.com')]);
      let status: string | undefined;
      for (let i = 0; i < 100 && status !== 'sent'; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await broken.db.selectFrom('messages').select('status').where('to_address', '=', 'poll@example.com').executeTakeFirst())?.status;
      }
      expect(status).toBe('sent');
      // The poll started after the failed start was handled: by then pg-boss had closed its pool.
      expect(await pgbossConnections()).toBe(0);
    } finally {
      await broken?.close();
      await other.drop();
    }
  }, 30_000);
});
