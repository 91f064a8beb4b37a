import type { Generated } from 'kysely';

// Tables of migration 011_releases. Timestamps are ISO 8601 UTC strings of the server's clock; JSON columns are text.

export type ReleaseAction = 'publish' | 'ramp' | 'promote' | 'window' | 'rollback' | 'gate';

export interface ReleaseVersionTable {
  id: Generated<number>;
  remote: string;
  version: string;
  manifest_url: string;
  /** JSON `{pc: string[], mobile: string[]}`. */
  routes: string;
  /** JSON `string[]`, or null when the version fills no slot. */
  slots: string | null;
  digest: string;
  /** JSON `[{path, sha256, size}]`, sorted by path. */
  files: string;
  published_at: string;
  published_by: string;
  // Provenance (migration 014_release_records): all null for a version published before it.
  /** The git commit the build was made from. */
  source_commit: string | null;
  /** 1: built from a working tree with uncommitted changes to the build's inputs; 0: clean. */
  source_dirty: number | null;
  /** SHA-256 (hex) of pnpm-lock.yaml at `source_commit`. */
  lockfile_sha256: string | null;
  /** `record_sha256` of the remote's previous recorded version; null for its first record. */
  record_previous: string | null;
  /** SHA-256 (hex) of the version's canonical record (api/src/releases/record.ts). */
  record_sha256: string | null;
}

export interface ReleaseStateTable {
  remote: string;
  stable_version: string | null;
  previous_stable: string | null;
  candidate_version: string | null;
  percent: number;
  window_from: string | null;
  window_to: string | null;
  revision: number;
  updated_at: string;
}

export interface ReleaseHistoryTable {
  id: Generated<number>;
  remote: string;
  action: ReleaseAction;
  version: string | null;
  percent: number | null;
  window_from: string | null;
  window_to: string | null;
  reason: string | null;
  /** An organizer's name, or 'health-gate'. */
  actor: string;
  at: string;
}

export interface ReleaseHealthTable {
  remote: string;
  version: string;
  loaded: number;
  failed_to_load: number;
  threw: number;
  since: string;
}
