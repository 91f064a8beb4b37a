import { BroadcastSendBody, type BroadcastAudience, type BroadcastTexts } from '@portal/contracts/admin-broadcasts';
import { LANGUAGES, type Language } from '@portal/contracts/languages';
import type { Kysely } from 'kysely';
import { Value } from 'typebox/value';
import type { Acting } from '../audit/acting.js';
import { recordAudit } from '../audit/record.js';
import type { Database } from '../db/schema.js';
import type { OutgoingMessage } from '../messages/kinds.js';
import type { MessageQueue } from '../messages/queue.js';
import { findAudience } from './audience.js';

// Sending a broadcast (issue 26 point 6): checked first (the contract's schema, then no blank text once trimmed),
// then in one transaction the broadcast's row, one queued mail per recipient in their language (dedupe key
// `broadcast:<id>:<user>`, so a retried send never mails anyone twice) and the audit entry `broadcast.send` with ids
// and counts only. Any refusal writes nothing. The back office (POST /api/admin/broadcasts) and `pnpm admin
// broadcasts send` both call this.

export interface BroadcastEnv {
  db: Kysely<Database>;
  messages: MessageQueue;
  season: { readonly id: string };
  /** Real time (the instant it was sent), as the queue and the audit log keep theirs. */
  clock: { now(): Date };
}

export type BroadcastRefusal =
  | { reason: 'invalid' }
  | { reason: 'blank'; lang: Language; field: 'subject' | 'body' }
  /** The audience reaches nobody (or only people who unsubscribed). */
  | { reason: 'nobody'; optedOut: number };

export type BroadcastSent = { ok: true; id: number; recipients: number; optedOut: number } | { ok: false; refusal: BroadcastRefusal };

/** The texts trimmed, or the first blank one. */
export function checkTexts(texts: BroadcastTexts): { ok: true; texts: BroadcastTexts } | { ok: false; refusal: BroadcastRefusal } {
  const trimmed = {} as BroadcastTexts;
  for (const lang of LANGUAGES) {
    const subject = texts[lang].subject.trim();
    // The body keeps its inner lines; only the ends go.
    const body = texts[lang].body.trim();
    if (subject === '') return { ok: false, refusal: { reason: 'blank', lang, field: 'subject' } };
    if (body === '') return { ok: false, refusal: { reason: 'blank', lang, field: 'body' } };
    trimmed[lang] = { subject, body };
  }
  return { ok: true, texts: trimmed };
}

export async function sendBroadcast(env: BroadcastEnv, input: unknown, acting: Acting): Promise<BroadcastSent> {
  if (!Value.Check(BroadcastSendBody, input)) return { ok: false, refusal: { reason: 'invalid' } };
  const checked = checkTexts(input.texts);
  if (!checked.ok) return checked;
  const { texts } = checked;
  const audience: BroadcastAudience = input.audience;
  return env.db.transaction().execute(async (trx): Promise<BroadcastSent> => {
    const found = await findAudience(trx, env.season.id, audience);
    if (found.recipients.length === 0) return { ok: false, refusal: { reason: 'nobody', optedOut: found.optedOut } };
    const sentAt = env.clock.now().toISOString();
    const { id } = await trx
      .insertInto('broadcasts')
      .values({
        season: env.season.id,
        texts: JSON.stringify(texts),
        audience: JSON.stringify(audience),
        recipients: found.recipients.length,
        opted_out: found.optedOut,
        sent_by_staff_id: acting.actor.kind === 'staff' ? acting.actor.staffId : null,
        sent_by_name: acting.name,
        sent_at: sentAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const messages: OutgoingMessage<'broadcast'>[] = found.recipients.map((recipient) => ({
      kind: 'broadcast',
      channel: 'email',
      to: recipient.email,
      lang: recipient.lang,
      params: texts[recipient.lang],
      userId: recipient.userId,
      dedupeKey: `broadcast:${id}:${recipient.userId}`,
      broadcastId: id,
    }));
    const queued = await env.messages.enqueue(messages, trx);
    await recordAudit(trx, acting.actor, {
      action: 'broadcast.send',
      target: `broadcast:${id}`,
      detail: {
        recipients: found.recipients.length,
        queued,
        optedOut: found.optedOut,
        groups: audience.groups.map(String),
        registrationStatuses: audience.registrationStatuses,
        worksStatuses: audience.worksStatuses,
        finalistsOnly: audience.finalistsOnly,
      },
    });
    return { ok: true, id, recipients: found.recipients.length, optedOut: found.optedOut };
  });
}
