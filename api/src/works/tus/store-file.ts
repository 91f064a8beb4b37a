import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AcceptedType } from '../../uploads/content-check.js';
import type { UploadKind } from '../../uploads/limits.js';
import { newPublicId, uploadFileName } from '../../uploads/names.js';
import type { UploadStorage } from '../../uploads/storage.js';

// A checked work file becomes an object in the private storage and an `uploads` row (migrations 005 and 007),
// together or not at all.

export interface CheckedUpload {
  /** The finished file in the tus folder. */
  localPath: string;
  tusId: string;
  ownerUserId: number;
  kind: UploadKind;
  type: AcceptedType;
  size: number;
  originalName: string;
  durationMs: number | null;
  /** The file's SHA-256 (hex), for the receipts. */
  sha256: string;
}

/**
 * Moves the file into storage, then inserts its row; a failed insert removes the moved file again. So no row ever
 * names a missing file, and no file outlives a failure. The move is not inside a transaction: with object storage
 * it is a multi-GB upload, and SQLite has a single connection that an open transaction would hold all that time,
 * stalling every other request. The row is found later by its tus id (`userWork/add`). Returns the storage key.
 */
export async function storeWorkFile(db: Kysely<Database>, storage: UploadStorage, upload: CheckedUpload): Promise<string> {
  const publicId = newPublicId();
  const key = uploadFileName(publicId, upload.type.ext);
  await storage.importFile(upload.localPath, key);
  try {
    await db
      .insertInto('uploads')
      .values({
        public_id: publicId,
        owner_user_id: upload.ownerUserId,
        kind: upload.kind,
        mime: upload.type.mime,
        ext: upload.type.ext,
        size: upload.size,
        storage_path: key,
        original_name: upload.originalName,
        created_at: new Date().toISOString(),
        tus_id: upload.tusId,
        duration_ms: upload.durationMs,
        sha256: upload.sha256,
      })
      .execute();
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
  return key;
}
