import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ObjectStoreConfig } from '../config.js';
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from './limits.js';
import { chooseStore } from './choose-store.js';
import type { UploadStorage } from './storage.js';

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
    // The row of a temporary is found by its public id (commit.ts). Only asked about temporaries found, so a first
    // start (migrations run after ready) asks nothing: its uploads folder does not exist yet.
    const committedKey = async (publicId: string) =>
      (await app.db.selectFrom('uploads').select('storage_path').where('public_id', '=', publicId).executeTakeFirst())?.storage_path;
    // A failure here (a store out of reach) must not stop the server; the next start tries again.
    const sweep = async () => {
      const { finished, removed } = await store.sweep(committedKey).catch((err: unknown) => {
        app.log.warn({ err }, 'could not settle the upload temporaries a stop left');
        return { finished: 0, removed: 0 };
      });
      if (finished > 0) app.log.info({ finished }, 'moved into place the files of uploads committed before a crash');
      if (removed > 0) app.log.info({ removed }, 'removed stale upload temporaries');
    };
    app.addHook('onReady', async () => {
      if (store.awaitSweep) await sweep();
      else void sweep();
    });
    app.addHook('onClose', async () => store.close?.());
  },
  { name: 'uploads', dependencies: ['db'] },
);
