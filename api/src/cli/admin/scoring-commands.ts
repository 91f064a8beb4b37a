import { Option, type Command } from 'commander';
import { defaultLanguage, languages, type Language } from '../../i18n/messages.js';
import type { AdminContext } from './context.js';
import { importScoresCommand } from './scores.js';
import { computeWinnersCommand, publishWinnersCommand } from './winners.js';

// `pnpm admin scores …` and `pnpm admin winners …`, declared here so program.ts grows by one line (ADR 0015).

type Action = (ctx: AdminContext) => Promise<void>;

export function addScoringCommands(program: Command, groupOption: () => Option, setAction: (action: Action) => void): void {
  const scores = program.command('scores').description("the jury's scores of the finalists");
  scores
    .command('import')
    .description('import a score sheet (CSV: judge,finalist,criterion,score); any bad line and nothing is imported')
    .addOption(groupOption().makeOptionMandatory())
    .argument('<file>', 'the CSV file')
    .option('--by <name>', 'who imports (default: your login name)')
    .action((file: string, options: { group: 1 | 2; by?: string }) => {
      setAction((ctx) => importScoresCommand(ctx, options.group, file, options.by));
    });

  const winners = program.command('winners').description('ranked results and their publication');
  winners
    .command('compute')
    .description('print the ranked table with awards and its digest; stores nothing but its entry in the audit log')
    .addOption(groupOption().makeOptionMandatory())
    .addOption(new Option('--lang <lang>', 'language of team and school names').choices(languages).default(defaultLanguage))
    .option('--by <name>', 'who reviews (default: your login name)')
    .action((options: { group: 1 | 2; lang: Language; by?: string }) => {
      setAction((ctx) => computeWinnersCommand(ctx, options.group, options.lang, options.by));
    });
  winners
    .command('publish')
    .description("store the table and write the public winner records, visible from the group's winners day")
    .addOption(groupOption().makeOptionMandatory())
    .option('--by <name>', 'who publishes (default: your login name)')
    .option('--digest <sha256>', 'publish only if the table still has this digest (from compute)')
    .action((options: { group: 1 | 2; by?: string; digest?: string }) => {
      setAction((ctx) => publishWinnersCommand(ctx, options.group, options));
    });
}
