import type { Kysely, Transaction } from 'kysely';
import type { MediaImageAttrs, MediaItem, MediaVariant } from '@portal/contracts/admin-media';
import type { Language } from '@portal/contracts/languages';
import type { Database } from '../db/schema.js';
import { variantUrl } from './files.js';
import { findAssets, usesOf, variantsOf, type AssetRow } from './store.js';

// The library's items as the API answers them, and the attributes other features put into their pages (a rich-text
// image node, a banner, a partner's logo): `src` is the fallback, `srcset` the WebP widths, which every browser the
// site supports decodes; `variants` lists AVIF too, for a `<picture>` that offers it first.

type Db = Kysely<Database> | Transaction<Database>;

const FALLBACK_FORMATS = new Set(['jpeg', 'png']);

function item(row: AssetRow, variants: MediaVariant[], uses: string[]): MediaItem {
  const webp = variants.filter((variant) => variant.format === 'webp');
  const fallback = variants.find((variant) => FALLBACK_FORMATS.has(variant.format)) ?? webp[webp.length - 1];
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    mime: row.mime,
    createdAt: row.created_at,
    createdBy: { kind: row.actor_kind, id: row.staff_id, name: row.actor_kind === 'staff' ? row.staff_name : row.actor_name },
    alt: { zhComplex: row.alt_zh_hk, zhSimple: row.alt_zh_cn, en: row.alt_en },
    src: fallback?.src ?? '',
    srcset: webp.map((variant) => `${variant.src} ${variant.width}w`).join(', '),
    variants,
    uses,
    sample: row.sample === 1,
  };
}

/** The library items of `ids` that exist, by id, each with its variants and uses. */
export async function findMediaItems(db: Db, ids: readonly number[]): Promise<Map<number, MediaItem>> {
  const rows = await findAssets(db, ids);
  const found = rows.map((row) => row.id);
  const [variants, uses] = await Promise.all([variantsOf(db, found), usesOf(db, found)]);
  return new Map(
    rows.map((row) => [
      row.id,
      item(
        row,
        variants
          .filter((variant) => variant.asset_id === row.id)
          .map(({ format, width, height, bytes, file }) => ({ format, width, height, bytes, src: variantUrl(file) })),
        uses.filter((use) => use.asset_id === row.id).map((use) => use.owner),
      ),
    ]),
  );
}

export async function findMediaItem(db: Db, id: number): Promise<MediaItem | undefined> {
  return (await findMediaItems(db, [id])).get(id);
}

/**
 * What a rich-text image node takes from a library item, in one language: `width` and `height` are the largest
 * variant's (the picture as served, never wider than 1600 px), which reserve its place before it loads.
 */
export function mediaImageAttrs(asset: MediaItem, language: Language): MediaImageAttrs {
  const largest = asset.variants.filter((variant) => variant.format === 'webp').reduce<MediaVariant | undefined>((a, b) => (a && a.width >= b.width ? a : b), undefined);
  return {
    mediaId: asset.id,
    src: asset.src,
    srcset: asset.srcset,
    width: largest?.width ?? asset.width,
    height: largest?.height ?? asset.height,
    alt: asset.alt[language].trim(),
  };
}
