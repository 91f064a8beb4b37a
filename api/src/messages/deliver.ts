import type { Language } from '@portal/contracts/languages';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/schema.js';
import type { Mailer } from '../mail/mailer.js';
import type { SmsSender } from '../votes/sms/sender.js';
import { describeFailure } from './errors.js';
import { mailExtras } from './unsubscribe.js';
import type { MessageKind, OutgoingMessage } from './kinds.js';
import { retryDelayMs, type QueuePolicy } from './policy.js';
import { loadRenderContext, renderMessage, type RenderedMessage } from './render.js';
import { markFailed, markSent, type MessageRow } from './store.js';

export interface DeliveryDeps {
  db: Kysely<Database>;
  config: Pick<AppConfig, 'siteUrl'>;
  mailer: Mailer;
  sms: SmsSender;
  policy: QueuePolicy;
  /** Real time: retry waits are durations, not season instants (PORTAL_NOW does not move them). */
  now: () => Date;
}

export type DeliveryOutcome = { outcome: 'sent' | 'dead' } | { outcome: 'retry'; next: Date };

/** Kinds whose parameters are a secret (codes, the invitation link): emptied once sent, so the table holds no live code. */
const CARRIES_SECRET: ReadonlySet<MessageKind> = new Set(['signup-code', 'vote-code', 'password-reset-code', 'email-change-code', 'staff-invite']);

/** The reason recorded for a message whose recipient unsubscribed before it went out. */
export const SKIPPED_UNSUBSCRIBED = 'not sent: the recipient unsubscribed';

/** The reason recorded for a message whose every attempt was started by a sender that then stopped. */
export const SENDER_STOPPED = 'attempts spent: each sender stopped while delivering it';

/** The message as it was queued. */
export function outgoingOf(row: MessageRow): OutgoingMessage {
  return {
    kind: row.kind as MessageKind,
    channel: row.channel,
    to: row.to_address,
    lang: row.lang as Language,
    params: JSON.parse(row.params) as OutgoingMessage['params'],
    ...(row.user_id !== null ? { userId: row.user_id } : {}),
    ...(row.dedupe_key !== null ? { dedupeKey: row.dedupe_key } : {}),
    ...(row.broadcast_id !== null ? { broadcastId: row.broadcast_id } : {}),
  };
}

/**
 * Delivers one message this instance has claimed: renders it in the recipient's language, sends it through the
 * mailer or the SMS sender, and records the outcome on the row. Never throws: a failure is the row's `last_error`.
 */
export async function deliverClaimed(deps: DeliveryDeps, row: MessageRow): Promise<DeliveryOutcome> {
  let rendered: RenderedMessage;
  let headers: Record<string, string> | undefined;
  const message = outgoingOf(row);
  if (row.attempts > deps.policy.maxAttempts) {
    // Only a takeover gets here: every attempt began and its sender stopped (a message that crashes the process?).
    await markFailed(deps.db, row, SENDER_STOPPED, null);
    return { outcome: 'dead' };
  }
  try {
    const extras = message.channel === 'email' ? await mailExtras(deps, message) : {};
    if (extras.skip) {
      await markFailed(deps.db, row, SKIPPED_UNSUBSCRIBED, null);
      return { outcome: 'dead' };
    }
    headers = extras.headers;
    // The organizers' contact as last saved: one small read per message keeps every mail current.
    const { site } = await loadRenderContext(deps.db);
    rendered = await renderMessage(message.kind, message.lang, message.params, {
      site,
      channel: message.channel,
      ...(extras.unsubscribeUrl ? { unsubscribeUrl: extras.unsubscribeUrl } : {}),
    });
  } catch (error) {
    return fail(deps, row, describeFailure(error, 'render'));
  }
  try {
    if (message.channel === 'sms') await deps.sms.send({ to: message.to, text: rendered.text });
    else
      await deps.mailer.send({
        to: message.to,
        subject: rendered.subject,
        text: rendered.text,
        ...(rendered.html !== undefined ? { html: rendered.html } : {}),
        ...(headers ? { headers } : {}),
      });
  } catch (error) {
    return fail(deps, row, describeFailure(error, 'send'));
  }
  await markSent(deps.db, row, deps.now(), CARRIES_SECRET.has(message.kind));
  return { outcome: 'sent' };
}

async function fail(deps: DeliveryDeps, row: MessageRow, failure: { reason: string; permanent: boolean }): Promise<DeliveryOutcome> {
  // `attempts` already counts this attempt (the claim added it).
  const last = failure.permanent || row.attempts >= deps.policy.maxAttempts;
  const next = last ? null : new Date(deps.now().getTime() + retryDelayMs(deps.policy, row.attempts));
  await markFailed(deps.db, row, failure.reason, next);
  return next ? { outcome: 'retry', next } : { outcome: 'dead' };
}
