import { readFile } from 'node:fs/promises';
import { Option, type Command } from 'commander';
import { pino } from 'pino';
import { listBroadcasts } from '../../broadcasts/read.js';
import { broadcastError } from '../../broadcasts/refusals.js';
import { sendBroadcast } from '../../broadcasts/send.js';
import { durableQueue } from '../../messages/durable-queue.js';
import { QUEUE_POLICY } from '../../messages/policy.js';
import type { MessageQueue } from '../../messages/queue.js';
import { chooseSmsSender } from '../../votes/sms/choose.js';
import { CommandError } from '../command-line.js';
import type { AdminContext } from './context.js';

// `pnpm admin broadcasts list|send <file.json>`: the organizers' broadcasts (issue 26 point 6) for operators and
// scripts. `send` takes what the back office posts — {texts: {zhComplex|zhSimple|en: {subject, body}}, audience:
// {groups, registrationStatuses, worksStatuses, finalistsOnly}} — and is the back office's send (broadcasts/send.ts):
// the same checks and refusals (in English), audited `broadcast.send` as the command line's actor.

type Action = (ctx: AdminContext) => Promise<void>;

const line = (ctx: AdminContext, text = '') => ctx.io.stdout.write(`${text}\n`);

/**
 * The durable queue (ADR 0041) on the command's own connection: the send enqueues in its transaction, then the
 * command delivers what is due before it exits (a running server would take them within its poll anyway; each
 * message is claimed once, whoever delivers it).
 */
function commandQueue(ctx: AdminContext): MessageQueue {
  return durableQueue({
    db: ctx.db,
    dialect: ctx.config.database.kind,
    config: ctx.config,
    mailer: ctx.mailer,
    sms: chooseSmsSender(ctx.config, ctx.db),
    policy: { ...QUEUE_POLICY, ...ctx.config.messageQueue, kick: false },
    now: () => new Date(),
    // A delivery's failure is the queue's to record (retry, dead letter); the command says so on stderr too.
    log: pino({ level: 'warn' }, { write: (line: string) => ctx.io.stderr.write(line) }),
  });
}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch (error) {
    throw new CommandError(`${file} is not a JSON file: ${(error as Error).message}`);
  }
}

export function addBroadcastCommands(program: Command, setAction: (action: Action) => void): void {
  const broadcasts = program.command('broadcasts').description("organizers' messages to the season's teams, in their languages");
  broadcasts
    .command('list')
    .description('the latest broadcasts: id, sent at, recipients, delivered / waiting / failed, subject (English)')
    .action(() =>
      setAction(async (ctx) => {
        line(ctx, ['id', 'sent at', 'recipients', 'opted out', 'delivered', 'waiting', 'failed', 'subject'].join('\t'));
        const page = await listBroadcasts(ctx.db, 'en', { page_size: 50 });
        for (const b of page.lists) {
          line(ctx, [b.id, b.sentAt, b.recipients, b.optedOut, b.delivery.delivered, b.delivery.waiting, b.delivery.failed, b.subject].join('\t'));
        }
      }),
    );
  broadcasts
    .command('send')
    .description('send a broadcast from a JSON file {texts, audience} (see docs/adr/0046)')
    .argument('<file>', 'a JSON file {texts, audience}')
    .addOption(new Option('--by <name>', 'who sends, for the audit log (default: your login name)'))
    .action((file: string, options: { by?: string }) =>
      setAction(async (ctx) => {
        const body = await readJson(file);
        const messages = commandQueue(ctx);
        try {
          const sent = await sendBroadcast({ db: ctx.db, messages, season: ctx.season, clock: { now: () => new Date() } }, body, ctx.acting(options.by));
          if (!sent.ok) throw new CommandError(`${broadcastError(sent.refusal).localized('en')}; nothing was sent`);
          await messages.drain();
          line(ctx, `broadcast ${sent.id} sent to ${sent.recipients} account(s); ${sent.optedOut} unsubscribed and left out`);
        } finally {
          await messages.close();
        }
      }),
    );
}
