import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { parseUploadFileName, uploadFileName, uploadUri } from './names.js';
import type { ReceivedUpload } from './receive.js';
import { insertUploads, type NewUpload } from './records.js';
import type { UploadStorage } from './storage.js';

/**
 * Stores received files for good: commits their rows, then moves each file into place, then answers their addresses
 * in upload order. A row and its file exist together or not at all, also across a crash (issue 14):
 * - the rows are committed first, each under its temporary's id as public id; a crash after that commit leaves
 *   temporaries whose rows exist, and the next start moves them into place (finishInterruptedCommits) before it
 *   listens. Moving first and committing after, as before, left files without rows when a crash came in between;
 * - the files' bytes are on disk before the commit (writeTemp syncs them) and each move is synced, so after an
 *   answer, a power loss keeps the files as well as the rows (SQLite runs with synchronous = FULL);
 * - on an error, nothing stays: the temporaries are discarded, and rows already committed are deleted with the
 *   files moved so far. Only when that delete fails too are the rows and temporaries left as after a crash, for the
 *   next start to finish.
 * The temporaries are this function's to discard, whatever happens.
 */
export async function commitUploads(
  db: Kysely<Database>,
  storage: UploadStorage,
  ownerUserId: number,
  { kind, files }: ReceivedUpload,
): Promise<string[]> {
  const discardAll = () => Promise.all(files.map((file) => storage.discard(file.temp)));
  const entries = files.map((file) => {
    const publicId = file.temp.id;
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
  try {
    if (entries.some(({ upload }) => !parseUploadFileName(upload.storagePath))) throw new Error('a temporary id is not a public id');
    await db.transaction().execute((trx) => insertUploads(trx, entries.map((entry) => entry.upload)));
  } catch (error) {
    await discardAll();
    throw error;
  }
  const moved: string[] = [];
  try {
    for (const { temp, upload } of entries) {
      await storage.commit(temp, upload.storagePath);
      moved.push(upload.storagePath);
    }
  } catch (error) {
    const publicIds = entries.map((entry) => entry.upload.publicId);
    const undone = await db
      .deleteFrom('uploads')
      .where('public_id', 'in', publicIds)
      .execute()
      .then(() => true)
      .catch(() => false);
    if (undone) await Promise.all([...moved.map((key) => storage.remove(key)), discardAll()]);
    throw error;
  }
  return entries.map(({ upload }) => uploadUri(upload.publicId, upload.ext));
}
