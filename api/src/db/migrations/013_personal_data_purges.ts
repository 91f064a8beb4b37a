import type { Kysely } from 'kysely';

// The personal-data purge (issue 14, SPEC §9, docs/adr/0021):
// - `personal_data_purges`: one row per season whose personal data was destroyed: when, by whom (the scheduled job or
//   an organizer) and how many of each kind (JSON). Its primary key is also the purge's lock: the instance whose
//   insert wins does the work, and every later run, on any instance, sees the row and does nothing;
// - `purge_pending_files`: the stored files of rows the purge deleted, written in the same transaction and removed
//   one by one once the file is gone, so a crash after the commit leaves a list to finish instead of unreachable files.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('personal_data_purges')
    .addColumn('season', 'text', (col) => col.primaryKey())
    // The season's personalDataUntil as an instant: the purge never ran before it.
    .addColumn('due_at', 'text', (col) => col.notNull())
    // The server's clock (PORTAL_NOW in demos) when the rows went.
    .addColumn('purged_at', 'text', (col) => col.notNull())
    // 'scheduler' or the organizer's name.
    .addColumn('purged_by', 'text', (col) => col.notNull())
    // JSON: rows and files per kind, and what became of the vote key.
    .addColumn('counts', 'text', (col) => col.notNull())
    // When the last pending file was removed; null while some remain.
    .addColumn('files_done_at', 'text')
    .execute();

  await db.schema
    .createTable('purge_pending_files')
    // An upload storage key (`<random id>.<ext>`): nothing personal, and gone once the file is.
    .addColumn('storage_path', 'text', (col) => col.primaryKey())
    .addColumn('season', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('purge_pending_files').execute();
  await db.schema.dropTable('personal_data_purges').execute();
}
