import type SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { codeMatches } from '../accounts/email-codes.js';
import type { Database } from '../db/schema.js';
import type { Ballot, BallotBox, BallotResult, VoteClock } from './ballot-box.js';
import { GENESIS_HASH, voteHash } from './chain.js';
import { LIVE_CODES, MAX_CODE_ATTEMPTS } from './codes.js';

// Group commit of votes on SQLite (docs/adr/0014). The ballots that arrive while one batch is written are written
// together in the next one: one transaction and one fsync (synchronous = FULL) for all of them, with each ballot in
// a savepoint of its own, so a refused ballot rolls back alone and leaves its code unused. A voter's answer is sent
// only after the commit, so every acknowledged vote is durable, as one vote per transaction was; it just shares the
// disk flush. The whole batch runs synchronously on prepared statements (better-sqlite3), while holding Kysely's
// single connection, so no Kysely transaction of another request is ever open around it or interleaved with it.

/** A bound on the ballots in one transaction, so one batch never holds the writer for long. */
const MAX_BATCH = 512;

interface Pending {
  ballot: Ballot;
  resolve: (result: BallotResult) => void;
  reject: (error: unknown) => void;
}

type Outcome = { result: BallotResult } | { error: unknown };

export function sqliteBallotBox(db: Kysely<Database>, sqlite: SQLite.Database, at: VoteClock): BallotBox {
  // Prepared on the first vote: the routes are registered before the migrations have created the tables.
  let write: ((ballots: Ballot[]) => Outcome[]) | null = null;
  let queue: Pending[] = [];
  let writing: Promise<void> | null = null;
  let closed = false;

  const flush = async (): Promise<void> => {
    // Bounded: every pass takes at least one ballot off the queue, and nothing is queued after close().
    while (queue.length > 0) {
      const batch = queue.slice(0, MAX_BATCH);
      queue = queue.slice(batch.length);
      let outcomes: Outcome[];
      try {
        outcomes = await db.connection().execute(async () => (write ??= batchWriter(sqlite, at))(batch.map((p) => p.ballot)));
      } catch (error) {
        // The commit itself failed (disk full, I/O error): nothing of the batch was written.
        for (const pending of batch) pending.reject(error);
        continue;
      }
      outcomes.forEach((outcome, i) => ('result' in outcome ? batch[i]!.resolve(outcome.result) : batch[i]!.reject(outcome.error)));
    }
  };

  const startWriting = () => {
    // setImmediate lets the requests already read by this turn of the event loop join the batch.
    writing = new Promise<void>((resolve) => setImmediate(resolve))
      .then(flush)
      .finally(() => {
        writing = null;
        if (queue.length > 0) startWriting();
      });
  };

  return {
    cast(ballot) {
      if (closed) return Promise.reject(new Error('the ballot box is closed'));
      return new Promise<BallotResult>((resolve, reject) => {
        queue.push({ ballot, resolve, reject });
        if (!writing) startWriting();
      });
    },
    async close() {
      closed = true;
      // Bounded: each wait ends one batch; nothing new is queued once closed.
      while (writing) await writing;
    },
  };
}

/** The synchronous writer of one batch: one transaction, a savepoint per ballot; returns one outcome per ballot. */
function batchWriter(sqlite: SQLite.Database, at: VoteClock): (ballots: Ballot[]) => Outcome[] {
  const film = sqlite.prepare(`select 1 from finalists where id = ? and contest_group = 'secondary'`).pluck();
  const liveCodes = sqlite.prepare(
    `select id, code_hash from vote_codes where season = ? and contact_hash = ? and used_at is null and expires_at > ? and attempts < ${MAX_CODE_ATTEMPTS} order by id desc limit ${LIVE_CODES}`,
  );
  const countWrong = sqlite.prepare(`update vote_codes set attempts = attempts + 1 where id in (select value from json_each(?))`);
  const consume = sqlite.prepare(`update vote_codes set used_at = ? where id = ? and used_at is null`);
  const readHead = sqlite.prepare(`select seq, head_hash from vote_chain_heads where season = ?`);
  const createHead = sqlite.prepare(`insert into vote_chain_heads (season, seq, head_hash) values (?, 0, ?) on conflict (season) do nothing`);
  const insertVote = sqlite.prepare(
    `insert into votes (season, finalist_id, contact_hash, created_at, seq, prev_hash, hash, subnet, channel) values (?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
  ).pluck();
  const saveHead = sqlite.prepare(`update vote_chain_heads set seq = ?, head_hash = ? where season = ?`);

  type Head = { seq: number; head_hash: string };
  const heads = new Map<string, Head>();

  const castOne = sqlite.transaction((ballot: Ballot, now: string): BallotResult => {
    if (film.get(ballot.finalistId) === undefined) return { ok: false, reason: 'filmInvalid' };
    const live = liveCodes.all(ballot.season, ballot.contactHash, now) as { id: number; code_hash: string }[];
    if (live.length === 0) return { ok: false, reason: 'codeInvalid' };
    const match = live.find((row) => codeMatches(ballot.code, row.code_hash));
    if (!match) {
      countWrong.run(JSON.stringify(live.map((row) => row.id)));
      return { ok: false, reason: 'codeWrong' };
    }
    consume.run(now, match.id);
    let head = heads.get(ballot.season);
    if (!head) {
      createHead.run(ballot.season, GENESIS_HASH);
      head = readHead.get(ballot.season) as Head;
    }
    const row = {
      seq: head.seq + 1,
      prev_hash: head.head_hash,
      season: ballot.season,
      finalist_id: ballot.finalistId,
      contact_hash: ballot.contactHash,
      created_at: at().toISOString(),
    };
    const hash = voteHash(row);
    // The unique (season, contact_hash) decides: a second vote of a contact throws here and its savepoint rolls back.
    const voteId = insertVote.get(row.season, row.finalist_id, row.contact_hash, row.created_at, row.seq, row.prev_hash, hash, ballot.subnet, ballot.channel) as number;
    heads.set(ballot.season, { seq: row.seq, head_hash: hash });
    return { ok: true, receipt: { voteId, seq: row.seq, hash, finalistId: ballot.finalistId } };
  });

  const castAll = sqlite.transaction((ballots: Ballot[]): Outcome[] => {
    const now = new Date().toISOString();
    const outcomes = ballots.map((ballot): Outcome => {
      try {
        return { result: castOne(ballot, now) };
      } catch (error) {
        if (isUniqueViolation(error)) return { result: { ok: false, reason: 'alreadyVoted' } };
        return { error };
      }
    });
    for (const [season, head] of heads) saveHead.run(head.seq, head.head_hash, season);
    return outcomes;
  });

  return (ballots) => {
    // The heads are read afresh in every batch: `pnpm admin` or another process may have written since.
    heads.clear();
    return castAll(ballots);
  };
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE';
}
