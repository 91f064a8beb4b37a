import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { chunks } from '../../purge/chunks.js';

// The cleaned copies of blind PDF and PPTX files (docs/adr/0047 "Blind files") are a cache in each instance's data
// folder, named by the upload's public id (random, never reused — unlike a SQLite row id after a purge emptied the
// table). They are personal data like the uploads they were made from, so they go when those go: the season's purge
// (docs/adr/0021) sweeps every copy whose upload row is gone; a copy that is missing is made again on the next view.

export const blindCopiesDir = (dataDir: string) => join(dataDir, 'judging-blind');

/** `<public id>.<ext>` in the copies' folder. */
export const blindCopyPath = (dataDir: string, publicId: string, ext: string) => join(blindCopiesDir(dataDir), `${publicId}.${ext}`);

/** Removes every cleaned copy (and leftover temporary) whose upload no longer exists; answers how many went. */
export async function removeOrphanBlindCopies(db: Kysely<Database>, dataDir: string): Promise<number> {
  const dir = blindCopiesDir(dataDir);
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  if (names.length === 0) return 0;
  // Public ids are base64url: the first dot ends one (`<id>.pdf`, `<id>.pdf.<pid>.<time>.tmp`).
  const publicIdOf = (name: string) => name.split('.')[0] ?? name;
  const live = new Set<string>();
  for (const ids of chunks([...new Set(names.map(publicIdOf))])) {
    for (const row of await db.selectFrom('uploads').select('public_id').where('public_id', 'in', ids).execute()) live.add(row.public_id);
  }
  const orphans = names.filter((name) => !live.has(publicIdOf(name)));
  // force: another instance sharing the folder may have removed it first.
  for (const name of orphans) await rm(join(dir, name), { force: true });
  return orphans.length;
}
