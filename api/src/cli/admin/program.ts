import { Argument, InvalidArgumentError, Option } from 'commander';
import type { RegistrationStatusValue } from '../../db/schema-registrations.js';
import { createProgram, runProgram } from '../command-line.js';
import { ORGANIZER_STATUSES, WORK_STATUSES, type OrganizerStatus } from '../../works/status.js';
import { openContext, type AdminContext, type CommandIo } from './context.js';
import { decideCommand, exportCommand, listCommand, showCommand } from './registrations.js';
import { downloadWorkCommand, exportWorksCommand, listWorksCommand, workStatusCommand, type WorkListOptions } from './works.js';
import { addFinalistCommands } from './finalists-commands.js';
import { addScoringCommands } from './scoring-commands.js';
import { judgingCommand } from './judging.js';
import { addJudgingResultCommands } from './judging-results.js';
import { addPurgeCommand } from './purge-command.js';
import { countVotesCommand, verifyVotesCommand } from './votes.js';
import { addVoteAnnulmentCommands } from './vote-annulments.js';
import { addVoteAnomalyCommand } from './vote-anomalies.js';
import { addStaffCommands } from './staff-commands.js';
import { addArticleCommands } from './articles.js';
import { addDisplayCommands } from './display.js';
import { addBroadcastCommands } from './broadcasts.js';
import { addSampleCommands } from './sample.js';
import { addQuestionCommands } from './questions.js';
import { addMessageCommands } from './messages.js';
import { addJudgingRoundCommands } from './judging-rounds.js';

// `pnpm admin <noun> <verb>`: everything organizers do that the public site does not. It uses the server's own
// configuration (DATA_DIR / DATABASE_URL, SMTP_URL, the season file), so it works on either database.

const idOf = (what: string) => (value: string): number => {
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) throw new InvalidArgumentError(`must be a ${what} id (a positive integer)`);
  return Number(value);
};
const positiveId = idOf('registration');
const workId = idOf('work');

function group(value: string): 1 | 2 {
  if (value !== '1' && value !== '2') throw new InvalidArgumentError('Allowed choices are 1, 2 (1 secondary school, 2 university).');
  return value === '1' ? 1 : 2;
}

const groupOption = () => new Option('--group <n>', 'group: 1 secondary school, 2 university').argParser(group);

