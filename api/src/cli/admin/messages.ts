import { InvalidArgumentError, Option, type Command } from 'commander';
import { MESSAGE_STATUSES, type MessageStatus } from '@portal/contracts/admin-messages';
import { listMessages, retryMessage } from '../../messages/admin.js';
import type { AdminContext } from './context.js';
import { asCommand, cliActor } from './staff.js';

// `pnpm admin messages list|retry`: the back office's deliveries from the command line, through the same feature
// code (api/src/messages/admin.ts). A retried dead letter is delivered before the command exits (the context drains).

type Action = (ctx: AdminContext) => Promise<void>;

const line = (ctx: AdminContext, text = '') => ctx.io.stdout.write(`${text}\n`);

function messageId(value: string): number {
  if (!/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > 2_147_483_647) throw new InvalidArgumentError('must be a message id (a positive integer)');
  return Number(value);
}

export async function listMessagesCommand(ctx: AdminContext, options: { status?: MessageStatus }): Promise<void> {
  line(ctx, ['id', 'created', 'kind', 'channel', 'to', 'status', 'attempts', 'last error'].join('\t'));
  let total = 0;
  for (let page = 1; ; page += 1) {
    const { lists, count } = await listMessages(ctx.db, { ...(options.status ? { status: options.status } : {}), page_no: page, page_size: 50 });
    for (const m of lists) line(ctx, [m.id, m.createdAt, m.kind, m.channel, m.to, m.status, m.attempts, m.lastError ?? '-'].join('\t'));
    total = count;
    if (page * 50 >= count) break;
  }
  line(ctx, `${total} message(s)`);
}

export async function retryMessageCommand(ctx: AdminContext, id: number, by: string | undefined): Promise<void> {
  const message = await asCommand(retryMessage(ctx.db, cliActor(ctx, by), id));
  line(ctx, `message ${message.id} (${message.kind} to ${message.to}) queued again; delivering now (${ctx.mailer.kind})`);
}

export function addMessageCommands(program: Command, setAction: (action: Action) => void): void {
  const messages = program.command('messages').description('mail and SMS as the queue keeps them: list them, send a dead letter again');
  messages
    .command('list')
    .description('newest first, addresses masked')
    .addOption(new Option('--status <status>').choices(MESSAGE_STATUSES))
    .action((options: { status?: MessageStatus }) => setAction((ctx) => listMessagesCommand(ctx, options)));
  messages
    .command('retry')
    .description('send a dead letter again (attempts from zero)')
    .argument('<id>', 'message id', messageId)
    .addOption(new Option('--by <name>', 'who acts, for the audit log (default: your login name)'))
    .action((id: number, options: { by?: string }) => setAction((ctx) => retryMessageCommand(ctx, id, options.by)));
}
