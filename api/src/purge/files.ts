import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { UploadStorage } from '../uploads/storage.js';
import { chunks } from './chunks.js';
import { removeTusUploads, seasonTusUploads } from './tus.js';

// Files go after the rows. The purge's transaction deletes the `uploads` rows and lists their files in
// `purge_pending_files`; after the commit, each file is removed (disk or S3, through the storage interface) and then
// its line. A crash in between leaves lines, never a row naming a missing file; any later run (on any instance)
// finishes them. Removing a file that is already gone is not an error, so two instances finishing together is safe.

export interface FileSteps {
  db: Kysely<Database>;
  storage: UploadStorage;
  tusDir: string;
  /** The server's clock, for `files_done_at`. */
  now: () => Date;
}

export interface FilesFinished {
  storedFiles: number;
  unfinishedUploads: number;
}

/** Removes every listed file, then the lines of those removed, a slice at a time; answers how many. */
async function removePendingFiles({ db, storage }: FileSteps): Promise<number> {
  const pending = (await db.selectFrom('purge_pending_files').select('storage_path').orderBy('storage_path').execute()).map((row) => row.storage_path);
  // One DELETE per slice rather than per file: on SQLite each commit is a sync (5,400 files took 11 s one by one).
  for (const keys of chunks(pending, 100)) {
    for (const key of keys) await storage.remove(key);
    await db.deleteFrom('purge_pending_files').where('storage_path', 'in', keys).execute();
  }
  return pending.length;
}

/**
 * Finishes every purge whose files are not all gone: the listed stored files, then the unfinished uploads of the
 * deleted accounts. Does nothing (and reads no folder) when every purge is complete.
 */
export async function finishPurgedFiles(steps: FileSteps): Promise<FilesFinished> {
  const open = await steps.db.selectFrom('personal_data_purges').select('season').where('files_done_at', 'is', null).execute();
  if (open.length === 0) return { storedFiles: 0, unfinishedUploads: 0 };
  const storedFiles = await removePendingFiles(steps);
  const orphans = await seasonTusUploads(steps.db, steps.tusDir, new Set());
  await removeTusUploads(steps.tusDir, orphans);
  await steps.db
    .updateTable('personal_data_purges')
    .set({ files_done_at: steps.now().toISOString() })
    .where('season', 'in', open.map((row) => row.season))
    .where('files_done_at', 'is', null)
    .execute();
  return { storedFiles, unfinishedUploads: orphans.length };
}
