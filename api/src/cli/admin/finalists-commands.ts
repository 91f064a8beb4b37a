import { Option, type Command } from 'commander';
import { defaultLanguage, languages, type Language } from '../../i18n/messages.js';
import type { AdminContext } from './context.js';
import { finalistMediaCommand, linkFinalistCommand, listFinalistsCommand } from './finalists.js';

// `pnpm admin finalists …`, declared here to keep program.ts short, as the scoring commands are.

type Action = (ctx: AdminContext) => Promise<void>;

export function addFinalistCommands(
  program: Command,
  groupOption: () => Option,
  idOf: (what: string) => (value: string) => number,
  setAction: (action: Action) => void,
): void {
  const finalistId = idOf('finalist');
  const finalists = program.command('finalists').description('the finalists: public poster and film, and the registration each one is');
  finalists
    .command('list')
    .description('id, group, number and title of each finalist, and whether its poster, film and registration are set')
    .addOption(groupOption())
    .addOption(new Option('--lang <lang>', 'language of team names and titles').choices(languages).default(defaultLanguage))
    .action((options: { group?: 1 | 2; lang: Language }) => {
      setAction((ctx) => listFinalistsCommand(ctx, options));
    });
  finalists
    .command('media')
    .description('publish a copy of the poster (JPEG, PNG, WebP) and the film (MP4) under /media/; files are checked by content')
    .argument('<finalistId>', 'finalist id', finalistId)
    .requiredOption('--poster <file>', 'the poster image')
    .option('--video <file>', 'the film (MP4)')
    .option('--by <name>', 'who publishes (default: your login name)')
    .action((id: number, options: { poster: string; video?: string; by?: string }) => {
      setAction((ctx) => finalistMediaCommand(ctx, id, options));
    });
  finalists
    .command('link')
    .description('say which registration a finalist is (same group, passed review): winner records then name its members')
    .argument('<finalistId>', 'finalist id', finalistId)
    .requiredOption('--registration <id>', 'registration id', idOf('registration'))
    .option('--by <name>', 'who links (default: your login name)')
    .action((id: number, options: { registration: number; by?: string }) => {
      setAction((ctx) => linkFinalistCommand(ctx, id, options.registration, options.by));
    });
}
