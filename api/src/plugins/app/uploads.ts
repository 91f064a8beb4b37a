import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ObjectStoreConfig } from '../../config.js';
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from '../../uploads/limits.js';
import { chooseStore } from '../../uploads/choose-store.js';
import type { UploadStorage } from '../../uploads/storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    uploadStorage: UploadStorage;
    uploadLimits: UploadLimits;
  }
}

export interface UploadsPluginOptions {
  dataDir: string;
  limits: UploadLimits | undefined;
  /** UPLOAD_STORE=s3: files in this bucket, shared by every instance; undefined → `<DATA_DIR>/uploads`. */
  objectStore?: ObjectStoreConfig | undefined;
}

/** The private store of uploaded files (disk or an S3 bucket) and the size limits, shared by the upload routes. */
export const uploadsPlugin = fp<UploadsPluginOptions>(
  async (app: FastifyInstance, { dataDir, limits, objectStore }) => {
    const store = await chooseStore(dataDir, objectStore);
    app.decorate('uploadStorage', store.storage);
    app.decorate('uploadLimits', limits ?? DEFAULT_UPLOAD_LIMITS);
    // A failure here (a store out of reach) must not stop the server.
    const sweep = async () => {
      const removed = await store.sweep().catch((err: unknown) => {
        app.log.warn({ err }, 'could not sweep stale upload temporaries');
        return 0;
      });
      if (removed > 0) app.log.info({ removed }, 'removed stale upload temporaries');
    };
    app.addHook('onReady', async () => {
      if (store.awaitSweep) await sweep();
      else void sweep();
    });
    app.addHook('onClose', async () => store.close?.());
  },
  { name: 'uploads' },
);
