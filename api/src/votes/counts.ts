import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ChainHead } from './chain.js';
import { GENESIS_HASH } from './chain.js';

type Db = Kysely<Database>;

/**
 * Counted votes per finalist of a season: its votes minus the annulled ones (docs/adr/0049). Finalists without votes
 * are absent; a film whose every vote was annulled has none. The scoring reads these counts too.
 */
export async function countsByFinalist(db: Db, season: string): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('votes')
    .select(['finalist_id', (eb) => eb.fn.countAll().as('n')])
    .where('season', '=', season)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('vote_annulments as a').select('a.id').whereRef('a.season', '=', 'votes.season').whereRef('a.annulled_seq', '=', 'votes.seq'))),
    )
    .groupBy('finalist_id')
    .execute();
  return new Map(rows.map((row) => [row.finalist_id, Number(row.n)]));
}

/** The stored head of a season's chain: seq is the chain's length (votes and annulments). */
export async function chainHead(db: Db, season: string): Promise<ChainHead> {
  const row = await db.selectFrom('vote_chain_heads').select(['seq', 'head_hash']).where('season', '=', season).executeTakeFirst();
  return row ? { seq: row.seq, hash: row.head_hash } : { seq: 0, hash: GENESIS_HASH };
}

export interface ChainTally {
  head: ChainHead;
  /** Annulments in the chain. */
  annulled: number;
  /** Votes counted: head.seq − 2 × annulled (each annulment is one entry and takes one vote out of the count). */
  total: number;
}

/** The head and the number of annulments read by ONE statement, so an annulment appended meanwhile cannot split them. */
export async function chainTally(db: Db, season: string): Promise<ChainTally> {
  const row = await db
    .selectFrom('vote_chain_heads as h')
    .select((eb) => [
      'h.seq',
      'h.head_hash',
      eb.selectFrom('vote_annulments as a').select(eb.fn.countAll<number | string | bigint>().as('n')).whereRef('a.season', '=', 'h.season').as('annulled'),
    ])
    .where('h.season', '=', season)
    .executeTakeFirst();
  if (!row) return { head: { seq: 0, hash: GENESIS_HASH }, annulled: 0, total: 0 };
  // PostgreSQL's count is a bigint, which pg hands over as a string.
  const annulled = Number(row.annulled ?? 0);
  return { head: { seq: row.seq, hash: row.head_hash }, annulled, total: row.seq - 2 * annulled };
}

/** The finalist films of the public vote (group 1), in their published order. */
export async function votableFilms(db: Kysely<Database>): Promise<number[]> {
  const rows = await db.selectFrom('finalists').select('id').where('contest_group', '=', 'secondary').orderBy('position').orderBy('id').execute();
  return rows.map((row) => row.id);
}

export async function isVotableFilm(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db.selectFrom('finalists').select('id').where('id', '=', id).where('contest_group', '=', 'secondary').executeTakeFirst();
  return row !== undefined;
}
