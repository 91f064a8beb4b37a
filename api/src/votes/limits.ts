import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

// Limits of vote codes, counted from vote_codes rows so they hold across API instances and restarts. They use the
// real time, not the season clock: they protect phones and the SMS budget (docs/adr/0009).
export const RESEND_SECONDS = 60;
export const SEND_WINDOW_MS = 60 * 60 * 1000;
/** Codes per contact in any window of SEND_WINDOW_MS. */
export const SENDS_PER_CONTACT = 5;
// No hard limit per requesting IP any more (issue 28): a school or a mobile carrier's NAT puts hundreds of voters
// behind one address, and they must all vote. Beyond the season's thresholds a proof-of-work challenge is asked for
// instead (pressure.ts, docs/adr/0014 "Challenge under pressure").

export type SendVerdict = { ok: true } | { ok: false; reason: 'cooldown'; resendAfter: number } | { ok: false; reason: 'limit' };

/**
 * Whether a code may be sent to this contact now: the resend cooldown first, then the hourly limit. `contactHash` is
 * of the folded contact (./contact.ts), so every alias of one mailbox shares one cooldown and one hourly count
 * (issue 28): five aliases do not buy five times the codes.
 */
export async function checkVoteSendAllowed(db: Kysely<Database>, contactHash: string, now: Date = new Date()): Promise<SendVerdict> {
  const latest = await db
    .selectFrom('vote_codes')
    .select('created_at')
    .where('contact_hash', '=', contactHash)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (latest) {
    const left = Math.ceil((Date.parse(latest.created_at) + RESEND_SECONDS * 1000 - now.getTime()) / 1000);
    if (left > 0) return { ok: false, reason: 'cooldown', resendAfter: Math.min(left, RESEND_SECONDS) };
  }
  const since = new Date(now.getTime() - SEND_WINDOW_MS).toISOString();
  const row = await db
    .selectFrom('vote_codes')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('contact_hash', '=', contactHash)
    .where('created_at', '>', since)
    .executeTakeFirst();
  if (Number(row?.n ?? 0) >= SENDS_PER_CONTACT) return { ok: false, reason: 'limit' };
  return { ok: true };
}
