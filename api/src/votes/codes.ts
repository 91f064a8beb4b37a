import type { Kysely } from 'kysely';
import { codeMatches, generateCode, hashCode } from '../accounts/email-codes.js';
import type { Database } from '../db/schema.js';
import type { Channel } from './contact.js';

// Vote codes follow the account codes' rules (CSPRNG, salted hash, 10 minutes, single use, 5 wrong guesses) with
// one difference: every live code of the contact is accepted, not only the newest. Texts arrive late and out of
// order; a voter who asked again should not be refused the first code when it is the one that arrived. A wrong
// guess counts against every live code, so guesses per contact stay bounded as with one code.
export const CODE_VALID_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
/** At most this many live codes are considered (the hourly limit allows 5). */
export const LIVE_CODES = 5;

export interface NewVoteCode {
  season: string;
  contactHash: string;
  channel: Channel;
  ip: string;
  /** The /24 or /48 of `ip` (subnet.ts), for the per-subnet threshold. */
  subnet: string;
}

/** Stores a new code (hashed) and returns its row id and the plain code for the text or mail. */
export async function createVoteCode(db: Kysely<Database>, input: NewVoteCode, now: Date = new Date()): Promise<{ id: number; code: string }> {
  const code = generateCode();
  const row = await db
    .insertInto('vote_codes')
    .values({
      season: input.season,
      contact_hash: input.contactHash,
      channel: input.channel,
      code_hash: hashCode(code),
      ip: input.ip,
      subnet: input.subnet,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + CODE_VALID_MS).toISOString(),
      used_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, code };
}

export type VoteCodeCheck = { ok: true; id: number } | { ok: false; reason: 'invalid' | 'wrong' };

/** Finds the live code of the contact that matches; a miss counts one attempt on each live code. */
export async function checkVoteCode(
  db: Kysely<Database>,
  season: string,
  contactHash: string,
  code: string,
  now: Date = new Date(),
): Promise<VoteCodeCheck> {
  const live = await db
    .selectFrom('vote_codes')
    .select(['id', 'code_hash'])
    .where('season', '=', season)
    .where('contact_hash', '=', contactHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .where('attempts', '<', MAX_CODE_ATTEMPTS)
    .orderBy('id', 'desc')
    .limit(LIVE_CODES)
    .execute();
  if (live.length === 0) return { ok: false, reason: 'invalid' };
  const match = live.find((row) => codeMatches(code, row.code_hash));
  if (match) return { ok: true, id: match.id };
  await db
    .updateTable('vote_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', live.map((row) => row.id))
    .execute();
  return { ok: false, reason: 'wrong' };
}

/** Marks a code used; false when another request used it first. Run it in the transaction that casts the vote. */
export async function consumeVoteCode(db: Kysely<Database>, id: number, now: Date = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('vote_codes')
    .set({ used_at: now.toISOString() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
