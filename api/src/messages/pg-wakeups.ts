import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { QueueLog } from './durable-queue.js';

// PostgreSQL: pg-boss 10 (11+ needs Node 22) carries the queue's wake-ups between instances (docs/adr/0041). The
// `messages` row stays the record and the claim stays ours; pg-boss adds what a poll cannot:
// - a wake-up job sent in the enqueuing transaction (pg-boss's `db` option on our Kysely transaction), so whichever
//   instance is free delivers a message once it commits, even if the enqueuing instance died right after;
// - a retry's wake-up scheduled for its instant (`startAfter`), once per attempt whatever the number of instances
//   (`singletonKey`), so a retry does not wait for the next poll.
// pg-boss creates and migrates its own schema (`pgboss`) at start, under an advisory lock (several instances may start
// at once). A failed wake-up costs latency only: the poll still finds every due message.

export const WAKEUP_QUEUE = 'message-delivery';

export interface Wakeups {
  /** After an enqueue: a job that becomes visible when `trx` commits (at once without one). */
  afterEnqueue(trx?: Kysely<Database>): Promise<void>;
  /** A failed message's next attempt: one wake-up at that instant. */
  retryAt(id: number, attempts: number, at: Date): Promise<void>;
  stop(): Promise<void>;
}

/** pg-boss's SQL through a Kysely connection: its job insert then belongs to that transaction. */
function executorOf(db: Kysely<Database>) {
  return {
    async executeSql(text: string, values: unknown[]) {
      const result = await db.executeQuery(CompiledQuery.raw(text, values));
      return { rows: result.rows as unknown[] };
    },
  };
}

export async function startPgWakeups(url: string, deliver: () => Promise<void>, log: QueueLog): Promise<Wakeups> {
  const { default: PgBoss } = await import('pg-boss');
  // Two connections: a job fetch per half second and the sends; the app's own pool does the rest. No `schedule`: we
  // have no cron jobs, and its timekeeper would poll the clock and a queue of its own on every instance.
  const boss = new PgBoss({ connectionString: url, max: 2, schema: 'pgboss', schedule: false });
  boss.on('error', (err: unknown) => log.warn({ err }, 'pg-boss'));
  try {
    await boss.start();
    await boss.createQueue(WAKEUP_QUEUE, { name: WAKEUP_QUEUE, policy: 'standard', retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 15 * 60 });
    // One wake-up delivers everything due, so a batch of wake-ups needs one pass.
    await boss.work(WAKEUP_QUEUE, { pollingIntervalSeconds: 0.5, batchSize: 20 }, async () => {
      await deliver();
    });
  } catch (err) {
    // A pg-boss that started and then failed keeps its workers and maintenance timers running with nobody to stop
    // them: stop it here, then let the caller fall back to the poll.
    await boss.stop({ graceful: false, wait: true }).catch(() => undefined);
    throw err;
  }
  const send = async (options: Record<string, unknown>, db?: Kysely<Database>) => {
    try {
      await boss.send(WAKEUP_QUEUE, {}, { ...options, ...(db ? { db: executorOf(db) } : {}) });
    } catch (err) {
      if (db) throw err; // in a transaction: let its caller see the failure rather than commit a message nobody wakes
      log.warn({ err }, 'sending a delivery wake-up failed: the poll will find the messages');
    }
  };
  return {
    afterEnqueue: (trx) => send({}, trx),
    retryAt: (id, attempts, at) => send({ startAfter: at, singletonKey: `message:${id}:attempt:${attempts}` }),
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
