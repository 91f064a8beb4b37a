import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { languageTag } from '../i18n/edges.js';
import type { Database } from '../db/schema.js';
import type { ExtrasDeps, MailExtras } from './extras.js';
import { ESSENTIAL, type OutgoingMessage } from './kinds.js';

// Unsubscribing from non-essential mail (issue 26 point 6, docs/adr/0046). Each account that gets non-essential mail
// has one random token (mail_preferences.token, 256 bits): its links and its List-Unsubscribe header carry it, so
// nothing in them is an id that could be guessed or counted through. The token only ever opts its own account out of
// (or back into) broadcasts and reminders; essential mail — codes, decisions, receipts — never carries it and is
// always delivered.

type Db = Kysely<Database> | Transaction<Database>;

/** Where the unsubscribe page and the RFC 8058 one-click POST live; the token follows. */
export const UNSUBSCRIBE_PATH = '/api/unsubscribe';

export type { ExtrasDeps, MailExtras };

const newToken = () => randomBytes(32).toString('base64url');

/** The account's token, made on its first non-essential mail. Safe against two instances making one at once. */
export async function tokenFor(db: Db, userId: number, now: Date = new Date()): Promise<string> {
  await db
    .insertInto('mail_preferences')
    .values({ user_id: userId, token: newToken(), opted_out_at: null, updated_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  const row = await db.selectFrom('mail_preferences').select('token').where('user_id', '=', userId).executeTakeFirstOrThrow();
  return row.token;
}

/** Whether the account unsubscribed from non-essential mail. */
export async function hasOptedOut(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('mail_preferences').select('opted_out_at').where('user_id', '=', userId).executeTakeFirst();
  return row?.opted_out_at != null;
}

/** The link of a token, in the language the page opens in. */
export function unsubscribeUrl(siteUrl: string, token: string, lang: OutgoingMessage['lang']): string {
  return `${siteUrl}${UNSUBSCRIBE_PATH}/${token}?lang=${languageTag(lang)}`;
}

/**
 * The queue's seam, the shape of extras.ts's `mailExtras` (wired there at merge): essential mail, SMS and mail to no
 * account get nothing; non-essential mail to an account gets its link and the one-click headers, or `skip` once the
 * person opted out — whenever the message was queued. Without SITE_URL a mail cannot carry an absolute link: it goes
 * without one (production sets SITE_URL), and an opted-out account is still skipped.
 */
export async function mailExtras(deps: ExtrasDeps, message: OutgoingMessage): Promise<MailExtras> {
  if (ESSENTIAL[message.kind] || message.channel !== 'email' || message.userId === undefined) return {};
  if (await hasOptedOut(deps.db, message.userId)) return { skip: true };
  const siteUrl = deps.config.siteUrl;
  if (siteUrl === undefined) return {};
  const token = await tokenFor(deps.db, message.userId);
  // The header's URL is the POST target a mail client calls without the person (RFC 8058 §3.1): the token alone,
  // as the page's own form posts it.
  return {
    unsubscribeUrl: unsubscribeUrl(siteUrl, token, message.lang),
    headers: {
      'List-Unsubscribe': `<${siteUrl}${UNSUBSCRIBE_PATH}/${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export type PreferenceChange = { ok: true; optedOut: boolean } | { ok: false };

/** Opts the token's account out (or back in); `{ok: false}` for a token that is not one (forged, or purged). */
export async function setOptedOut(db: Kysely<Database>, token: string, optedOut: boolean, now: Date = new Date()): Promise<PreferenceChange> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { ok: false };
  const at = now.toISOString();
  const updated = await db
    .updateTable('mail_preferences')
    // A repeated opt-out keeps the first instant: it is when the person asked.
    .set((eb) => ({ opted_out_at: optedOut ? eb.fn.coalesce('opted_out_at', eb.val(at)) : null, updated_at: at }))
    .where('token', '=', token)
    .executeTakeFirst();
  return updated.numUpdatedRows === 1n ? { ok: true, optedOut } : { ok: false };
}

/** Whether a token is one, and its account's state: the page shows "you are unsubscribed" or the button. */
export async function preferenceOf(db: Kysely<Database>, token: string): Promise<{ optedOut: boolean } | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const row = await db.selectFrom('mail_preferences').select('opted_out_at').where('token', '=', token).executeTakeFirst();
  return row && { optedOut: row.opted_out_at !== null };
}
