import { createHash } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { ReleaseVersionTable } from '../db/schema-releases.js';
import type { TreeFile } from './tree.js';
import { canonicalJson } from '../lib/canonical-json.js';

export { canonicalJson };

// The release record (issue 16, docs/adr/0024): what a published version is and what it was built from, as one
// canonical JSON document whose SHA-256 is the record's hash. Each remote's records form a chain: a record names the
// hash of the remote's previous record, so changing, removing or inserting a past record (a file hash, a commit, a
// version) breaks every link after it. The record is computed from the version's row, never stored as text beside it:
// whatever a column says now is what gets hashed.

export const RECORD_FORMAT = 'portal-release-record/1';

export type VersionRow = Selectable<ReleaseVersionTable>;

export interface ReleaseRecord {
  format: typeof RECORD_FORMAT;
  remote: string;
  version: string;
  commit: string;
  /** Built from a working tree with uncommitted changes to the build's inputs (`--allow-dirty`). */
  dirty: boolean;
  /** SHA-256 (hex) of pnpm-lock.yaml at `commit`. */
  lockfileSha256: string;
  /** SHA-256 (hex) over the sorted `<sha256>  <path>` lines of `files` (releases/tree.ts). */
  digest: string;
  files: TreeFile[];
  manifestUrl: string;
  routes: unknown;
  slots: unknown;
  publishedAt: string;
  publishedBy: string;
  /** `sha256:<hex>` of the remote's previous record, null for its first. */
  previous: string | null;
}

/** The fields of a version row that a record covers (all of them but the id and the record's own hash). */
export type RecordedFields = Omit<VersionRow, 'id' | 'record_sha256'>;

/** `sha256:<hex>`: how a record hash is written wherever people read it (the registry, the command line). */
export const recordRef = (hex: string) => `sha256:${hex}`;

/** The record of a row, or null for a version published before records began (migration 014). */
export function recordOf(row: RecordedFields): ReleaseRecord | null {
  if (row.source_commit === null || row.source_dirty === null || row.lockfile_sha256 === null) return null;
  return {
    format: RECORD_FORMAT,
    remote: row.remote,
    version: row.version,
    commit: row.source_commit,
    dirty: row.source_dirty === 1,
    lockfileSha256: row.lockfile_sha256,
    digest: row.digest,
    files: JSON.parse(row.files) as TreeFile[],
    manifestUrl: row.manifest_url,
    routes: JSON.parse(row.routes) as unknown,
    slots: row.slots === null ? null : (JSON.parse(row.slots) as unknown),
    publishedAt: row.published_at,
    publishedBy: row.published_by,
    previous: row.record_previous === null ? null : recordRef(row.record_previous),
  };
}

/** The record's hash: SHA-256 (hex) of its canonical JSON's UTF-8 bytes. */
export function recordHash(record: ReleaseRecord): string {
  return createHash('sha256').update(canonicalJson(record), 'utf8').digest('hex');
}

export type ChainCheck =
  | { intact: true; /** Records checked, the last one included. */ count: number }
  | { intact: false; /** The first version whose record does not hold. */ version: string; reason: string };

/**
 * Checks a remote's chain from its first record: each recorded row's hash must be its record's, and name the hash of
 * the recorded row before it. `rows` are the remote's versions in publishing order (id), up to the one that matters.
 * Versions published before records began come first and are skipped; one without a record after a recorded one
 * means a record was wiped.
 */
export function checkChain(rows: readonly VersionRow[]): ChainCheck {
  let previous: string | null = null;
  let count = 0;
  for (const row of rows) {
    const record = recordOf(row);
    if (!record || row.record_sha256 === null) {
      if (count === 0 && !record && row.record_sha256 === null && row.record_previous === null) continue;
      return { intact: false, version: row.version, reason: `${row.remote}@${row.version} has no complete record although records began before it (its record was removed)` };
    }
    const hash = recordHash(record);
    if (hash !== row.record_sha256) {
      return { intact: false, version: row.version, reason: `the record of ${row.remote}@${row.version} was changed after publishing: its fields hash to ${recordRef(hash)}, not to its recorded ${recordRef(row.record_sha256)}` };
    }
    if (row.record_previous !== previous) {
      const expected = previous === null ? 'none (it would be the first record)' : recordRef(previous);
      const named = row.record_previous === null ? 'none' : recordRef(row.record_previous);
      return { intact: false, version: row.version, reason: `${row.remote}@${row.version} names ${named} as the previous record, but the record before it is ${expected}: a record was removed, inserted or reordered` };
    }
    previous = row.record_sha256;
    count += 1;
  }
  return { intact: true, count };
}
