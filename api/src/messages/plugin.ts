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
    app.addHook('onClose', () => queue.close());
  },
  { name: 'messages', dependencies: ['db', 'mailer'] },
);
