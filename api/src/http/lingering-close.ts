import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { lingerOnClose } from '../uploads/lingering-close.js';

/**
 * Any answer sent before its request's body has arrived (a body over the limit or not JSON, a missing session
 * refused before the body is read) closes the connection lingering (uploads/lingering-close.ts): Fastify and Node
 * close such a connection at once, and a client still sending then sees a reset instead of the answer. The upload
 * route did this for itself; the fuzzing of issue 14 met it on every route with a body.
 */
export const lingeringClosePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply) => {
      // `complete`: every byte of the body has arrived (read or not); inject's request has only readableEnded.
      if (request.raw.complete || request.raw.readableEnded) return;
      void reply.header('connection', 'close');
      lingerOnClose(request.raw);
    });
  },
  { name: 'lingering-close' },
);
