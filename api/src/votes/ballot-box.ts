import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { castVote, hasVoted } from './cast.js';
import type { VoteReceipt } from '@portal/contracts/votes';
import { checkVoteCode } from './codes.js';
import type { Channel } from './contact.js';
import { isVotableFilm } from './counts.js';

// The ballot box takes a verified-contact vote from the route and answers with a receipt or why not. Two stores keep
// the same rules (docs/adr/0014): this one, query by query through Kysely, serves PostgreSQL, where several API
// instances share the database; sqlite-ballot-box.ts groups the votes of one moment into one SQLite transaction.
// The order of the checks is the same in both: the film, then the code (a wrong guess counts), then one vote per
// contact — so whether a contact has voted is told only to whoever holds a valid code for it.

export interface Ballot {
  season: string;
  contactHash: string;
  /** The six digits the voter typed (form already checked). */
  code: string;
  finalistId: number;
  /** Where the vote came from (votes/subnet.ts) and how its contact was proved: kept on the row, not in the chain. */
  subnet: string;
  channel: Channel;
}

export type BallotRefusal = 'filmInvalid' | 'codeInvalid' | 'codeWrong' | 'alreadyVoted';

export type BallotResult = { ok: true; receipt: VoteReceipt } | { ok: false; reason: BallotRefusal };

export interface BallotBox {
  cast(ballot: Ballot): Promise<BallotResult>;
  /** Waits for votes in flight; later casts are refused. */
  close(): Promise<void>;
}

/** The season clock's now, the time a vote carries in the chain (docs/adr/0009). */
export type VoteClock = () => Date;

export function kyselyBallotBox(db: Kysely<Database>, at: VoteClock): BallotBox {
  let closed = false;
  return {
    async cast(ballot) {
      if (closed) throw new Error('the ballot box is closed');
      if (!(await isVotableFilm(db, ballot.finalistId))) return { ok: false, reason: 'filmInvalid' };
      const check = await checkVoteCode(db, ballot.season, ballot.contactHash, ballot.code);
      if (!check.ok) return { ok: false, reason: check.reason === 'wrong' ? 'codeWrong' : 'codeInvalid' };
      if (await hasVoted(db, ballot.season, ballot.contactHash)) return { ok: false, reason: 'alreadyVoted' };
      const result = await castVote(db, { season: ballot.season, finalistId: ballot.finalistId, contactHash: ballot.contactHash, subnet: ballot.subnet, channel: ballot.channel, codeId: check.id, at });
      // A concurrent request of the same contact won, with this code or another: its code is used now.
      if (!result.ok) return { ok: false, reason: result.reason === 'alreadyVoted' ? 'alreadyVoted' : 'codeInvalid' };
      return result;
    },
    async close() {
      // Each cast is its own transaction, awaited by its request: nothing is held between calls.
      closed = true;
    },
  };
}
