import type { DialectName } from '../db/connect.js';
import { deliverClaimed, type DeliveryDeps } from './deliver.js';
import type { MessageQueue } from './queue.js';
import type { Wakeups } from './pg-wakeups.js';
import { claimDue, countVisible, insertMessages } from './store.js';

export interface DurableQueueDeps extends DeliveryDeps {
  dialect: DialectName;
  log: QueueLog;
}

/** Where the background delivery reports what it cannot throw to anyone (the app's logger, the CLI's stderr). */
export interface QueueLog {
  warn(detail: { err: unknown }, message: string): void;
  error(detail: { err: unknown }, message: string): void;
}

/** The queue of one API instance (or CLI run), with what the plugin and the wake-ups need besides MessageQueue. */
export interface DurableQueue extends MessageQueue {
  /** Delivers what is due in the background, now, without waiting (after an enqueue, a wake-up, a poll). */
  kick(): void;
  /** Starts the poll every `pollMs` (the server, once it listens and its migrations ran). */
  start(pollMs?: number): void;
  /** PostgreSQL: hand wake-ups to pg-boss (./pg-wakeups.ts) from now on. */
  useWakeups(wakeups: Wakeups): void;
  /**
   * Delivers through the background pass and resolves when it is done: pg-boss's wake-ups call this, so `drain()`
   * (which waits for that pass) never returns while a wake-up is still delivering.
   */
  wake(): Promise<void>;
}

/** Waits before looking again for messages enqueued in a transaction that had not committed yet (about 6 s in all). */
const COMMIT_WAITS_MS = [5, 20, 50, 150, 400, 1000, 1500, 3000];

/**
 * The durable queue (docs/adr/0041): `enqueue` writes `messages` rows and wakes delivery in this instance at once;
 * delivery claims due rows with a conditional update (./store.ts), so every instance may deliver and each message
 * goes out once. A message enqueued inside a transaction is delivered once that transaction commits: the wake-up
 * looks again a few times, briefly, until the rows are visible (a rolled-back enqueue is never found and never sent).
 */
export function durableQueue(deps: DurableQueueDeps): DurableQueue {
  const { policy } = deps;
  let closed = false;
  let poll: NodeJS.Timeout | undefined;
  const timers = new Set<NodeJS.Timeout>();
  // One background pass at a time; a kick during it asks for one more pass after it.
  let running: Promise<void> | undefined;
  let again = false;
  let wakeups: Wakeups | undefined;
  // Stops under way of wake-ups given late or replaced: close waits for them, or pg-boss would outlive the app.
  const stops = new Set<Promise<void>>();
  const stopAside = (given: Wakeups) => {
    const stop = given.stop().catch((err: unknown) => deps.log.warn({ err }, 'stopping pg-boss failed'));
    stops.add(stop);
    void stop.finally(() => stops.delete(stop));
  };

  /** Claims and delivers until nothing is due; answers how many were claimed. */
  async function deliverDue(only?: readonly number[]): Promise<number> {
    let total = 0;
    for (;;) {
      const claimed = await claimDue(deps.db, deps.dialect, deps.now(), policy.leaseMs, policy.batchSize, only);
      if (claimed.length === 0) return total;
      total += claimed.length;
      const outcomes = await Promise.all(claimed.map((row) => deliverClaimed(deps, row)));
      if (wakeups) {
        const retries = outcomes.flatMap((o, i) => (o.outcome === 'retry' ? [{ row: claimed[i]!, next: o.next }] : []));
        for (const { row, next } of retries) await wakeups.retryAt(row.id, row.attempts, next);
      }
    }
  }

  function kick(): void {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await deliverDue();
        } catch (err) {
          // The next kick or poll tries again; a claim not committed is no claim, a lease runs out.
          deps.log.error({ err }, 'delivering queued messages failed');
        }
      } while (again && !closed);
    })().finally(() => {
      running = undefined;
    });
  }

  function later(ms: number, task: () => void): void {
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      task();
    }, ms);
    timer.unref();
    timers.add(timer);
  }

  /** After an enqueue in a transaction: kick once the rows are visible, giving up after a few seconds (rolled back). */
  function kickOnCommit(ids: readonly number[], step = 0): void {
    const wait = COMMIT_WAITS_MS[step];
    if (wait === undefined) return;
    later(wait, () => {
      countVisible(deps.db, ids)
        .then((visible) => (visible > 0 ? kick() : kickOnCommit(ids, step + 1)))
        .catch((err: unknown) => deps.log.warn({ err }, 'waiting for queued messages to commit failed'));
    });
  }

  return {
    async enqueue(messages, trx) {
      if (messages.length === 0) return 0;
      const ids = await insertMessages(trx ?? deps.db, messages, deps.now());
      if (ids.length > 0 && wakeups) await wakeups.afterEnqueue(trx);
      if (ids.length > 0 && policy.kick) {
        if (trx) kickOnCommit(ids);
        else setImmediate(kick);
      }
      return ids.length;
    },
    async drain() {
      // A background pass may hold claimed messages: wait for it, then deliver what is left, until nothing is due.
      for (;;) {
        await running;
        if ((await deliverDue()) === 0 && !running) return;
      }
    },
    kick,
    start(pollMs = policy.pollMs) {
      if (closed || poll) return;
      poll = setInterval(kick, pollMs);
      poll.unref();
      kick();
    },
    async wake() {
      kick();
      while (running) await running;
    },
    useWakeups(given) {
      // Given after close (a start that lost the race with it): stopped at once, never left running.
      if (closed) return stopAside(given);
      if (wakeups) stopAside(wakeups);
      wakeups = given;
    },
    async close() {
      closed = true;
      const stopping = wakeups;
      wakeups = undefined;
      await stopping?.stop();
      await Promise.all(stops);
      if (poll) clearInterval(poll);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await running;
    },
  };
}
