import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { chooseSmsSender } from '../votes/sms/choose.js';
import { durableQueue, type DurableQueue } from './durable-queue.js';
import { startPgWakeups } from './pg-wakeups.js';
import { QUEUE_POLICY } from './policy.js';

/** On PostgreSQL pg-boss wakes delivery; the poll only catches a lost wake-up. */
const PG_SAFETY_POLL_MS = 30_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every mail and SMS goes through here (issue 26.3): a MessageQueue, plus `kick()` for the back office's retry. */
    messages: DurableQueue;
  }
}

/**
 * `app.messages`: the durable queue (docs/adr/0041). Enqueuing works from the first request; the poll starts once
 * the server listens (its migrations have run), so a test app that never listens delivers on `drain()` and on the
 * kick that follows each enqueue.
 */
export const messagesPlugin = fp(
  async (app: FastifyInstance) => {
    const sms = chooseSmsSender(app.config, app.db);
    if (sms.kind === 'outbox') app.log.info('SMS_PROVIDER_URL is not set: texts (vote codes) are written to the outbox table');
    const queue: DurableQueue = durableQueue({
      db: app.db,
      dialect: app.dbDialect,
      config: app.config,
      mailer: app.mailer,
      sms,
      policy: { ...QUEUE_POLICY, ...app.config.messageQueue },
      now: () => new Date(),
      log: app.log,
    });
    app.decorate('messages', queue);
    // Kept so closing waits for a start still under way: pg-boss started after the close would run on, unstopped.
    let starting: Promise<void> | undefined;
    app.addHook('onListen', async () => {
      const { database } = app.config;
      if (database.kind !== 'postgres') {
        queue.start();
        return;
      }
      // pg-boss's schema is created here, once the server's migrations ran; its wake-ups leave the poll a safety net.
      starting = startPgWakeups(database.url, () => queue.wake(), app.log).then(
        (wakeups) => {
          queue.useWakeups(wakeups);
          queue.start(PG_SAFETY_POLL_MS);
        },
        (err: unknown) => {
          // Without wake-ups the poll alone delivers, at its ordinary pace: slower, never silent.
          app.log.error({ err }, 'pg-boss did not start: messages are delivered by the poll alone');
          queue.start();
        },
      );
      await starting;
    });
    app.addHook('onClose', async () => {
      await starting?.catch(() => undefined);
      await queue.close();
    });
  },
  { name: 'messages', dependencies: ['db', 'mailer'] },
);
