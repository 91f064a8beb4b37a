import type { Kysely, Transaction } from 'kysely';
import { PostgresAdapter } from 'kysely';
import type { MediaListQuery } from '@portal/contracts/admin-media';
import { fetchPage } from '../content/paging.js';
import type { Database } from '../db/schema.js';
import { containsPattern, lowerLike } from '../lib/contains.js';

// The library's rows: assets (with the name of the staff member who uploaded each, as it is now), their variants and
// their uses.

type Db = Kysely<Database> | Transaction<Database>;

export const MEDIA_PAGE_SIZE = 24;

export const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

const assets = (db: Db) =>
  db
    .selectFrom('media_assets')
    .leftJoin('staff_members', 'staff_members.id', 'media_assets.staff_id')
    .selectAll('media_assets')
    .select('staff_members.name as staff_name');

export type AssetRow = Awaited<ReturnType<ReturnType<typeof assets>['executeTakeFirstOrThrow']>>;

export const findAsset = (db: Db, id: number) => assets(db).where('media_assets.id', '=', id).executeTakeFirst();

export const findAssetIdByHash = async (db: Db, hash: string) =>
  (await db.selectFrom('media_assets').select('id').where('hash', '=', hash).executeTakeFirst())?.id;

export async function findAssets(db: Db, ids: readonly number[]): Promise<AssetRow[]> {
  if (ids.length === 0) return [];
  return assets(db).where('media_assets.id', 'in', [...ids]).orderBy('media_assets.id').execute();
}

/** A page of the library, newest first, searched in the three alt texts. */
export async function listAssets(db: Db, query: MediaListQuery) {
  const page = { page_no: query.page_no ?? 1, page_size: query.page_size ?? MEDIA_PAGE_SIZE };
  let filtered = db.selectFrom('media_assets');
  const search = query.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    filtered = filtered.where((eb) =>
      eb.or([lowerLike(eb.ref('alt_zh_hk'), pattern), lowerLike(eb.ref('alt_zh_cn'), pattern), lowerLike(eb.ref('alt_en'), pattern)]),
    );
  }
  const { rows, count } = await fetchPage(filtered, page, (q) => q.select('id').orderBy('id', 'desc'));
  return { ids: rows.map((row) => row.id), count, ...page };
}

export async function variantsOf(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('media_variants').selectAll().where('asset_id', 'in', [...ids]).orderBy('asset_id').orderBy('width').orderBy('format').execute();
}

export async function usesOf(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('media_uses').selectAll().where('asset_id', 'in', [...ids]).orderBy('owner').execute();
}
