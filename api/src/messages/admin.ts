import type { Kysely } from 'kysely';
import type { AdminMessage, AdminMessagesQuery } from '@portal/contracts/admin-messages';
import type { Paged } from '@portal/contracts/common';
import { maskEmail } from '../accounts/users.js';
import { recordAudit, type Actor } from '../audit/record.js';
import { fetchPage } from '../content/paging.js';
import type { Database } from '../db/schema.js';
import { AppError } from '../lib/app-error.js';
import type { MessageKind } from './kinds.js';
import type { MessageRow } from './store.js';

// The back office's deliveries (issue 26.3): what went out, what waits for a retry and the dead letters with their
// reason, for organizers; and sending a dead letter again. The routes and `pnpm admin messages` both call these.

export const MESSAGES_PAGE_SIZE = 50;

/** `+852****5678`: the country code and the last four digits, enough to tell two phones apart, not to call one. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length <= 4) return '****';
  const country = /^\+(852|853|86|1|44|\d{2})/.exec(phone)?.[0] ?? '';
  return `${country}****${digits.slice(-4)}`;
}

function view(row: MessageRow): AdminMessage {
  return {
    id: row.id,
    kind: row.kind as MessageKind,
    channel: row.channel,
    to: row.channel === 'sms' ? maskPhone(row.to_address) : maskEmail(row.to_address),
    lang: row.lang,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at,
    // Only a queued message has a next attempt; the column keeps the last one otherwise.
    nextAttemptAt: row.status === 'queued' ? row.next_attempt_at : null,
    sentAt: row.sent_at,
    broadcastId: row.broadcast_id,
  };
}

/** Newest first, filtered by status, kind and broadcast. */
export async function listMessages(db: Kysely<Database>, query: AdminMessagesQuery): Promise<Paged<AdminMessage>> {
  const page = { page_no: query.page_no ?? 1, page_size: query.page_size ?? MESSAGES_PAGE_SIZE };
  let filtered = db.selectFrom('messages');
  if (query.status) filtered = filtered.where('status', '=', query.status);
  if (query.kind) filtered = filtered.where('kind', '=', query.kind);
  if (query.broadcast_id !== undefined) filtered = filtered.where('broadcast_id', '=', query.broadcast_id);
  const result = await fetchPage(filtered, page, (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'));
  return { lists: result.rows.map(view), count: result.count, ...page };
}

/**
 * Sends a dead letter again: back to queued, due now, attempts from zero, its last error kept until the next attempt
 * says otherwise. Only a dead letter: a queued or sending message is on its way, a sent one went out. Audited in the
 * same transaction (ids and statuses only). The caller wakes delivery.
 */
export async function retryMessage(db: Kysely<Database>, actor: Actor, id: number, now: Date = new Date()): Promise<AdminMessage> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('messages')
      .set({ status: 'queued', attempts: 0, next_attempt_at: now.toISOString(), claimed_until: null })
      .where('id', '=', id)
      .where('status', '=', 'dead')
      .returningAll()
      .executeTakeFirst();
    if (!updated) {
      const found = await trx.selectFrom('messages').select('status').where('id', '=', id).executeTakeFirst();
      if (!found) throw new AppError(404, 'adminMessageNotFound', { detail: `no message ${id}` });
      throw new AppError(409, 'adminMessageNotDead', { detail: `message ${id} is ${found.status}` });
    }
    await recordAudit(trx, actor, { action: 'message.retry', target: `message:${id}`, detail: { kind: updated.kind, from: 'dead', to: 'queued' } });
    return view(updated);
  });
}
