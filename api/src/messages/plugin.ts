import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { chooseSmsSender } from '../votes/sms/choose.js';
import { durableQueue, type DurableQueue } from './durable-queue.js';
import { QUEUE_POLICY } from './policy.js';
import type { MessageQueue } from './queue.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every mail and SMS goes through here (issue 26.3). */
    messages: MessageQueue;
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
    app.addHook('onListen', async () => {
      queue.start();
    });
    app.addHook('onClose', () => queue.close());
  },
  { name: 'messages', dependencies: ['db', 'mailer'] },
);
