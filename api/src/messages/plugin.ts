import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { chooseSmsSender } from '../votes/sms/choose.js';
import { memoryQueue } from './memory-queue.js';
import type { MessageQueue } from './queue.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every mail and SMS goes through here (issue 26.3). */
    messages: MessageQueue;
  }
}

export const messagesPlugin = fp(
  async (app: FastifyInstance) => {
    const queue = memoryQueue(app.mailer, chooseSmsSender(app.config, app.db));
    app.decorate('messages', queue);
    // A listening server delivers what is queued every second, so a running site (and its end-to-end tests, which
    // poll the outbox) gets its mail; tests that only inject call drain() themselves. The durable queue's worker
    // replaces this loop.
    let loop: NodeJS.Timeout | undefined;
    app.addHook('onListen', () => {
      loop = setInterval(() => {
        queue.drain().catch((err: unknown) => app.log.error({ err }, 'delivering queued messages failed'));
      }, 1000);
      loop.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(loop);
      await queue.close();
    });
  },
  { name: 'messages', dependencies: ['db', 'mailer'] },
);
