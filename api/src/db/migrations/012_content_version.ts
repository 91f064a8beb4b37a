import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The public-answer cache (issue 13, docs/adr/0018): one counter that every write to a table behind a cached public
// answer moves, whoever writes — the server, `pnpm admin` in its own process, or SQL by hand — because the database
// itself moves it, in the writer's own transaction. A cached answer is served only while the counter is where it was
// when the answer was read.
export const CACHED_TABLES = [
  'articles',
  'prizes',
  'topics',
  'judges',
  'finalists',
  'winners',
  'partners',
  'gallery_images',
  'result_publications',
  'score_results',
] as const;

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_version')
    .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'integer', (col) => col.notNull())
    .execute();
  await sql`insert into content_version (id, version) values (1, 0)`.execute(db);
  if (isPostgres(db)) {
    await sql`create function bump_content_version() returns trigger language plpgsql as $$
      begin update content_version set version = version + 1 where id = 1; return null; end $$`.execute(db);
    for (const table of CACHED_TABLES) {
      // Once per statement: a seed of a hundred rows is one bump, not a hundred.
      await sql`create trigger ${sql.id(`${table}_bumps_content_version`)} after insert or update or delete or truncate
        on ${sql.table(table)} for each statement execute function bump_content_version()`.execute(db);
    }
    return;
  }
  // SQLite has neither statement-level nor multi-event triggers: one per event, per row.
  for (const table of CACHED_TABLES) {
    for (const event of ['insert', 'update', 'delete'] as const) {
      await sql`create trigger ${sql.id(`${table}_${event}_bumps_content_version`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin update content_version set version = version + 1 where id = 1; end`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of CACHED_TABLES) await sql`drop trigger if exists ${sql.id(`${table}_bumps_content_version`)} on ${sql.table(table)}`.execute(db);
    await sql`drop function if exists bump_content_version()`.execute(db);
  } else {
    for (const table of CACHED_TABLES) {
      for (const event of ['insert', 'update', 'delete']) await sql`drop trigger if exists ${sql.id(`${table}_${event}_bumps_content_version`)}`.execute(db);
    }
  }
  await db.schema.dropTable('content_version').execute();
}
