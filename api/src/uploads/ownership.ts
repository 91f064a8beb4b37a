import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { isInside } from '../lib/inside.js';
import type { UploadKind } from './limits.js';
import { parseUploadUri } from './names.js';
import { findUpload } from './records.js';
import { uploadsDir } from './storage.js';

// For code that accepts an upload's address from a user (registration: student ID images, works):
// the address must name a file this user uploaded, of the expected kind.

export interface OwnedUpload {
  id: number;
  publicId: string;
  kind: UploadKind;
  mime: string;
  storagePath: string;
}

/** The upload behind `uri` (`/uploads/<public id>.<ext>`) when `userId` owns it (and it is of `kind`); else undefined. */
export async function findOwnedUpload(
  db: Kysely<Database>,
  userId: number,
  uri: string,
  kind?: UploadKind,
): Promise<OwnedUpload | undefined> {
  const parsed = parseUploadUri(uri);
  if (!parsed) return undefined;
  const upload = await findUpload(db, parsed.publicId, parsed.ext);
  if (!upload || upload.ownerUserId !== userId || (kind !== undefined && upload.kind !== kind)) return undefined;
  return { id: upload.id, publicId: upload.publicId, kind: upload.kind, mime: upload.mime, storagePath: upload.storagePath };
}

/** Where a stored file is on disk (for the organizer CLI). Throws for a path that would leave the uploads folder. */
export function absoluteUploadPath(dataDir: string, storagePath: string): string {
  const dir = uploadsDir(dataDir);
  const path = join(dir, storagePath);
  if (!isInside(dir, path)) {
    throw new Error(`storage path leaves the uploads folder: ${JSON.stringify(storagePath)}`);
  }
  return path;
}
