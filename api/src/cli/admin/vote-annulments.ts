import { InvalidArgumentError, Option, type Command } from 'commander';
import { ANNULMENT_REASONS, ANNUL_NOTE_MAX, type AnnulmentReason } from '@portal/contracts/votes';
import { AppError } from '../../lib/app-error.js';
import { annulVotes, listAnnulments } from '../../votes/annul.js';
import { CommandError } from '../command-line.js';
import type { AdminContext } from './context.js';

// `pnpm admin votes annul <seq...> --kind --reason` and `votes annulments` (issue 28, docs/adr/0049): the same feature
// code as the back office's route, audited as the `cli` actor.

type Action = (ctx: AdminContext) => Promise<void>;

const line = (ctx: AdminContext, text = '') => ctx.io.stdout.write(`${text}\n`);

function seqOf(value: string, previous: number[] = []): number[] {
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) throw new InvalidArgumentError('must be a seq of the vote log (a positive integer)');
  return [...previous, Number(value)];
}

async function annulCommand(ctx: AdminContext, seqs: number[], options: { kind: AnnulmentReason; reason: string; by?: string }): Promise<void> {
  let made;
  try {
    made = await annulVotes(ctx.db, ctx.season.id, { seqs, kind: options.kind, reason: options.reason }, ctx.acting(options.by), () => ctx.season.now());
  } catch (error) {
    // The refusals the back office shows, in English; the transaction rolled back.
    if (error instanceof AppError) throw new CommandError(error.localized('en'));
    throw error;
  }
  for (const a of made) line(ctx, `seq ${a.seq}: annuls seq ${a.annulledSeq} (finalist ${a.finalistId}, ${a.kind}) ${a.hash}`);
  line(ctx, `${made.length} vote(s) annulled; head seq ${made.at(-1)!.seq} ${made.at(-1)!.hash}`);
}

async function listCommand(ctx: AdminContext, season: string = ctx.season.id): Promise<void> {
  const annulments = await listAnnulments(ctx.db, season);
  line(ctx, ['seq', 'annuls', 'finalist', 'kind', 'by', 'at', 'reason'].join('\t'));
  for (const a of annulments) line(ctx, [a.seq, a.annulledSeq, a.finalistId, a.kind, a.by, a.at, a.reason.replace(/\s+/g, ' ')].join('\t'));
  line(ctx, `season ${season}: ${annulments.length} annulment(s)`);
}

export function addVoteAnnulmentCommands(votes: Command, setAction: (action: Action) => void): void {
  votes
    .command('annul')
    .description('annul votes by their seq: one new chain entry per vote, all in one transaction (nothing is deleted)')
    .argument('<seq...>', "the annulled votes' seqs in the public log", seqOf)
    .addOption(new Option('--kind <kind>', 'the public kind of reason').choices(ANNULMENT_REASONS).makeOptionMandatory())
    .addOption(new Option('--reason <text>', `why, in your words (staff only, at most ${ANNUL_NOTE_MAX} characters)`).makeOptionMandatory())
    .addOption(new Option('--by <name>', 'who annuls, for the record and the audit log (default: your login name)'))
    .action((seqs: number[], options: { kind: AnnulmentReason; reason: string; by?: string }) => {
      setAction((ctx) => annulCommand(ctx, seqs, options));
    });
  votes
    .command('annulments')
    .description("the season's annulments with their reasons")
    .option('--season <id>', 'a season id (default: the current season file)')
    .action((options: { season?: string }) => {
      setAction((ctx) => listCommand(ctx, options.season));
    });
}
