import type { Transaction } from 'kysely';
import { isMediaOwner } from '@portal/contracts/media-rules';
import type { Database } from '../db/schema.js';
import { AppError } from '../lib/app-error.js';
import { isPostgres } from './store.js';

/**
 * Replaces the library images `owner` (`article:12`, `banner:3`) uses with `mediaIds`, in the caller's transaction —
 * the save of the article or banner itself — so a record and its uses change together. An image that is not (or no
 * longer) in the library is refused with 409 `mediaMissing` naming it, and nothing is written: the caller's
 * transaction rolls back with the throw. On PostgreSQL the images are read FOR SHARE, so a deletion that started
 * first finishes first (and this refuses), and one that comes later finds the use and is refused.
 */
export async function setMediaUses(trx: Transaction<Database>, owner: string, mediaIds: readonly number[]): Promise<void> {
  // A programming error, not a user's: owners are made by the features from their own ids.
  if (!isMediaOwner(owner)) throw new Error(`not a media owner: ${JSON.stringify(owner)}`);
  const ids = [...new Set(mediaIds)].sort((a, b) => a - b);
  if (ids.length > 0) {
    let query = trx.selectFrom('media_assets').select('id').where('id', 'in', ids).orderBy('id');
    if (isPostgres(trx)) query = query.forShare();
    const found = new Set((await query.execute()).map((row) => row.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) {
      throw new AppError(409, 'mediaMissing', { params: { ids: missing.map((id) => `#${id}`).join(', ') }, detail: `${owner}: missing ${missing.join(',')}` });
    }
  }
  await trx.deleteFrom('media_uses').where('owner', '=', owner).execute();
  if (ids.length > 0) await trx.insertInto('media_uses').values(ids.map((id) => ({ asset_id: id, owner }))).execute();
}
