import { unlink } from 'node:fs/promises';
import { FileStore } from '@tus/file-store';
import { forgetTusUpload, tusDataPath } from './tus-files.js';

/**
 * FileStore on a folder several API instances share (TUS_DIR, docs/adr/0050), whose expiry job runs in every instance.
 * FileStore's own deleteExpired lists the expired uploads and removes them all with Promise.all: when two instances
 * run it at once, the slower one's removals throw (the bytes are gone), the whole pass rejects, and its count is lost.
 * Here the unlink of an upload's bytes is the claim: exactly one instance's unlink succeeds, and only that instance
 * counts the upload; an upload another instance already removed is skipped, not an error.
 */
export class SharedFolderFileStore extends FileStore {
  override async deleteExpired(): Promise<number> {
    const expiry = this.getExpiration();
    if (expiry <= 0) return 0;
    const now = Date.now();
    let removed = 0;
    for (const id of await this.configstore.list?.() ?? []) {
      // undefined: the info is gone (removed by another instance) or being written (a new upload): not expired.
      const info = await this.configstore.get(id);
      if (!info?.creation_date || info.size === info.offset) continue;
      if (now <= new Date(info.creation_date).getTime() + expiry) continue;
      if (await removeOnce(this, id)) removed += 1;
    }
    return removed;
  }
}

/** True when this call removed the upload's bytes; false when another instance had already. */
async function removeOnce(store: FileStore, id: string): Promise<boolean> {
  try {
    await unlink(tusDataPath(store, id));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await forgetTusUpload(store, id);
    return false;
  }
  await forgetTusUpload(store, id);
  return true;
}
