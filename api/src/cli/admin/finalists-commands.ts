import { InvalidArgumentError, Option, type Command } from 'commander';
import { FINALIST_TEXT_FIELDS } from '@portal/contracts/admin-results';
import { LANGUAGES } from '@portal/contracts/languages';
import { defaultLanguage, languages, type Language } from '../../i18n/messages.js';
import type { AdminContext } from './context.js';
import { finalistMediaCommand, linkFinalistCommand, listFinalistsCommand } from './finalists.js';
import { createFinalistCommand, editFinalistCommand, removeFinalistCommand, textFlag, type CreateOptions, type EditOptions } from './finalists-edit.js';

// `pnpm admin finalists …`, declared here to keep program.ts short, as the scoring commands are.

type Action = (ctx: AdminContext) => Promise<void>;

/** A number in the announced list, as the route's body takes it (1–99); the feature checks the group's count. */
function position(value: string): number {
  if (!/^\d{1,2}$/.test(value) || Number(value) < 1) throw new InvalidArgumentError('must be a number from 1 to the group\'s count (15 films, 10 university)');
  return Number(value);
}

const LANGUAGE_NAMES = { zhComplex: 'Traditional Chinese', zhSimple: 'Simplified Chinese', en: 'English' } as const;
const FIELD_NAMES = { teamName: 'team name', school: 'school', workTitle: 'work title' } as const;

/** One option per text and language, as the back office's form has one box each (the feature checks them). */
function withTexts(command: Command, verb: string): Command {
  for (const field of FINALIST_TEXT_FIELDS) {
    for (const language of LANGUAGES) {
      const fallback = language === 'zhComplex' ? '' : ' (empty: the Traditional Chinese text is shown)';
      command.option(`${textFlag(field, language)} <text>`, `${verb} ${FIELD_NAMES[field]} in ${LANGUAGE_NAMES[language]}${fallback}`);
    }
  }
  return command;
}

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
  withTexts(
    finalists
      .command('create')
      .description('a new finalist of a group, numbered within it; refused while the group has its count (remove a sample first)')
      .addOption(groupOption().makeOptionMandatory())
      .requiredOption('--position <n>', 'its number in the announced list of the group', position),
    'the',
  )
    .option('--by <name>', 'who creates (default: your login name)')
    .action((options: CreateOptions) => {
      setAction((ctx) => createFinalistCommand(ctx, options));
    });
  withTexts(
    finalists
      .command('edit')
      .description("change a finalist's number and texts; what no option gives stays as it is (its group stays: votes and scores name it)")
      .argument('<finalistId>', 'finalist id', finalistId)
      .option('--position <n>', 'its new number in the announced list of its group', position),
    'the new',
  )
    .option('--by <name>', 'who edits (default: your login name)')
    .action((id: number, options: EditOptions) => {
      setAction((ctx) => editFinalistCommand(ctx, id, options));
    });
  finalists
    .command('remove')
    .description('remove a finalist nothing refers to (no vote, jury score or published result), e.g. a seeded sample')
    .argument('<finalistId>', 'finalist id', finalistId)
    .option('--by <name>', 'who removes (default: your login name)')
    .action((id: number, options: { by?: string }) => {
      setAction((ctx) => removeFinalistCommand(ctx, id, options.by));
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
