import type { ColumnType, Generated } from 'kysely';
import type { UploadKind } from '../uploads/limits.js';

// Tables of migration 005_uploads. Timestamps are ISO 8601 UTC strings.

export interface UploadTable {
  id: Generated<number>;
  public_id: string;
  owner_user_id: number;
  kind: UploadKind;
  mime: string;
  ext: string;
  /** A `bigint` column: pg returns it as a string, SQLite as a number; the code converts with Number(). */
  size: ColumnType<number | string, number, number>;
  /** Relative to `<DATA_DIR>/uploads/`. */
  storage_path: string;
  original_name: string;
  created_at: string;
  /** The tus upload this file came from (work files, migration 007); null for multipart uploads. */
  tus_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** A film's duration read from the file, in ms (migration 007); null otherwise. */
  duration_ms: ColumnType<number | null, number | null | undefined, number | null>;
  /** SHA-256 (hex) of a work file, computed as it is stored (migration 030, the receipts); null otherwise. */
  sha256: ColumnType<string | null, string | null | undefined, string | null>;
}
