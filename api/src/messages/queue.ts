import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { OutgoingMessage } from './kinds.js';

/**
 * The one way the portal sends mail and SMS (issue 26.3). `enqueue` only records the messages; delivery happens
 * later, on whichever instance takes them, with retries. Nothing is delivered when `enqueue` returns: tests call
 * `drain()` before reading the outbox, end-to-end tests poll it.
 */
export interface MessageQueue {
  /**
   * Queues the messages durably, in `trx` when given so they exist exactly when the change they announce commits.
   * Answers how many were queued (a message whose `dedupeKey` was queued before is skipped).
   */
  enqueue(messages: readonly OutgoingMessage[], trx?: Kysely<Database>): Promise<number>;
  /** Delivers everything due now and resolves when none is left (tests and the CLI, which exits afterwards). */
  drain(): Promise<void>;
  close(): Promise<void>;
}
