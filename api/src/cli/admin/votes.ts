import { ChainVerifier } from '../../votes/chain.js';
import { chainHead, chainTally, countsByFinalist, votableFilms } from '../../votes/counts.js';
import { chainRows } from '../../votes/log.js';
import type { AdminContext } from './context.js';
import { CommandError } from './registrations.js';

// `pnpm admin votes …`: the organizers' side of the public vote's audit (docs/adr/0014). `verify` does what anyone
// can do with the public log: recompute every hash from the rows, then the counts (annulled votes out); it trusts
// nothing stored. `annul` appends annulments (votes/annul.ts, the back office's route calls the same).

const line = (ctx: AdminContext, text = '') => ctx.io.stdout.write(`${text}\n`);

function printCounts(ctx: AdminContext, films: number[], counts: Map<number, number>): void {
  const listed = new Set(films);
  // Votes for a row that is no longer a group-1 finalist still show, so nothing is hidden by a later edit.
  const ids = [...films, ...[...counts.keys()].filter((id) => !listed.has(id)).sort((a, b) => a - b)];
  line(ctx, 'finalist  votes');
  for (const id of ids) line(ctx, `${String(id).padStart(8)}  ${counts.get(id) ?? 0}`);
}

/** Counts are of the votes not annulled (docs/adr/0049); say how many were, when any. */
const annulledNote = (annulled: number) => (annulled > 0 ? ` counted (${annulled} annulled, kept in the chain)` : '');

/** `votes count`: the counts by the database's own grouping, with the stored head. */
export async function countVotesCommand(ctx: AdminContext, season: string = ctx.season.id): Promise<void> {
  const [{ head, annulled }, counts, films] = await Promise.all([chainTally(ctx.db, season), countsByFinalist(ctx.db, season), votableFilms(ctx.db)]);
  line(ctx, `season ${season}: ${[...counts.values()].reduce((a, b) => a + b, 0)} votes${annulledNote(annulled)}; head seq ${head.seq} ${head.hash}`);
  printCounts(ctx, films, counts);
}

/** `votes verify`: recomputes the chain and the counts; a changed, missing or inserted row fails naming its seq. */
export async function verifyVotesCommand(ctx: AdminContext, season: string = ctx.season.id): Promise<void> {
  const verifier = new ChainVerifier(season);
  // Every stored entry, not only those up to the head: a row inserted past the head must show (as 'head').
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
      annulment: 'the annulment names no earlier vote, or a vote annulled before',
    }[check.broken.problem];
    throw new CommandError(`chain broken at seq ${check.broken.seq}: ${why} (last good seq ${check.head.seq})`);
  }
  const counted = [...check.counts.values()].reduce((a, b) => a + b, 0);
  line(ctx, `season ${season}: chain verified, ${counted} votes${annulledNote(check.annulled)}; head seq ${check.head.seq} ${check.head.hash}`);
  printCounts(ctx, await votableFilms(ctx.db), check.counts);
}
