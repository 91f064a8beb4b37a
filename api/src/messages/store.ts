import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { DialectName } from '../db/connect.js';
import type { Database } from '../db/schema.js';
import type { MessageTable } from '../db/schema-messages.js';
import type { OutgoingMessage } from './kinds.js';

// The `messages` rows: the queue's only state. Every change of status is one conditional statement, so two instances
// (or two processes on one SQLite file) never both own a message.

export type MessageRow = Selectable<MessageTable>;

/** Rows per INSERT: well under SQLite's bound-parameter limit with the table's 13 columns. */
const INSERT_CHUNK = 200;

/**
 * Inserts the messages as queued and due now; a message whose `dedupeKey` exists already is skipped by the database
 * (ON CONFLICT DO NOTHING on both dialects), so two instances enqueuing the same reminder insert it once.
 * Answers the ids inserted.
 */
export async function insertMessages(db: Kysely<Database>, messages: readonly OutgoingMessage[], now: Date): Promise<number[]> {
  const at = now.toISOString();
  const ids: number[] = [];
  for (let start = 0; start < messages.length; start += INSERT_CHUNK) {
    const rows = messages.slice(start, start + INSERT_CHUNK).map((m) => ({
      kind: m.kind,
      channel: m.channel,
      to_address: m.to,
      lang: m.lang,
      params: JSON.stringify(m.params),
      user_id: m.userId ?? null,
      dedupe_key: m.dedupeKey ?? null,
      broadcast_id: m.broadcastId ?? null,
      status: 'queued' as const,
      attempts: 0,
      next_attempt_at: at,
      created_at: at,
    }));
    const inserted = await db
      .insertInto('messages')
      .values(rows)
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .returning('id')
      .execute();
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

/** Queued and due, or being sent by an instance whose lease ran out (it died or hung). */
function claimable(at: string) {
  return (eb: ExpressionBuilder<Database, 'messages'>) =>
    eb.or([
      eb.and([eb('status', '=', 'queued'), eb('next_attempt_at', '<=', at)]),
      eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<', at)]),
    ]);
}

/**
 * Claims up to `limit` due messages for this instance in one UPDATE … RETURNING: status `sending`, a lease until
 * now + leaseMs, one more attempt. The condition is repeated in the UPDATE itself, so a row another instance claimed
 * in between is not taken (PostgreSQL re-checks it on the locked row; SQLite runs the statement under its one write
 * lock). On PostgreSQL the candidates are read FOR UPDATE SKIP LOCKED so concurrent claimers take different rows.
 */
export async function claimDue(
  db: Kysely<Database>,
  dialect: DialectName,
  now: Date,
  leaseMs: number,
  limit: number,
  only?: readonly number[],
): Promise<MessageRow[]> {
  const at = now.toISOString();
  let candidates = db
    .selectFrom('messages')
    .select('id')
    .where(claimable(at))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit);
  if (only) candidates = candidates.where('id', 'in', only.length > 0 ? [...only] : [-1]);
  if (dialect === 'postgres') candidates = candidates.forUpdate().skipLocked();
  return db
    .updateTable('messages')
    .set((eb) => ({
      status: 'sending' as const,
      claimed_until: new Date(now.getTime() + leaseMs).toISOString(),
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', 'in', candidates)
    .where(claimable(at))
    .returningAll()
    .execute();
}

/**
 * The delivery succeeded. Conditional on our claim so a row an organizer retried meanwhile is not overwritten.
 * `forget`: the parameters carried a secret (a code, an invitation link) that nobody needs once it went out.
 */
export async function markSent(db: Kysely<Database>, row: MessageRow, now: Date, forget = false): Promise<void> {
  await db
    .updateTable('messages')
    .set({ status: 'sent', sent_at: now.toISOString(), claimed_until: null, last_error: null, ...(forget ? { params: '{}' } : {}) })
    .where('id', '=', row.id)
    .where('status', '=', 'sending')
    .execute();
}

/** The delivery failed: back to queued for `nextAttemptAt`, or dead when `nextAttemptAt` is null. */
export async function markFailed(db: Kysely<Database>, row: MessageRow, error: string, nextAttemptAt: Date | null): Promise<void> {
  await db
    .updateTable('messages')
    .set(
      nextAttemptAt
        ? { status: 'queued', next_attempt_at: nextAttemptAt.toISOString(), claimed_until: null, last_error: error }
        : { status: 'dead', claimed_until: null, last_error: error },
    )
    .where('id', '=', row.id)
    .where('status', '=', 'sending')
    .execute();
}

/** How many of `ids` are visible to this connection (their enqueuing transaction committed). */
export async function countVisible(db: Kysely<Database>, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('id', 'in', [...ids])
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
