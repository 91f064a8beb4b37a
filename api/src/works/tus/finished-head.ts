import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isTusId } from './constants.js';

// A finished work upload has left the tus folder (finish.ts), so tus itself would answer its HEAD with 404, and a
// client whose last PATCH answer was lost (a cut at 100 %) would start the whole file again. Its `uploads` row
// remembers it: HEAD answers the owner "complete", and tus-js-client then reports success.

/** The size of the caller's finished upload with this tus id, or undefined (not finished, not theirs). */
export async function finishedUploadSize(db: Kysely<Database>, tusId: string, viewers: readonly number[]): Promise<number | undefined> {
  if (viewers.length === 0 || !isTusId(tusId)) return undefined;
  const row = await db.selectFrom('uploads').select(['size', 'owner_user_id']).where('tus_id', '=', tusId).executeTakeFirst();
  // pg returns bigint as a string.
  return row && viewers.includes(row.owner_user_id) ? Number(row.size) : undefined;
}

/** The headers of a HEAD answer for a complete upload (tus 1.0.0: offset equals length). */
export function completeUploadHeaders(size: number): Record<string, string> {
  return {
    'tus-resumable': '1.0.0',
    'upload-offset': String(size),
    'upload-length': String(size),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  };
}
