import type { Command } from 'commander';
import type { AnomalyFlag, VoteAnomalies } from '@portal/contracts/votes';
import { AppError } from '../../lib/app-error.js';
import { voteAnomalies } from '../../votes/anomalies.js';
import { CommandError } from '../command-line.js';
import type { AdminContext } from './context.js';

// `pnpm admin votes anomalies [--from] [--to] [--json]` (issue 28 point 3, docs/adr/0049): the same report as the back
// office's "Vote integrity" page, from the same feature code. Never a contact: the report holds none.

type Action = (ctx: AdminContext) => Promise<void>;

const line = (ctx: AdminContext, text = '') => ctx.io.stdout.write(`${text}\n`);

/** Why a burst was flagged, with the numbers the rule compared (the page says the same in its language). */
export function flagReason(flag: AnomalyFlag): string {
  if (flag.rule === 'subnetBurst') return `${flag.subnet}: ${flag.peak} votes within 5 minutes, more than ${flag.limit}`;
  return `finalist ${flag.finalistId}: ${flag.peak} votes in one minute, more than ${flag.limit} (its median minute: ${flag.median})`;
}

const counted = (row: { votes: number; annulled: number }) => `${row.votes}${row.annulled ? ` (+${row.annulled} annulled)` : ''}`;

function print(ctx: AdminContext, report: VoteAnomalies): void {
  const range = report.from || report.to ? ` from ${report.from ?? 'the start'} to ${report.to ?? 'now'}` : '';
  line(ctx, `season ${report.season}${range}: ${report.total.votes} votes counted, ${report.total.annulled} annulled`);
  line(ctx, `${report.flags.length} flagged burst(s)`);
  for (const flag of report.flags) {
    line(ctx, `  ${flag.rule} ${flag.from} – ${flag.to}: ${flagReason(flag)}`);
    if (flag.seqs.length) line(ctx, `    seqs: ${flag.seqs.join(' ')}`);
    if (flag.annulledSeqs.length) line(ctx, `    annulled: ${flag.annulledSeqs.join(' ')}`);
  }
  line(ctx, 'per film');
  for (const row of report.perFilm) line(ctx, `  ${String(row.finalistId).padStart(8)}  ${counted(row)}`);
  line(ctx, 'per channel');
  for (const row of report.perChannel) line(ctx, `  ${(row.channel ?? 'unknown').padEnd(8)}  ${counted(row)}`);
  line(ctx, `per subnet (busiest first${report.subnetsLeftOut ? `, ${report.subnetsLeftOut} more not shown` : ''})`);
  for (const row of report.perSubnet) line(ctx, `  ${(row.subnet ?? 'unknown').padEnd(24)}  ${counted(row)}`);
  line(ctx, `per minute (UTC${report.minutesLeftOut ? `, ${report.minutesLeftOut} earlier minutes not shown` : ''})`);
  for (const row of report.perMinute) line(ctx, `  ${row.minute}  ${counted(row)}`);
}

async function anomaliesCommand(ctx: AdminContext, options: { from?: string; to?: string; json?: boolean }): Promise<void> {
  let report;
  try {
    report = await voteAnomalies(ctx.db, ctx.season.id, { from: options.from, to: options.to });
  } catch (error) {
    if (error instanceof AppError) throw new CommandError(error.localized('en'));
    throw error;
  }
  if (options.json) line(ctx, JSON.stringify(report));
  else print(ctx, report);
}

export function addVoteAnomalyCommand(votes: Command, setAction: (action: Action) => void): void {
  votes
    .command('anomalies')
    .description('the anomaly report: votes per minute, film, subnet and channel, and the bursts its rules flag (with their seqs)')
    .option('--from <time>', 'only votes at or after this ISO 8601 time')
    .option('--to <time>', 'only votes before this ISO 8601 time')
    .option('--json', 'the report as JSON, as the back office receives it')
    .action((options: { from?: string; to?: string; json?: boolean }) => {
      setAction((ctx) => anomaliesCommand(ctx, options));
    });
}
