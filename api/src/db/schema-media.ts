import type { Generated } from 'kysely';
import type { Flag, Localized } from './schema-content.js';

// Tables of migration 022_media_library. Timestamps are ISO 8601 UTC strings.

export type MediaVariantFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export type MediaAssetTable = {
  id: Generated<number>;
  hash: string;
  width: number;
  height: number;
  bytes: number;
  mime: string;
  sample: Generated<Flag>;
  created_at: string;
  actor_kind: 'staff' | 'cli' | 'system';
  staff_id: number | null;
  actor_name: string | null;
} & Localized<'alt'>;

export interface MediaVariantTable {
  id: Generated<number>;
  asset_id: number;
  format: MediaVariantFormat;
  width: number;
  height: number;
  bytes: number;
  file: string;
}

export interface MediaUseTable {
  asset_id: number;
  owner: string;
}
