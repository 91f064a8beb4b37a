import { InvalidArgumentError, Option, type Command } from 'commander';
import { ASSIGN_MODES, ASSIGN_UNITS, REOPEN_REASON_MAX, type AssignBody } from '@portal/contracts/admin-judging-rounds';
import type { GroupNumber } from '../../content/groups.js';
import { assignRound } from '../../judging/admin/assign.js';
import { listRounds } from '../../judging/admin/list.js';
import { roundProgress } from '../../judging/admin/progress.js';
import { reopenSheet } from '../../judging/admin/reopen.js';
import { AppError } from '../../lib/app-error.js';
import { CommandError } from '../command-line.js';
import type { AdminContext } from './context.js';
import { judgingCommand } from './judging.js';

// `pnpm admin judging rounds | assign | progress | reopen` (issue 27): the organizer's rounds for operators and
// scripts, through the feature code the back office calls (judging/admin/), audited as the `cli` actor.

type Action = (ctx: AdminContext) => Promise<void>;
type GroupOption = () => Option;

const line = (ctx: AdminContext, text = '') => ctx.io.stdout.write(`${text}\n`);

/** The feature's refusals, worded as the back office words them in English; nothing changed. */
async function refused<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw new CommandError(`${what}: ${error.localized('en')}; nothing changed`);
    throw error;
  }
}

function perEntry(value: string): number {
  if (!/^\d{1,2}$/.test(value) || Number(value) < 1 || Number(value) > 50) throw new InvalidArgumentError('must be a whole number from 1 to 50');
  return Number(value);
}

async function roundsCommand(ctx: AdminContext): Promise<void> {
  const { rounds } = await listRounds(ctx.db, ctx.season, 'en');
  line(ctx, ['group', 'round', 'kind', 'from', 'to', 'phase', 'judges', 'entries', 'assignments', 'submitted sheets', 'shortlisted at'].join('\t'));
  for (const round of rounds) {
    line(ctx, [round.group, round.key, round.kind, round.from, round.to, round.phase, round.judges.length, round.entries, round.assignments, round.submittedSheets, round.shortlistedAt ?? '—'].join('\t'));
  }
  line(ctx, `${rounds.length} round(s)`);
}

async function assignCommand(ctx: AdminContext, options: { group: GroupNumber; round: string; mode: AssignBody['mode']; over: AssignBody['over']; perEntry?: number; by?: string }): Promise<void> {
  const body: AssignBody = { mode: options.mode, over: options.over, ...(options.perEntry !== undefined ? { perEntry: options.perEntry } : {}) };
  const result = await refused(`round ${options.group}/${options.round}`, () => assignRound(ctx.db, ctx.season, options.group, options.round, body, ctx.acting(options.by)));
  line(ctx, `round ${options.group}/${options.round}: ${result.entries} entries (${result.newEntries} new), ${result.assignments} assignments (${result.newAssignments} new), ${result.skippedConflicts} skipped for conflicts`);
}

async function progressCommand(ctx: AdminContext, options: { group: GroupNumber; round: string }): Promise<void> {
  const progress = await refused(`round ${options.group}/${options.round}`, () => roundProgress(ctx.db, ctx.season, options.group, options.round, 'en'));
  line(ctx, `round ${options.group}/${options.round} (${progress.phase})`);
  line(ctx, ['staff id', 'judge', 'panel', 'assigned', 'scored', 'conflicts', 'sheet', 'submitted at', 'reopened at'].join('\t'));
  for (const judge of progress.judges) {
    line(ctx, [judge.staffId, judge.name, judge.panel ?? '—', judge.assigned, judge.scored, judge.conflicts, judge.status ?? '—', judge.submittedAt ?? '—', judge.reopenedAt ?? '—'].join('\t'));
  }
  line(ctx);
  line(ctx, ['entry', 'work', 'finalist', 'title', 'team', 'school', 'assigned', 'submitted', 'conflicts'].join('\t'));
  for (const entry of progress.entries) {
    line(ctx, [entry.number, entry.workId ?? '—', entry.finalistId ?? '—', entry.title, entry.teamName, entry.school, entry.assigned, entry.submitted, entry.conflicts].join('\t'));
  }
}

