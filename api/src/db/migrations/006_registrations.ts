import { sql, type Kysely } from 'kysely';
import { idType } from './columns.js';

// Team registration (issue 9). The rules that must hold under concurrency live in the schema, not in the handler:
// - one registration per account per season (unique season + user);
// - each person in one registration only, across both groups: unique season + normalized e-mail, and season +
//   normalized student ID, on the member rows;
// - the university cap: group_slots counts taken places and is only ever raised by a conditional UPDATE
//   (taken < cap) inside the registering transaction, which both dialects apply atomically.
// The schedule moved to the season file (seasons/*.json), so timeline_entries goes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('registrations')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('season', 'text', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('contest_group', 'text', (col) => col.notNull().check(sql`contest_group in ('secondary', 'university')`))
    .addColumn('team_name', 'text', (col) => col.notNull())
    .addColumn('topic_key', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('pending', 'passed', 'failed')`))
    // The organizer's reason for the latest decision; null while pending or passed without one.
    .addColumn('reason', 'text')
    // The language the team registered in: status mails are written in it.
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('registrations_season_user_uq', ['season', 'user_id'])
    .execute();
  await db.schema.createIndex('registrations_status_idx').on('registrations').columns(['season', 'contest_group', 'status']).execute();

  await db.schema
    .createTable('registration_members')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('registration_id', 'integer', (col) => col.notNull().references('registrations.id').onDelete('cascade'))
    .addColumn('season', 'text', (col) => col.notNull())
    // Order in the form, from 1.
    .addColumn('ordinal', 'integer', (col) => col.notNull())
    .addColumn('position', 'text', (col) => col.notNull().check(sql`position in ('captain', 'member')`))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('birth_date', 'text', (col) => col.notNull())
    .addColumn('school', 'text', (col) => col.notNull())
    .addColumn('student_id', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    // Normalized forms the uniqueness is judged on (lower-cased e-mail; NFKC, upper-cased, letters and digits only).
    .addColumn('email_key', 'text', (col) => col.notNull())
    .addColumn('student_id_key', 'text', (col) => col.notNull())
    // /uploads/… URIs of private images owned by the registering account.
    .addColumn('id_card_front', 'text', (col) => col.notNull())
    .addColumn('id_card_back', 'text', (col) => col.notNull())
    .addUniqueConstraint('registration_members_email_uq', ['season', 'email_key'])
    .addUniqueConstraint('registration_members_student_id_uq', ['season', 'student_id_key'])
    .execute();
  await db.schema.createIndex('registration_members_registration_idx').on('registration_members').column('registration_id').execute();

  await db.schema
    .createTable('registration_history')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('registration_id', 'integer', (col) => col.notNull().references('registrations.id').onDelete('cascade'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (col) => col.notNull())
    .addColumn('reason', 'text')
    // 'team' (the account submitted) or 'organizer'; actor_name says which organizer (the CLI's user).
    .addColumn('actor', 'text', (col) => col.notNull().check(sql`actor in ('team', 'organizer')`))
    .addColumn('actor_name', 'text')
    .addColumn('at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('registration_history_registration_idx').on('registration_history').column('registration_id').execute();

  await db.schema
    .createTable('group_slots')
    .addColumn('season', 'text', (col) => col.notNull())
    .addColumn('contest_group', 'text', (col) => col.notNull())
    .addColumn('taken', 'integer', (col) => col.notNull().check(sql`taken >= 0`))
    .addPrimaryKeyConstraint('group_slots_pk', ['season', 'contest_group'])
    .execute();

  await db.schema.dropTable('timeline_entries').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('group_slots').execute();
  await db.schema.dropTable('registration_history').execute();
  await db.schema.dropTable('registration_members').execute();
  await db.schema.dropTable('registrations').execute();
  // The schedule table comes back empty: its data lives in the season file now.
  await db.schema
    .createTable('timeline_entries')
    .addColumn('contest_group', 'text', (col) => col.notNull().check(sql`contest_group in ('secondary', 'university')`))
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
