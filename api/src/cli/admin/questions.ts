import { InvalidArgumentError, Option, type Command } from 'commander';
import { QUESTION_LIST_STATES, type QuestionListState } from '@portal/contracts/admin-questions';
import { answerQuestion } from '../../questions/answer.js';
import { questionPage } from '../../questions/inbox.js';
import { answerError } from '../../questions/refusals.js';
import { CommandError } from '../command-line.js';
import type { AdminContext } from './context.js';

// `pnpm admin questions list|answer`: the back office's questions inbox for operators and scripts, through the same
// feature functions (questions/inbox.ts, questions/answer.ts); an answer is audited as the `cli` actor and mailed.

type Action = (ctx: AdminContext) => Promise<void>;

const line = (ctx: AdminContext, text = '') => ctx.io.stdout.write(`${text}\n`);

function threadId(value: string): number {
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) throw new InvalidArgumentError('must be a question thread id (a positive integer)');
  return Number(value);
}

async function listCommand(ctx: AdminContext, options: { state?: QuestionListState }): Promise<void> {
  line(ctx, ['id', 'state', 'messages', 'last message', 'group', 'registration', 'team', 'excerpt'].join('\t'));
  let total = 0;
  for (let page = 1; ; page += 1) {
    const { lists, count } = await questionPage(ctx.db, ctx.season.id, { ...(options.state ? { state: options.state } : {}), page_no: page, page_size: 50 });
    for (const q of lists) {
      line(ctx, [q.id, q.awaitingAnswer ? 'unanswered' : 'answered', q.messageCount, q.lastMessageAt, q.team.group ?? '—', q.team.registrationStatus ?? '—', q.team.teamName || '—', q.excerpt].join('\t'));
    }
    total = count;
    if (page * 50 >= count) break;
  }
  line(ctx, `${total} thread(s)`);
}

async function answerCommand(ctx: AdminContext, id: number, options: { text: string; by?: string }): Promise<void> {
  const { messages } = ctx;
  const siteUrl = ctx.config.siteUrl ?? `http://${ctx.config.host}:${ctx.config.port}`;
  const result = await answerQuestion({ db: ctx.db, messages, siteUrl }, ctx.acting(options.by), id, options.text, ctx.season.now());
  if (!result.ok) throw new CommandError(`question ${id}: ${answerError(result.refusal).localized('en')}; nothing changed`);
  line(ctx, `answered question ${id} (message ${result.messageId}); the team is told by e-mail`);
}

export function addQuestionCommands(program: Command, setAction: (action: Action) => void): void {
  const questions = program.command('questions').description("the teams' question threads with the organizers");
  questions
    .command('list')
    .description('every thread, the unanswered first')
    .addOption(new Option('--state <state>').choices(QUESTION_LIST_STATES))
    .action((options: { state?: QuestionListState }) => setAction((ctx) => listCommand(ctx, options)));
  questions
    .command('answer')
    .description('answer a thread (mailed to the team in its language)')
    .argument('<id>', 'thread id (pnpm admin questions list)', threadId)
    .requiredOption('--text <text>', 'the answer')
    .option('--by <name>', 'who answers, for the thread and the audit log (default: your login name)')
    .action((id: number, options: { text: string; by?: string }) => setAction((ctx) => answerCommand(ctx, id, options)));
}