/** A judge by staff id or e-mail address. */
async function judgeId(ctx: AdminContext, judge: string): Promise<number> {
  if (/^\d{1,9}$/.test(judge)) return Number(judge);
  const row = await ctx.db.selectFrom('staff_members').select('id').where('email', '=', judge.trim().toLowerCase()).executeTakeFirst();
  if (!row) throw new CommandError(`no staff member with the address ${judge}; nothing changed`);
  return row.id;
}

async function reopenCommand(ctx: AdminContext, options: { group: GroupNumber; round: string; judge: string; reason: string; by?: string }): Promise<void> {
  if (options.reason.length > REOPEN_REASON_MAX) throw new CommandError(`--reason is longer than ${REOPEN_REASON_MAX} characters; nothing changed`);
  const staffId = await judgeId(ctx, options.judge);
  const siteUrl = ctx.config.siteUrl ?? `http://${ctx.config.host}:${ctx.config.port}`;
  const deps = { db: ctx.db, season: ctx.season, messages: ctx.messages, siteUrl };
  const judge = await refused(`the sheet of staff ${staffId} in round ${options.group}/${options.round}`, () =>
    reopenSheet(deps, options.group, options.round, staffId, options.reason, ctx.acting(options.by)),
  );
  line(ctx, `reopened the sheet of ${judge.name} (staff ${staffId}) in round ${options.group}/${options.round}: now a draft; the judge is told by e-mail`);
}

export function addJudgingRoundCommands(program: Command, groupOption: GroupOption, setAction: (action: Action) => void): void {
  const judging = judgingCommand(program);
  const roundOption = () => new Option('--round <key>', "the round's key in the season file").makeOptionMandatory();
  judging
    .command('rounds')
    .description("the season file's rounds with their judges, entries, assignments and submitted sheets")
    .action(() => setAction(roundsCommand));
  judging
    .command('assign')
    .description("give the round's entries to judges or panels (adds only what is new; never a judge in conflict)")
    .addOption(groupOption().makeOptionMandatory())
    .addOption(roundOption())
    .addOption(new Option('--mode <mode>', 'all: every entry to every judge (panel); spread: --per-entry each, evenly').choices(ASSIGN_MODES).makeOptionMandatory())
    .addOption(new Option('--over <unit>', 'judges or panels').choices(ASSIGN_UNITS).default('judges'))
    .addOption(new Option('--per-entry <n>', 'spread: judges (panels) per entry').argParser(perEntry))
    .option('--by <name>', 'who assigns (default: your login name)')
    .action((options: { group: GroupNumber; round: string; mode: AssignBody['mode']; over: AssignBody['over']; perEntry?: number; by?: string }) =>
      setAction((ctx) => assignCommand(ctx, options)),
    );
  judging
    .command('progress')
    .description('per judge and per entry: assigned, scored, submitted, conflicts')
    .addOption(groupOption().makeOptionMandatory())
    .addOption(roundOption())
    .action((options: { group: GroupNumber; round: string }) => setAction((ctx) => progressCommand(ctx, options)));
  judging
    .command('reopen')
    .description("turn a judge's submitted sheet back into a draft (the judge is mailed the reason)")
    .addOption(groupOption().makeOptionMandatory())
    .addOption(roundOption())
    .requiredOption('--judge <id or e-mail>', "the judge's staff id or e-mail address")
    .requiredOption('--reason <text>', 'why (the judge reads it)')
    .option('--by <name>', 'who reopens (default: your login name)')
    .action((options: { group: GroupNumber; round: string; judge: string; reason: string; by?: string }) => setAction((ctx) => reopenCommand(ctx, options)));
}