export async function runAdmin(argv: string[], io: CommandIo): Promise<number> {
  let action: ((ctx: AdminContext) => Promise<void>) | undefined;
  const program = createProgram('admin', 'organizer commands of the award portal', io);
  const registrations = program.command('registrations').description('review team registrations');
  registrations
    .command('list')
    .addOption(groupOption())
    .addOption(new Option('--status <status>').choices(['pending', 'passed', 'failed']))
    .action((options: { group?: 1 | 2; status?: RegistrationStatusValue }) => {
      action = (ctx) => listCommand(ctx, options);
    });
  registrations
    .command('show')
    .argument('<id>', 'registration id', positiveId)
    .action((id: number) => {
      action = (ctx) => showCommand(ctx, id);
    });
  registrations
    .command('approve')
    .argument('<id>', 'registration id', positiveId)
    .option('--by <name>', 'who decides (default: your login name)')
    .action((id: number, options: { by?: string }) => {
      action = (ctx) => decideCommand(ctx, id, { to: 'passed' }, options.by);
    });
  registrations
    .command('reject')
    .argument('<id>', 'registration id', positiveId)
    .requiredOption('--reason <text>', 'why, in words the team understands (they see it)')
    .option('--by <name>', 'who decides (default: your login name)')
    .action((id: number, options: { reason: string; by?: string }) => {
      action = (ctx) => decideCommand(ctx, id, { to: 'failed', reason: options.reason }, options.by);
    });
  registrations
    .command('export')
    .description('CSV of a group, one line per member (recorded as an export, listed by the purge report)')
    .addOption(groupOption().makeOptionMandatory())
    .option('--by <name>', 'who exports, for the record (default: your login name)')
    .action((options: { group: 1 | 2; by?: string }) => {
      action = (ctx) => exportCommand(ctx, options.group, options.by);
    });

  const works = program.command('works').description('review submitted works');
  works
    .command('list')
    .addOption(groupOption())
    .addOption(new Option('--status <status>').choices(WORK_STATUSES))
    .option('--step <key>', 'a works step of the season file (videoSubmission, preliminarySubmission, ...)')
    .action((options: WorkListOptions) => {
      action = (ctx) => listWorksCommand(ctx, options);
    });
  works
    .command('status')
    .description('move a work on; the team is mailed')
    .argument('<id>', 'work id', workId)
    .addArgument(new Argument('<status>', 'the new status').choices(ORGANIZER_STATUSES))
    .option('--by <name>', 'who decides (default: your login name)')
    .option('--note <text>', 'a note for the history (the team sees it)')
    .action((id: number, status: OrganizerStatus, options: { by?: string; note?: string }) => {
      action = (ctx) => workStatusCommand(ctx, id, status, options);
    });
  works
    .command('download')
    .description("copy a work's file out of storage")
    .argument('<id>', 'work id', workId)
    .option('--out <path>', "file or folder to write (default: ./<the file's original name>)")
    .option('--by <name>', 'who downloads, for the audit log (default: your login name)')
    .action((id: number, options: { out?: string; by?: string }) => {
      action = (ctx) => downloadWorkCommand(ctx, id, options.out, options.by);
    });
  works
    .command('export')
    .description('CSV of a group, one line per work (recorded as an export, listed by the purge report)')
    .addOption(groupOption().makeOptionMandatory())
    .option('--by <name>', 'who exports, for the record (default: your login name)')
    .action((options: { group: 1 | 2; by?: string }) => {
      action = (ctx) => exportWorksCommand(ctx, options.group, options.by);
    });

  const votes = program.command('votes').description('the public vote: counts, the audit of its hash chain, the anomaly report, annulments');
  votes
    .command('count')
    .description("votes per finalist film and the chain's head")
    .option('--season <id>', 'a season id (default: the current season file)')
    .action((options: { season?: string }) => {
      action = (ctx) => countVotesCommand(ctx, options.season);
    });
  votes
    .command('verify')
    .description('recompute the hash chain and the counts; exits 1 naming the first broken seq')
    .option('--season <id>', 'a season id (default: the current season file)')
    .action((options: { season?: string }) => {
      action = (ctx) => verifyVotesCommand(ctx, options.season);
    });
  addVoteAnnulmentCommands(votes, (next) => {
    action = next;
  });
  addVoteAnomalyCommand(votes, (next) => {
    action = next;
  });

  addScoringCommands(program, groupOption, (next) => {
    action = next;
  });
  // Judging in the browser (issue 27): a round's ranking and a screening round's shortlist.
  addJudgingResultCommands(judgingCommand(program), groupOption, (next) => {
    action = next;
  });
  addFinalistCommands(program, groupOption, idOf, (next) => {
    action = next;
  });
  addPurgeCommand(program, (next) => {
    action = next;
  });
  addStaffCommands(program, (next) => {
    action = next;
  });
  addArticleCommands(program, (next) => {
    action = next;
  });
  addDisplayCommands(program, (next) => {
    action = next;
  });
  addSampleCommands(program, (next) => {
    action = next;
  });
  addBroadcastCommands(program, (next) => {
    action = next;
  });
  addQuestionCommands(program, (next) => {
    action = next;
  });
  addMessageCommands(program, (next) => {
    action = next;
  });
  addJudgingRoundCommands(program, groupOption, (next) => {
    action = next;
  });

  return runProgram<AdminContext>({ program, argv, io, chosen: () => action, open: () => openContext(io) });
}
