import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '../../lib/app-error.js';
import { ok } from '../../lib/envelope.js';
import { sessionUser } from '../../http/auth.js';
import { uploadImageSchema } from '../schemas.js';
import { commitUploads } from '../commit.js';
import { largestLimit } from '../limits.js';
import { lingerOnClose } from '../lingering-close.js';
import { receiveUploads, refuseLength } from '../receive.js';

/**
 * POST /api/upload/image (§7): multipart with a `type` field (1 image, 2 video, 3 document) and then
 * up to 10 `file` parts. Needs a session. Answers `{ uri, uris }` with the files' private addresses.
 */
export const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const storage = app.uploadStorage;
  const limits = app.uploadLimits;
  // Registered here, not app-wide: no other route accepts multipart. Fastify's bodyLimit does not apply
  // to multipart bodies; the size rules are ours (receiveUploads), read while the bytes stream in.
  await app.register(multipart);

  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', async (request) => {
    // The parser reads the raw bytes: a compressed body could only fail later, or hide its real size.
    const encoding = request.headers['content-encoding'];
    if (encoding !== undefined && encoding.toLowerCase() !== 'identity') {
      throw new AppError(415, 'uploadFailed', { detail: `content-encoding ${encoding}` });
    }
    // Before the type is known, nothing may be larger than the largest limit.
    refuseLength(request, largestLimit(limits));
  });
  // A refusal answered before the body was read: close the connection (after a short lingering read, so
  // the client sees the answer) instead of reading the rest, possibly gigabytes.
  app.addHook('onSend', async (request, reply) => {
    // `complete`: every byte of the body has arrived (read or not); inject's request has only readableEnded.
    if (request.raw.complete || request.raw.readableEnded) return;
    void reply.header('connection', 'close');
    lingerOnClose(request.raw);
  });

  app.post('/image', { schema: uploadImageSchema }, async (request) => {
    const { id } = sessionUser(request);
    const received = await receiveUploads(request, storage, limits);
    // commitUploads discards the temporaries itself: after a commit whose undo failed they must stay (commit.ts).
    const uris = await commitUploads(app.db, storage, id, received);
    return ok({ uri: uris[0] ?? '', uris });
  });
};
