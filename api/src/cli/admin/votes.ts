import { ChainVerifier } from '../../votes/chain.js';
import { chainHead, countsByFinalist, votableFilms } from '../../votes/counts.js';
import { chainRows } from '../../votes/log.js';
import type { AdminContext } from './context.js';
import { CommandError } from './registrations.js';

// `pnpm admin votes …`: the organizers' side of the public vote's audit (docs/adr/0014). `verify` does what anyone
// can do with the public log: recompute every hash from the rows, then the counts; it trusts nothing stored.

const line = (ctx: AdminContext, text = '') => ctx.io.stdout.write(`${text}\n`);

function printCounts(ctx: AdminContext, films: number[], counts: Map<number, number>): void {
  const listed = new Set(films);
  // Votes for a row that is no longer a group-1 finalist still show, so nothing is hidden by a later edit.
  const ids = [...films, ...[...counts.keys()].filter((id) => !listed.has(id)).sort((a, b) => a - b)];
  line(ctx, 'finalist  votes');
  for (const id of ids) line(ctx, `${String(id).padStart(8)}  ${counts.get(id) ?? 0}`);
}

/** `votes count`: the counts by the database's own grouping, with the stored head. */
export async function countVotesCommand(ctx: AdminContext, season: string = ctx.season.id): Promise<void> {
  const [head, counts, films] = await Promise.all([chainHead(ctx.db, season), countsByFinalist(ctx.db, season), votableFilms(ctx.db)]);
  line(ctx, `season ${season}: ${[...counts.values()].reduce((a, b) => a + b, 0)} votes; head seq ${head.seq} ${head.hash}`);
  printCounts(ctx, films, counts);
}

/** `votes verify`: recomputes the chain and the counts; a changed, missing or inserted row fails naming its seq. */
export async function verifyVotesCommand(ctx: AdminContext, season: string = ctx.season.id): Promise<void> {
  const verifier = new ChainVerifier(season);
  for await (const row of chainRows(ctx.db, season)) {
    if (!verifier.add(row)) break;
  }
  const check = verifier.finish(await chainHead(ctx.db, season));
  if (check.broken) {
    const why = {
      gap: 'a vote is missing or out of order',
      season: 'the row names another season',
      prevHash: "prev_hash is not the previous vote's hash",
      hash: 'the row does not hash to its stored hash (it was changed)',
      head: "the stored chain head does not match the log's end",
    }[check.broken.problem];
    throw new CommandError(`chain broken at seq ${check.broken.seq}: ${why} (last good seq ${check.head.seq})`);
  }
  line(ctx, `season ${season}: chain verified, ${check.head.seq} votes; head seq ${check.head.seq} ${check.head.hash}`);
  printCounts(ctx, await votableFilms(ctx.db), check.counts);
}
