import { mkdir } from 'node:fs/promises';
import type { Server } from '@tus/server';
import { Cron } from 'croner';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { lingerOnClose } from '../../uploads/lingering-close.js';
import { viewerIds } from '../../uploads/viewer.js';
import { rememberCaller } from './caller.js';
import { TUS_PATH } from './constants.js';
import { completeUploadHeaders, finishedUploadSize } from './finished-head.js';
import { createWorkTusServer } from './server.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The tus server of work files (issue 10), mounted at /api/tus. */
    tus: Server;
  }
}

export interface TusPluginOptions {
  /** TUS_DIR. */
  tusDir: string;
  /** How long an unfinished upload lives. */
  expiryMs: number;
}

/**
 * Resumable work uploads: @tus/server at /api/tus, on FileStore in TUS_DIR, with the works rules as its hooks
 * (works/tus/), and the job that deletes expired uploads.
 */
export const tusPlugin = fp<TusPluginOptions>(
  async (app: FastifyInstance, { tusDir, expiryMs }) => {
    // Owner-only, created before FileStore, whose own mkdir (mode 0777, in its constructor) would throw out of a
    // callback if it failed.
    await mkdir(tusDir, { recursive: true, mode: 0o700 });
    const tus = createWorkTusServer({ db: app.db, season: app.season, storage: app.uploadStorage, directory: tusDir, expiryMs });
    app.decorate('tus', tus);
    await app.register(tusRoutes);

    let job: Cron | undefined;
    app.addHook('onReady', async () => {
      // unref: the job never keeps a process (or a test run) alive by itself; protect: runs never overlap.
      // Hourly by default (UPLOAD_EXPIRY_SCHEDULE): expired unfinished uploads are deleted from TUS_DIR.
      job = new Cron(app.config.jobSchedules.uploadExpiry, { unref: true, protect: true }, async () => {
        try {
          const removed = await tus.cleanUpExpiredUploads();
          if (removed > 0) app.log.info({ removed }, 'removed expired tus uploads');
        } catch (err) {
          app.log.warn({ err }, 'could not clean up expired tus uploads');
        }
      });
    });
    app.addHook('onClose', async () => job?.stop());
  },
  { name: 'tus', dependencies: ['db', 'season', 'uploads'] },
);

/** The routes, in their own scope: the body parser that reads nothing must not reach any other route. */
async function tusRoutes(app: FastifyInstance) {
  const tus = app.tus;
  // tus reads the raw request itself, whatever its type (PATCH bodies are application/offset+octet-stream, and tus
  // validates the type). So Fastify reads nothing: no body limit applies here, tus's maxSize does.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const handle = async (request: FastifyRequest<{ Params: { '*'?: string } }>, reply: FastifyReply) => {
    // Sessions are looked up before tus takes over, so a database failure is still answered by the error handler.
    const viewers = request.method === 'OPTIONS' ? [] : await viewerIds(app.db, request);
    if (request.method === 'HEAD') {
      const size = await finishedUploadSize(app.db, request.params['*'] ?? '', viewers);
      if (size !== undefined) return reply.code(200).headers(completeUploadHeaders(size)).send();
    }
    rememberCaller(request.raw, { viewers, log: request.log });
    // From here tus writes the answer; Fastify's onSend hooks (compression, headers) do not run.
    reply.hijack();
    reply.raw.setHeader('x-content-type-options', 'nosniff');
    reply.raw.setHeader('cache-control', 'no-store');
    // A refusal answered before the body was read closes the connection: read on briefly so the client sees it.
    lingerOnClose(request.raw);
    try {
      await tus.handle(request.raw, reply.raw);
    } catch (err) {
      request.log.error({ err }, 'tus could not answer');
      reply.raw.destroy();
    }
  };

  for (const url of [TUS_PATH, `${TUS_PATH}/*`]) {
    app.route({
      method: ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'],
      url,
      // Neither compress answers nor decompress bodies: tus streams the raw bytes.
      compress: false,
      decompress: false,
      handler: handle,
    });
  }
}
