import type { Kysely, Transaction } from 'kysely';
import type { VoteReceipt } from '@portal/contracts/votes';
import type { Database } from '../db/schema.js';
import { GENESIS_HASH, voteHash } from './chain.js';
import { consumeVoteCode } from './codes.js';
import type { Channel } from './contact.js';

export type CastResult = { ok: true; receipt: VoteReceipt } | { ok: false; reason: 'alreadyVoted' | 'codeUsed' };

export interface CastInput {
  season: string;
  finalistId: number;
  contactHash: string;
  /** Kept on the row for the per-film threshold and the anomaly report; not hashed into the chain. */
  subnet: string;
  channel: Channel;
  codeId: number;
  /** The season clock's now: the vote's time in the chain (docs/adr/0009). */
  at: () => Date;
}

/**
 * Uses the code and appends the vote to the season's chain in ONE transaction: either both happen or neither.
 * The unique constraint (season, contact_hash) decides between concurrent votes of one contact; the losing
 * transaction rolls back, giving its code back unused, and is told 'you have already voted'.
 */
export async function castVote(db: Kysely<Database>, input: CastInput): Promise<CastResult> {
  try {
    const receipt = await db.transaction().execute(async (trx) => {
      if (!(await consumeVoteCode(trx, input.codeId))) return null;
      return appendVote(trx, input);
    });
    return receipt ? { ok: true, receipt } : { ok: false, reason: (await hasVoted(db, input.season, input.contactHash)) ? 'alreadyVoted' : 'codeUsed' };
  } catch (error) {
    if (isUniqueViolation(error) && (await hasVoted(db, input.season, input.contactHash))) return { ok: false, reason: 'alreadyVoted' };
    throw error;
  }
}

async function appendVote(trx: Transaction<Database>, input: CastInput): Promise<VoteReceipt> {
  await trx
    .insertInto('vote_chain_heads')
    .values({ season: input.season, seq: 0, head_hash: GENESIS_HASH })
    .onConflict((oc) => oc.column('season').doNothing())
    .execute();
  // Taking the next seq is an UPDATE: on PostgreSQL it locks the head row until commit, so appends to one season
  // queue here (a waiting UPDATE re-reads the committed row); SQLite has a single writer anyway. RETURNING gives the
  // new seq and, as head_hash is not yet changed, the previous vote's hash.
  const head = await trx
    .updateTable('vote_chain_heads')
    .set((eb) => ({ seq: eb('seq', '+', 1) }))
    .where('season', '=', input.season)
    .returning(['seq', 'head_hash'])
    .executeTakeFirstOrThrow();
  const row = {
    seq: head.seq,
    prev_hash: head.head_hash,
    season: input.season,
    finalist_id: input.finalistId,
    contact_hash: input.contactHash,
    // Taken after the head lock, so times never run backwards along the chain.
    created_at: input.at().toISOString(),
  };
  const hash = voteHash(row);
  const vote = await trx.insertInto('votes').values({ ...row, hash, subnet: input.subnet, channel: input.channel }).returning('id').executeTakeFirstOrThrow();
  await trx.updateTable('vote_chain_heads').set({ head_hash: hash }).where('season', '=', input.season).execute();
  return { voteId: vote.id, seq: row.seq, hash, finalistId: input.finalistId };
}

export async function hasVoted(db: Kysely<Database>, season: string, contactHash: string): Promise<boolean> {
  const row = await db
    .selectFrom('votes')
    .select('id')
    .where('season', '=', season)
    .where('contact_hash', '=', contactHash)
    .executeTakeFirst();
  return row !== undefined;
}

/** SQLite's SQLITE_CONSTRAINT_UNIQUE, PostgreSQL's 23505. */
function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
