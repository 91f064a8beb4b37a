import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The season's calendar as data (issue 25 points 3 and 7, docs/adr/0040): the timeline an organizer saves in the back
// office, per season id, with the version each save moves. The season file stays the start and the fallback: a season
// without a row runs on its file's steps (version 1), so a new season is still a new file, whose calendar is then
// edited here. `steps` is the season file's `groups` steps as JSON ({"1": [...], "2": [...]}), checked by the season
// file's own rules before it is written and again when an instance reads it.
// Writes move the content version (migration 012): the public timeline's cached answers follow a save.

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('season_calendars')
    .addColumn('season_id', 'text', (col) => col.primaryKey())
    // 2 for the first save: 1 is the season file's calendar.
    .addColumn('version', 'integer', (col) => col.notNull().check(sql`version >= 2`))
    .addColumn('steps', 'text', (col) => col.notNull())
    // Real time of the save (ISO 8601 UTC).
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  if (isPostgres(db)) {
    // bump_content_version() is migration 012's.
    await sql`create trigger season_calendars_bumps_content_version after insert or update or delete or truncate
      on season_calendars for each statement execute function bump_content_version()`.execute(db);
    return;
  }
  for (const event of ['insert', 'update', 'delete'] as const) {
    await sql`create trigger ${sql.id(`season_calendars_${event}_bumps_content_version`)} after ${sql.raw(event)} on season_calendars
      begin update content_version set version = version + 1 where id = 1; end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Dropping the table drops its triggers in both dialects.
  await db.schema.dropTable('season_calendars').execute();
}
