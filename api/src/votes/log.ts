import type { Kysely } from 'kysely';
import type { VoteLogLine } from '@portal/contracts/votes';
import type { Database } from '../db/schema.js';
import type { ChainRow } from './chain.js';

const BATCH = 1000;

/** The season's votes in chain order, read in batches by seq so a long log never sits in memory at once. */
export async function* chainRows(db: Kysely<Database>, season: string): AsyncGenerator<ChainRow & { id: number }> {
  let after = 0;
  // Bounded: each pass moves `after` forward or stops.
  for (;;) {
    const rows = await db
      .selectFrom('votes')
      .select(['id', 'seq', 'prev_hash', 'season', 'finalist_id', 'contact_hash', 'created_at', 'hash'])
      .where('season', '=', season)
      .where('seq', '>', after)
      .orderBy('seq')
      .limit(BATCH)
      .execute();
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = last.seq;
  }
}

/** One line of the public log (JSON lines): the chain fields under the names of the canonical line, and the vote id of the receipt. */
export function logLine(row: ChainRow & { id: number }): string {
  const line: VoteLogLine = {
    seq: row.seq,
    prevHash: row.prev_hash,
    season: row.season,
    finalistId: row.finalist_id,
    contactHash: row.contact_hash,
    createdAt: row.created_at,
    hash: row.hash,
    voteId: row.id,
  };
  return `${JSON.stringify(line)}\n`;
}
