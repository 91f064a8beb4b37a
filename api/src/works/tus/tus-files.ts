import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStore } from '@tus/file-store';
import { isTusId } from './constants.js';

// The two files FileStore keeps per upload in the tus folder: `<id>` (the bytes) and `<id>.json` (its info).
// FileStore.remove unlinks the bytes first and gives up when they are gone, leaving the info behind; these
// helpers remove whatever of the two is left.

/** Where an upload's bytes are. Throws for anything but an upload id, so no path can leave the folder. */
export function tusDataPath(store: FileStore, id: string): string {
  return join(store.directory, checkedId(id));
}

function checkedId(id: string): string {
  if (!isTusId(id)) throw new Error(`not a tus upload id: ${JSON.stringify(id)}`);
  return id;
}

const ignoreMissing = (error: unknown) => {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
};

/** Removes an upload's info file: after its bytes were moved into storage, or with them. */
export async function forgetTusUpload(store: FileStore, id: string): Promise<void> {
  // FileStore's info store (FileKvStore, `<id>.json`) throws on a missing file: gone is what we want.
  await store.configstore.delete(checkedId(id)).catch(ignoreMissing);
}

/** Removes both files of an upload, whichever exist: a refused or failed upload leaves nothing behind. */
export async function discardTusUpload(store: FileStore, id: string): Promise<void> {
  await unlink(tusDataPath(store, id)).catch(ignoreMissing);
  await forgetTusUpload(store, id);
}
