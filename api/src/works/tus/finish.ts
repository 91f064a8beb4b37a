import { stat } from 'node:fs/promises';
import type { FileStore } from '@tus/file-store';
import type { Upload } from '@tus/server';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Season } from '../../season/season.js';
import { workFileKinds } from '../../uploads/content-check.js';
import { sha256OfFile } from '../../uploads/file-hash.js';
import type { UploadStorage } from '../../uploads/storage.js';
import { checkWorkFile } from './content.js';
import { acceptedDeclaredType, storedFields } from './metadata.js';
import { storeWorkFile } from './store-file.js';
import { discardTusUpload, forgetTusUpload, tusDataPath } from './tus-files.js';

// onUploadFinish: the last byte of a work upload has arrived. The file is checked, then moved out of the tus
// folder into the private uploads storage with its `uploads` row; the tus folder keeps nothing of it. A refused
// or failed file is deleted with its tus upload: the client's next HEAD gets 404 and starts afresh, instead of
// finding a complete upload that has no row. (FileStore's expiry sweep would also delete a finished upload left
// in the folder: its info file never records the final offset.)

export interface FinishDeps {
  db: Kysely<Database>;
  season: Season;
  storage: UploadStorage;
  store: FileStore;
  /** Finishes in progress by upload id: a second finishing PATCH of the same upload shares the first's outcome. */
  inFlight: Map<string, Promise<void>>;
}

export function finishWorkUpload(deps: FinishDeps, upload: Upload, log: FastifyBaseLogger): Promise<void> {
  const running = deps.inFlight.get(upload.id);
  if (running) return running;
  const finishing = finish(deps, upload, log).finally(() => deps.inFlight.delete(upload.id));
  deps.inFlight.set(upload.id, finishing);
  return finishing;
}

async function finish(deps: FinishDeps, upload: Upload, log: FastifyBaseLogger): Promise<void> {
  const localPath = tusDataPath(deps.store, upload.id);
  try {
    const fields = storedFields(upload);
    // Only uploads created through our onUploadCreate reach here, which always writes these.
    if (!fields) throw new Error(`tus upload ${upload.id} has no server metadata`);
    // The season file may have changed since the upload was created (a restart with a new file).
    const step = deps.season.workStep(fields.group, fields.step);
    if (!step) throw new AppError(400, 'invalidParams', { params: { field: 'step' }, detail: `step ${fields.step} gone` });
    const declaredType = acceptedDeclaredType(step, fields);
    const checked = await checkWorkFile(localPath, step, declaredType, fields.filename);
    // Hashed here, before the move: the file is local whatever the storage (an object store gets it afterwards),
    // and these are the bytes the check accepted.
    const [{ size }, sha256] = await Promise.all([stat(localPath), sha256OfFile(localPath)]);
    const key = await storeWorkFile(deps.db, deps.storage, {
      localPath,
      tusId: upload.id,
      ownerUserId: fields.owner,
      kind: workFileKinds[declaredType],
      type: checked.type,
      size,
      originalName: fields.filename,
      durationMs: checked.durationMs,
      sha256,
    });
    log.info({ tusId: upload.id, key, size, durationMs: checked.durationMs }, 'work upload stored');
  } catch (error) {
    // The refusal (or the failure) is what the client must hear; a failed cleanup is for the log.
    await discardTusUpload(deps.store, upload.id).catch((err: unknown) => log.error({ err, tusId: upload.id }, 'could not remove a refused tus upload'));
    throw error;
  }
  // The bytes now live in storage under their row; a leftover info file would only take space (FileStore lists
  // an upload by its pair of files), so failing to remove it must not fail the upload.
  await forgetTusUpload(deps.store, upload.id).catch((err: unknown) => log.warn({ err, tusId: upload.id }, 'could not remove a tus info file'));
}
