import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ChainHead } from './chain.js';
import { GENESIS_HASH } from './chain.js';

/** Votes per finalist of a season (finalists without votes are absent). */
export async function countsByFinalist(db: Kysely<Database>, season: string): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('votes')
    .select(['finalist_id', (eb) => eb.fn.countAll().as('n')])
    .where('season', '=', season)
    .groupBy('finalist_id')
    .execute();
  return new Map(rows.map((row) => [row.finalist_id, Number(row.n)]));
}

/** The stored head of a season's chain: seq is also the number of votes. */
export async function chainHead(db: Kysely<Database>, season: string): Promise<ChainHead> {
  const row = await db.selectFrom('vote_chain_heads').select(['seq', 'head_hash']).where('season', '=', season).executeTakeFirst();
  return row ? { seq: row.seq, hash: row.head_hash } : { seq: 0, hash: GENESIS_HASH };
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
