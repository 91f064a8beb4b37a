// Tables of migration 013_personal_data_purges. Timestamps are ISO 8601 UTC strings.

export interface PersonalDataPurgeTable {
  season: string;
  due_at: string;
  purged_at: string;
  purged_by: string;
  /** JSON of PurgeCounts (purge/kinds.ts). */
  counts: string;
  files_done_at: string | null;
}

export interface PurgePendingFileTable {
  storage_path: string;
  season: string;
}
