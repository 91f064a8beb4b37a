import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from '../../uploads/limits.js';
import { createDiskStorage, sweepStaleTemps, uploadsDir, type UploadStorage } from '../../uploads/storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    uploadStorage: UploadStorage;
    uploadLimits: UploadLimits;
  }
}

export interface UploadsPluginOptions {
  dataDir: string;
  limits: UploadLimits | undefined;
}

// Longer than any upload can take (the client's timeout is 6,000,000 ms, 100 minutes).
const STALE_TEMP_MS = 24 * 60 * 60 * 1000;

/** The private store of uploaded files (`<DATA_DIR>/uploads/`) and the size limits, shared by the upload routes. */
export const uploadsPlugin = fp<UploadsPluginOptions>(
  async (app: FastifyInstance, { dataDir, limits }) => {
    const dir = uploadsDir(dataDir);
    app.decorate('uploadStorage', createDiskStorage(dir));
    app.decorate('uploadLimits', limits ?? DEFAULT_UPLOAD_LIMITS);
    // Temporaries a crashed process left behind; a failure here must not stop the server.
    app.addHook('onReady', async () => {
      const removed = await sweepStaleTemps(dir, STALE_TEMP_MS).catch((err: unknown) => {
        app.log.warn({ err }, 'could not sweep stale upload temporaries');
        return 0;
      });
      if (removed > 0) app.log.info({ removed }, 'removed stale upload temporaries');
    });
  },
  { name: 'uploads' },
);
