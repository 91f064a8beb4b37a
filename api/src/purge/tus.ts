import { readFile, readdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Upload } from '@tus/server';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { isTusId } from '../works/tus/constants.js';
import { uploadOwner } from '../works/tus/metadata.js';
import { chunks } from './chunks.js';

// Unfinished resumable uploads (TUS_DIR, two files each: `<id>` and `<id>.json`, FileStore's layout) carry their
// owner in the metadata the server wrote at creation (works/tus/metadata.ts), never a season. An upload is the
// season's when its owner is an account the purge deletes; once that account is gone, its uploads are orphans and
// any later run removes them, so a crash between the commit and this step only delays it.

const ignoreMissing = (error: unknown) => {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
};

interface TusUpload {
  id: string;
  owner: number;
}

/** Every upload in `dir` whose info names its owner. A missing folder has none. */
async function tusUploads(dir: string): Promise<TusUpload[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    ignoreMissing(error);
    return [];
  }
  const uploads: TusUpload[] = [];
  for (const name of names) {
    const id = name.endsWith('.json') ? name.slice(0, -'.json'.length) : '';
    if (!isTusId(id)) continue;
    let info: unknown;
    try {
      info = JSON.parse(await readFile(join(dir, name), 'utf8'));
    } catch {
      // Removed meanwhile (finished or expired), or half written: not ours to judge.
      continue;
    }
    if (typeof info !== 'object' || info === null) continue;
    // FileStore's own JSON of an Upload; uploadOwner checks the one field it reads.
    const owner = uploadOwner(info as Pick<Upload, 'metadata'>);
    if (owner !== undefined) uploads.push({ id, owner });
  }
  return uploads;
}

/** Ids of the uploads whose owner is in `owners` (the dry run), or no longer an account (after the commit). */
export async function seasonTusUploads(db: Kysely<Database>, dir: string, owners: ReadonlySet<number>): Promise<string[]> {
  const uploads = await tusUploads(dir);
  const existing = new Set<number>();
  for (const ids of chunks([...new Set(uploads.map((upload) => upload.owner))])) {
    for (const row of await db.selectFrom('users').select('id').where('id', 'in', ids).execute()) existing.add(row.id);
  }
  return uploads.filter((upload) => owners.has(upload.owner) || !existing.has(upload.owner)).map((upload) => upload.id);
}

/** Removes both files of each upload (whichever exist). */
export async function removeTusUploads(dir: string, ids: string[]): Promise<void> {
  for (const id of ids) {
    if (!isTusId(id)) continue;
    await unlink(join(dir, id)).catch(ignoreMissing);
    await unlink(join(dir, `${id}.json`)).catch(ignoreMissing);
  }
}
