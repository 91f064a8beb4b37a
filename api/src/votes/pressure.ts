import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { PublicVotePolicy } from '../season/public-vote.js';

// When the public vote is "under pressure" (issue 28, docs/adr/0014 "Challenge under pressure"): beyond ANY threshold
// of the season file's `publicVote.challenge`, a proof-of-work challenge is required. Everything is counted in the
// database, so API instances that share it agree. Thresholds are "more than count in the window": a request is under
// pressure when the rows already in its window reach the count.
// Codes are counted by the real time, as the per-contact limits are (limits.ts); votes by their own `created_at`,
// which is the season clock's (the clock a vote is stamped with), so the caller passes the matching `now`.

export type PressureRule = 'perAddress' | 'perSubnet' | 'perMinute' | 'perFilm';

const MINUTE_MS = 60_000;

async function countCodes(db: Kysely<Database>, since: Date, where?: { column: 'ip' | 'subnet'; value: string }): Promise<number> {
  let query = db
    .selectFrom('vote_codes')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('created_at', '>', since.toISOString());
  if (where) query = query.where(where.column, '=', where.value);
  const row = await query.executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The first code-request rule (address, subnet, site-wide minute) the request meets, or null when it meets none. */
export async function codePressure(
  db: Kysely<Database>,
  policy: PublicVotePolicy['challenge'],
  request: { ip: string; subnet: string },
  now: Date = new Date(),
): Promise<PressureRule | null> {
  const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE_MS);
  // The site-wide rule first: under a flood it is the one that holds, and it needs no per-request index range.
  if ((await countCodes(db, ago(1))) >= policy.perMinute) return 'perMinute';
  if ((await countCodes(db, ago(policy.perAddress.minutes), { column: 'ip', value: request.ip })) >= policy.perAddress.count) return 'perAddress';
  if ((await countCodes(db, ago(policy.perSubnet.minutes), { column: 'subnet', value: request.subnet })) >= policy.perSubnet.count) return 'perSubnet';
  return null;
}

/** Whether votes for this film in the window reach the per-film threshold. `now` is on the votes' clock. */
export async function filmPressure(
  db: Kysely<Database>,
  policy: PublicVotePolicy['challenge'],
  vote: { season: string; finalistId: number },
  now: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('votes')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('season', '=', vote.season)
    .where('finalist_id', '=', vote.finalistId)
    .where('created_at', '>', new Date(now.getTime() - policy.perFilm.minutes * MINUTE_MS).toISOString())
    .executeTakeFirst();
  return Number(row?.n ?? 0) >= policy.perFilm.count;
}
