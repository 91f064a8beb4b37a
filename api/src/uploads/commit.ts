import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { newPublicId, uploadFileName, uploadUri } from './names.js';
import type { ReceivedUpload } from './receive.js';
import { insertUploads, type NewUpload } from './records.js';
import type { UploadStorage } from './storage.js';

/**
 * Gives every received file its public id, writes the rows and moves the files into place in one
 * transaction: a failed rename rolls the rows back, and a failed commit removes the moved files, so
 * a row and its file exist together or not at all. Returns the files' addresses in upload order.
 * The caller still discards the temporaries on failure (a no-op for the ones moved).
 */
export async function commitUploads(
  db: Kysely<Database>,
  storage: UploadStorage,
  ownerUserId: number,
  { kind, files }: ReceivedUpload,
): Promise<string[]> {
  const entries = files.map((file) => {
    const publicId = newPublicId();
    const upload: NewUpload = {
      publicId,
      ownerUserId,
      kind,
      mime: file.type.mime,
      ext: file.type.ext,
      size: file.temp.size,
      storagePath: uploadFileName(publicId, file.type.ext),
      originalName: file.originalName,
    };
    return { temp: file.temp, upload };
  });
  const moved: string[] = [];
  try {
    await db.transaction().execute(async (trx) => {
      await insertUploads(trx, entries.map((entry) => entry.upload));
      for (const { temp, upload } of entries) {
        await storage.commit(temp, upload.storagePath);
        moved.push(upload.storagePath);
      }
    });
  } catch (error) {
    await Promise.all(moved.map((key) => storage.remove(key)));
    throw error;
  }
  return entries.map(({ upload }) => uploadUri(upload.publicId, upload.ext));
}
