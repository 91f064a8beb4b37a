import { sql, type Kysely } from 'kysely';

// Migrations see the schema as it was when they were written, not today's `Database` type.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('seed_runs')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('ran_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('timeline_entries')
    .addColumn('contest_group', 'text', (col) =>
      col.notNull().check(sql`contest_group in ('secondary', 'university')`),
    )
    .addColumn('step', 'integer', (col) => col.notNull())
    .addColumn('title_zh_hk', 'text', (col) => col.notNull())
    .addColumn('title_zh_cn', 'text', (col) => col.notNull())
    .addColumn('title_en', 'text', (col) => col.notNull())
    .addColumn('start_date', 'text')
    .addColumn('end_date', 'text')
    .addColumn('date_note_zh_hk', 'text')
    .addColumn('date_note_zh_cn', 'text')
    .addColumn('date_note_en', 'text')
    .addPrimaryKeyConstraint('timeline_entries_pk', ['contest_group', 'step'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('timeline_entries').execute();
  await db.schema.dropTable('seed_runs').execute();
}
