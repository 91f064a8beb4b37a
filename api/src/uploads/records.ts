import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import type { UploadKind } from './limits.js';

// The `uploads` table (migration 005_uploads).

export interface NewUpload {
  publicId: string;
  ownerUserId: number;
  kind: UploadKind;
  mime: string;
  ext: string;
  size: number;
  storagePath: string;
  originalName: string;
}

export interface UploadRecord {
  id: number;
  publicId: string;
  ownerUserId: number;
  kind: UploadKind;
  mime: string;
  ext: string;
  size: number;
  storagePath: string;
  originalName: string;
}

export async function insertUploads(trx: Transaction<Database>, uploads: NewUpload[], now: Date = new Date()): Promise<void> {
  if (uploads.length === 0) return;
  await trx
    .insertInto('uploads')
    .values(
      uploads.map((u) => ({
        public_id: u.publicId,
        owner_user_id: u.ownerUserId,
        kind: u.kind,
        mime: u.mime,
        ext: u.ext,
        size: u.size,
        storage_path: u.storagePath,
        original_name: u.originalName,
        created_at: now.toISOString(),
      })),
    )
    .execute();
}

/** The upload with this public id and extension, whoever owns it; callers check the owner. */
export async function findUpload(db: Kysely<Database>, publicId: string, ext: string): Promise<UploadRecord | undefined> {
  const row = await db
    .selectFrom('uploads')
    .selectAll()
    .where('public_id', '=', publicId)
    .where('ext', '=', ext)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    publicId: row.public_id,
    ownerUserId: row.owner_user_id,
    kind: row.kind,
    mime: row.mime,
    ext: row.ext,
    // pg returns bigint as a string; every size fits a double exactly.
    size: Number(row.size),
    storagePath: row.storage_path,
    originalName: row.original_name,
  };
}
