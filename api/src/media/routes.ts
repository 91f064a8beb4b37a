import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MEDIA_MAX_BYTES } from '@portal/contracts/media-rules';
import { AppError } from '../lib/app-error.js';
import { ok } from '../lib/envelope.js';
import { mediaScratch } from '../finalists/receive-media.js';
import { actingStaff } from '../staff/acting.js';
import { requireStaff } from '../staff/guard.js';
import { lingerOnClose } from '../uploads/lingering-close.js';
import { MULTIPART_OVERHEAD } from '../uploads/limits.js';
import { changeMediaAlt, deleteMedia } from './manage.js';
import { receiveMedia } from './receive.js';
import { altError, imageError, MediaInUseError, uploadError } from './refusals.js';
import { altSchema, deleteSchema, listSchema, showSchema, uploadSchema } from './schemas.js';
import { listAssets } from './store.js';
import { uploadMedia, type MediaEnv } from './upload.js';
import { findMediaItem, findMediaItems } from './view.js';

/**
 * /api/admin/media (issue 25 point 4): editors and organizers upload images (checked by content, stripped of every
 * metadata, made into responsive variants), list and search them, change their alt texts, see where each is used, and
 * delete one nothing uses. Each change is one audit entry in its transaction.
 */
export const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const env: MediaEnv = { db: app.db, publicMediaDir: app.config.publicMediaDir };
  // Registered here, not app-wide: only the upload reads multipart, and its size rules are its own.
  await app.register(multipart);
  app.addHook('onRequest', requireStaff({ roles: ['editor', 'organizer'] }));
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });

  async function shown(id: number) {
    const item = await findMediaItem(app.db, id);
    if (!item) throw new AppError(404, 'mediaNotFound');
    return ok(item);
  }

  app.get('/', { schema: listSchema }, async (request) => {
    const { ids, count, page_no, page_size } = await listAssets(app.db, request.query);
    const items = await findMediaItems(app.db, ids);
    return ok({ lists: ids.flatMap((id) => items.get(id) ?? []), count, page_no, page_size });
  });

  app.get('/:id', { schema: showSchema }, async (request) => shown(request.params.id));

  app.post(
    '/',
    {
      schema: uploadSchema,
      // Before a byte of the body: a compressed body would hide its size, and a declared length past the limit is
      // refused at once.
      preValidation: async (request) => {
        const encoding = request.headers['content-encoding'];
        if (encoding !== undefined && encoding.toLowerCase() !== 'identity') throw new AppError(415, 'uploadFailed', { detail: `content-encoding ${encoding}` });
        const length = Number(request.headers['content-length']);
        if (Number.isFinite(length) && length > MEDIA_MAX_BYTES + MULTIPART_OVERHEAD) throw imageError({ reason: 'tooLarge', bytes: length });
      },
      // A refusal answered before the body was read: close after a short lingering read instead of reading the rest.
      onSend: async (request, reply) => {
        if (request.raw.complete || request.raw.readableEnded) return;
        void reply.header('connection', 'close');
        lingerOnClose(request.raw);
      },
    },
    async (request) => {
      const scratch = await mediaScratch(app.config.dataDir, 'media-');
      try {
        const received = await receiveMedia(request, scratch.dir);
        const result = await uploadMedia(env, received, actingStaff(request).actor);
        if (!result.ok) throw uploadError(result.refusal);
        return await shown(result.id);
      } finally {
        await scratch.remove();
      }
    },
  );

  app.patch('/:id', { schema: altSchema }, async (request) => {
    const result = await changeMediaAlt(app.db, request.params.id, request.body.alt, actingStaff(request).actor);
    if (!result.ok) throw result.refusal.reason === 'notFound' ? new AppError(404, 'mediaNotFound') : altError(result.refusal.language, result.refusal.problem);
    return shown(request.params.id);
  });

  app.delete('/:id', { schema: deleteSchema }, async (request) => {
    const { id } = request.params;
    const result = await deleteMedia(env, id, actingStaff(request).actor);
    if (!result.ok) throw result.refusal.reason === 'notFound' ? new AppError(404, 'mediaNotFound') : new MediaInUseError(result.refusal.uses);
    return ok({ id });
  });
};
