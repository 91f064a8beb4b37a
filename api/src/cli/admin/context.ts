import type { Kysely } from 'kysely';
import { cliActing, type Acting } from '../../audit/acting.js';
import { actorName, type CommandIo } from '../command-line.js';
import { loadConfig, type AppConfig } from '../../config.js';
import { connectDatabase } from '../../db/connect.js';
import { migrateToLatest } from '../../db/migrate.js';
import type { Database } from '../../db/schema.js';
import { outboxMailer, smtpMailer, type Mailer } from '../../mail/mailer.js';
import { durableQueue } from '../../messages/durable-queue.js';
import { QUEUE_POLICY } from '../../messages/policy.js';
import type { MessageQueue } from '../../messages/queue.js';
import { chooseSmsSender } from '../../votes/sms/choose.js';
import { clockFor } from '../../season/clock.js';
import { loadSeasonFile } from '../../season/season-file.js';
import { Season } from '../../season/season.js';
import { chooseStore } from '../../uploads/choose-store.js';
import type { UploadStorage } from '../../uploads/storage.js';

export type { CommandIo };

/** What every organizer command works with: the server's own configuration, database, message queue and season. */
export interface AdminContext {
  config: AppConfig;
  db: Kysely<Database>;
  /** How mail leaves (SMTP or the outbox), named in the commands' lines. */
  mailer: Mailer;
  /** The server's queue: what a command enqueues is delivered before the command exits (close drains it). */
  messages: MessageQueue;
  season: Season;
  /** Where the server keeps uploaded files (the same store it is configured with), for `works download`. */
  storage: UploadStorage;
  io: CommandIo;
  /** Who acts, for the history: --by, else the login name. */
  organizer(by: string | undefined): string;
  /** Who acts, for the history and the audit log (a `cli` actor of that name). */
  acting(by: string | undefined): Acting;
}

export async function openContext(io: CommandIo): Promise<AdminContext & { close(): Promise<void> }> {
  const config = loadConfig(io.env);
  const { db } = connectDatabase(config.database);
  await migrateToLatest(db);
  const mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(db);
  const report = ({ err }: { err: unknown }, message: string) => io.stderr.write(`${message}: ${String(err)}\n`);
  // No wake-up per enqueue: close() drains once, and what fails stays queued for the servers' retries.
  const messages = durableQueue({
    db,
    dialect: config.database.kind,
    config,
    mailer,
    sms: chooseSmsSender(config, db),
    policy: { ...QUEUE_POLICY, ...config.messageQueue, kick: false },
    now: () => new Date(),
    log: { warn: report, error: report },
  });
  const season = new Season(loadSeasonFile(config), clockFor(config.portalNow));
  // The commands decide by the same calendar as the server: the timeline organizers saved, else the file's.
  await season.calendar.refresh(db);
  const store = await chooseStore(config.dataDir, config.objectStore);
  return {
    config,
    db,
    mailer,
    messages,
    season,
    storage: store.storage,
    io,
    organizer: (by) => actorName(by, io.env),
    acting: (by) => cliActing(actorName(by, io.env)),
    async close() {
      store.close?.();
      await messages.drain();
      await messages.close();
      await mailer.close();
      await db.destroy();
    },
  };
}
