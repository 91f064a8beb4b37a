import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '../lib/app-error.js';
import { ok } from '../lib/envelope.js';
import { actingStaff } from '../staff/acting.js';
import { requireStaff } from '../staff/guard.js';
import { lingerOnClose } from '../uploads/lingering-close.js';
import { refuseLength } from '../uploads/receive.js';
import { uploadsDir } from '../uploads/storage.js';
import { finalistError, linkError, mediaError } from './admin-refusals.js';
import { createSchema, editSchema, linkSchema, listSchema, mediaSchema, removeSchema, showSchema } from './admin-schemas.js';
import { createFinalist, editFinalist, type FinalistsEnv } from './manage.js';
import { publishFinalistMedia, type MediaEnv } from './media.js';
import { mediaScratch, receiveMedia } from './receive-media.js';
import { removeFinalist } from './remove.js';
import { linkRegistration } from './store.js';
import { adminFinalist, adminFinalistList } from './view.js';

/**
 * /api/admin/finalists (issue 24): organizers create, edit and remove both groups' finalists with the three languages side by
 * side, give them a poster and a film, and link each to its team's registration — the feature functions
 * `pnpm admin finalists` calls, with the same checks and refusals, each change in the audit log.
 */
export const adminFinalistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const env: FinalistsEnv = { db: app.db, prerenderDir: app.config.prerenderDir };
  const mediaEnv: MediaEnv = {
    ...env,
    publicMediaDir: app.config.publicMediaDir,
    privateDirs: [uploadsDir(app.config.dataDir), app.config.tusDir],
    limits: app.uploadLimits,
  };
  // Registered here, not app-wide: only the media route reads multipart, and its size rules are its own.
  await app.register(multipart);
  app.addHook('onRequest', requireStaff({ roles: ['organizer'] }));
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });

  async function shown(id: number) {
    const finalist = await adminFinalist(app.db, id);
    if (!finalist) throw new AppError(404, 'finalistNotFound');
    return ok(finalist);
  }

  app.get('/', { schema: listSchema }, async (request) => ok(await adminFinalistList(app.db, request.query.group)));

  app.get('/:id', { schema: showSchema }, async (request) => shown(request.params.id));

  app.post('/', { schema: createSchema }, async (request) => {
    const result = await createFinalist(env, request.body, actingStaff(request).actor);
    if (!result.ok) throw finalistError(result.refusal);
    return shown(result.id);
  });

  app.put('/:id', { schema: editSchema }, async (request) => {
    const result = await editFinalist(env, request.params.id, request.body, actingStaff(request).actor);
    if (!result.ok) throw finalistError(result.refusal);
    return shown(result.id);
  });

  // Sensitive: a removed finalist is gone with its texts (the audit entry keeps its group and number only).
  app.delete('/:id', { schema: removeSchema, onRequest: requireStaff({ roles: ['organizer'], fresh: true }) }, async (request) => {
    const result = await removeFinalist(env, request.params.id, actingStaff(request).actor);
    if (!result.ok) throw finalistError(result.refusal);
    return ok(await adminFinalistList(app.db, undefined));
  });

  app.post('/:id/link', { schema: linkSchema }, async (request) => {
    const { id } = request.params;
    const { registrationId } = request.body;
    const result = await linkRegistration(app.db, id, registrationId, app.season.id, actingStaff(request).actor);
    if (!result.ok) throw linkError(result, id, registrationId);
    return shown(id);
  });

  app.post(
    '/:id/media',
    {
      schema: mediaSchema,
      // Before a byte of the body: a compressed body would hide its size, and nothing may pass both files' limits.
      preValidation: async (request) => {
        const encoding = request.headers['content-encoding'];
        if (encoding !== undefined && encoding.toLowerCase() !== 'identity') throw new AppError(415, 'uploadFailed', { detail: `content-encoding ${encoding}` });
        refuseLength(request, app.uploadLimits.image + app.uploadLimits.video);
      },
      // A refusal answered before the body was read: close the connection after a short lingering read instead of
      // reading the rest, possibly gigabytes (as POST /api/upload/image does).
      onSend: async (request, reply) => {
        if (request.raw.complete || request.raw.readableEnded) return;
        void reply.header('connection', 'close');
        lingerOnClose(request.raw);
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await adminFinalist(app.db, id))) throw new AppError(404, 'finalistNotFound');
      const scratch = await mediaScratch(app.config.dataDir);
      try {
        const files = await receiveMedia(request, scratch.dir, app.uploadLimits);
        const result = await publishFinalistMedia(mediaEnv, id, files, actingStaff(request).actor);
        if (!result.ok) {
          if (result.refusal.reason === 'noFinalist') throw new AppError(404, 'finalistNotFound');
          const [first] = result.refusal.refusals;
          throw first ? mediaError(first) : new AppError(400, 'finalistMediaNone');
        }
      } finally {
        await scratch.remove();
      }
      return shown(id);
    },
  );
};
