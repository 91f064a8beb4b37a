import type { Kysely } from 'kysely';
import type { VoteLogLine } from '@portal/contracts/votes';
import type { Database } from '../db/schema.js';
import type { AnnulmentRow, ChainRow } from './chain.js';

const BATCH = 1000;
/** The largest seq a column can hold (PostgreSQL's integer): "no bound" as a parameter both databases accept. */
const INT4_MAX = 2_147_483_647;

/** A chain entry as read from the database: a vote (with its receipt's id) or an annulment. */
export type StoredEntry = (ChainRow & { kind: 'vote'; id: number }) | (AnnulmentRow & { id: number });

/**
 * The season's chain in seq order — votes and annulments merged (two tables, one sequence of seqs) — read in
 * batches by seq so a long log never sits in memory at once. Each pass reads up to BATCH of each table after the
 * last seq yielded and yields only up to the lower of the two tables' last seqs read (when a table filled its batch),
 * so no entry of the other table is skipped.
 *
 * `upTo` bounds it (the public log passes the head it read first, so the log ends in the head voteCount showed).
 * The head moves in the transaction that inserts the entry, so every entry up to it is committed and seen by both
 * tables' reads; past it, an entry appended meanwhile could be seen by one table's read while a seq before it, in the
 * other table, is not yet (PostgreSQL reads each statement on its own snapshot), which would look like a gap.
 * Unbounded (the verifier), every stored row is read, so a row inserted past the head shows.
 */
export async function* chainRows(db: Kysely<Database>, season: string, upTo = INT4_MAX): AsyncGenerator<StoredEntry> {
  let after = 0;
  // Bounded: each pass yields at least one entry and moves `after` forward, or stops.
  for (;;) {
    const [votes, annulments] = await Promise.all([
      db
        .selectFrom('votes')
        .select(['id', 'seq', 'prev_hash', 'season', 'finalist_id', 'contact_hash', 'created_at', 'hash'])
        .where('season', '=', season)
        .where('seq', '>', after)
        .where('seq', '<=', upTo)
        .orderBy('seq')
        .limit(BATCH)
        .execute(),
      db
        .selectFrom('vote_annulments')
        .select(['id', 'seq', 'prev_hash', 'season', 'annulled_seq', 'reason', 'created_at', 'hash'])
        .where('season', '=', season)
        .where('seq', '>', after)
        .where('seq', '<=', upTo)
        .orderBy('seq')
        .limit(BATCH)
        .execute(),
    ]);
    // A table that filled its batch may have more after its last row: stop this pass there.
    const limit = Math.min(votes.length === BATCH ? votes.at(-1)!.seq : Infinity, annulments.length === BATCH ? annulments.at(-1)!.seq : Infinity);
    const merged: StoredEntry[] = [
      ...votes.map((row) => ({ ...row, kind: 'vote' as const })),
      ...annulments.map((row) => ({ ...row, kind: 'annulment' as const })),
    ]
      .filter((entry) => entry.seq <= limit)
      .sort((a, b) => a.seq - b.seq);
    yield* merged;
    const end = merged.at(-1);
    if (!end || limit === Infinity) return;
    after = end.seq;
  }
}

/** One line of the public log (JSON lines): the chain fields under the names of the canonical line, `kind` first. */
export function logLine(entry: StoredEntry): string {
  const line: VoteLogLine =
    entry.kind === 'annulment'
      ? {
          kind: 'annulment',
          seq: entry.seq,
          prevHash: entry.prev_hash,
          season: entry.season,
          annulledSeq: entry.annulled_seq,
          reason: entry.reason,
          createdAt: entry.created_at,
          hash: entry.hash,
        }
      : {
          kind: 'vote',
          seq: entry.seq,
          prevHash: entry.prev_hash,
          season: entry.season,
          finalistId: entry.finalist_id,
          contactHash: entry.contact_hash,
          createdAt: entry.created_at,
          hash: entry.hash,
          voteId: entry.id,
        };
  return `${JSON.stringify(line)}\n`;
}
