import { Option, type Command } from 'commander';
import type { RoundRanking } from '@portal/contracts/admin-judging-rounds';
import type { GroupNumber } from '../../content/groups.js';
import { defaultLanguage, languages, type Language } from '../../i18n/messages.js';
import { reviewRoundRanking } from '../../judging/ranking.js';
import { JudgingResultsError } from '../../judging/results-refusals.js';
import { applyShortlist } from '../../judging/shortlist.js';
import type { AdminContext } from './context.js';
import { CommandError } from './registrations.js';

// `pnpm admin judging compute|shortlist --group N --round KEY` (issue 27 points 6–7): a round's ranking printed for
// review with its digest, and a screening round's shortlist applied from exactly that ranking — the feature functions
// the back office's /api/admin/judging/rounds/… routes call.

type Action = (ctx: AdminContext) => Promise<void>;
const line = (ctx: AdminContext, text: string) => ctx.io.stdout.write(`${text}\n`);

async function organizerErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof JudgingResultsError) throw new CommandError(error.message);
    throw error;
  }
}

const points = (value: number) => value.toFixed(2);

/** Tab-separated, like `winners compute`: raw and normalized side by side, then ties, changes and the digest. */
export function formatRanking(ranking: RoundRanking): string[] {
  const header = ['rank', 'entry', 'work', 'finalist', 'team', 'school', 'jury', 'scores', 'normalized', 'nrank', ranking.kind === 'screening' ? 'shortlist' : 'tied'];
  const rows = ranking.rows.map((row) =>
    [row.rank, row.number, row.workId ?? '', row.finalistId ?? '', row.teamName, row.school, points(row.jury), row.scores, points(row.normalized), row.normalizedRank, ranking.kind === 'screening' ? (row.inShortlist ? 'yes' : 'no') : row.tiedWith.join(',')].join('\t'),
  );
  const footer = [
    ...(ranking.tieAtCut.length > 0 ? [`tie at the cut: entries ${ranking.tieAtCut.join(', ')} (choose with --entries)`] : []),
    `normalized ranking would change: ${ranking.normalizedChanges.length > 0 ? `entries ${ranking.normalizedChanges.join(', ')}` : 'nothing'} (advisory)`,
    ...ranking.sheets.map((sheet) => `sheet staff:${sheet.staffId} ${sheet.hash}`),
    `group ${ranking.group}, round ${ranking.round}, formula ${ranking.formulaVersion}, digest ${ranking.digest}`,
  ];
  return [header.join('\t'), ...rows, ...footer];
}

export async function computeRoundCommand(ctx: AdminContext, group: GroupNumber, round: string, lang: Language, by?: string) {
  const ranking = await organizerErrors(() => reviewRoundRanking(ctx.db, ctx.season, group, round, lang, ctx.acting(by).actor));
  for (const text of formatRanking(ranking)) line(ctx, text);
}

export async function shortlistCommand(ctx: AdminContext, group: GroupNumber, round: string, options: { digest: string; entries?: number[]; by?: string }) {
  const result = await organizerErrors(() =>
    applyShortlist({ db: ctx.db, messages: ctx.messages, season: ctx.season }, group, round, { digest: options.digest, ...(options.entries ? { entries: options.entries } : {}) }, ctx.acting(options.by)),
  );
  line(ctx, `shortlist of group ${group}, round ${round}: ${result.shortlisted} shortlisted, ${result.notShortlisted} not; ${result.mailed} team(s) mailed`);
}

const entryList = (value: string): number[] => {
  const numbers = value.split(',').map((part) => Number(part.trim()));
  if (numbers.some((n) => !Number.isInteger(n) || n < 1)) throw new CommandError(`--entries takes entry numbers separated by commas, not "${value}"`);
  return numbers;
};

/** `compute` and `shortlist` under the `judging` command (program.ts makes it; other judging commands join it). */
export function addJudgingResultCommands(judging: Command, groupOption: () => Option, setAction: (action: Action) => void): void {
  judging
    .command('compute')
    .description("print a round's ranking (raw and normalized) with its digest; stores nothing but its audit entry")
    .addOption(groupOption().makeOptionMandatory())
    .requiredOption('--round <key>', "the round's key in the season file")
    .addOption(new Option('--lang <lang>', 'language of team and school names').choices(languages).default(defaultLanguage))
    .option('--by <name>', 'who reviews (default: your login name)')
    .action((options: { group: 1 | 2; round: string; lang: Language; by?: string }) => {
      setAction((ctx) => computeRoundCommand(ctx, options.group, options.round, options.lang, options.by));
    });
  judging
    .command('shortlist')
    .description("apply a screening round's reviewed ranking: works shortlisted or not, teams mailed as `works status` does")
    .addOption(groupOption().makeOptionMandatory())
    .requiredOption('--round <key>', "the round's key in the season file")
    .requiredOption('--digest <sha256>', 'the digest compute printed')
    .option('--entries <numbers>', 'with a tie at the cut: the entry numbers that go through, comma-separated', entryList)
    .option('--by <name>', 'who decides (default: your login name)')
    .action((options: { group: 1 | 2; round: string; digest: string; entries?: number[]; by?: string }) => {
      setAction((ctx) => shortlistCommand(ctx, options.group, options.round, options));
    });
}
