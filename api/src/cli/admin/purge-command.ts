import { Option, type Command } from 'commander';
import type { AdminContext } from './context.js';
import { purgeDryRunCommand, purgeNowCommand } from './purge.js';

// `pnpm admin purge --dry-run|--now`, declared here so program.ts grows by one line, as the scoring commands are.

type Action = (ctx: AdminContext) => Promise<void>;

export function addPurgeCommand(program: Command, setAction: (action: Action) => void): void {
  program
    .command('purge')
    .description(
      "destroy the personal data of seasons whose personalDataUntil has begun (SPEC §9): accounts, registrations, ID cards, works' files, voters' codes; keeps vote counts, scores and winners",
    )
    .addOption(new Option('--dry-run', 'print what would be deleted, per kind; change nothing').conflicts('now'))
    .addOption(new Option('--now', "delete it now (refused before the season's day)"))
    .option('--by <name>', 'who purges, for the record (default: your login name)')
    .action(function (this: Command, options: { dryRun?: boolean; now?: boolean; by?: string }) {
      if (!options.dryRun && !options.now) this.error('error: choose --dry-run (show what would be deleted) or --now (delete it)');
      setAction((ctx) => (options.now ? purgeNowCommand(ctx, options.by) : purgeDryRunCommand(ctx)));
    });
}
