import { sql, type Kysely } from 'kysely';
import { idType } from './columns.js';

// Works (issue 10). A team has at most one work per submission step (unique registration + step): a new file for
// the same step replaces the earlier one until the deadline. "Not submitted" is the absence of a row.
// Work files are `uploads` rows like ID-card images (private to their owner); a tus upload becomes one when it
// completes and passes its checks, remembered by its tus id so `userWork/add` can name it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('uploads').addColumn('tus_id', 'text').execute();
  // Milliseconds, for films (read from the file); null for documents and images.
  await db.schema.alterTable('uploads').addColumn('duration_ms', 'integer').execute();
  await db.schema.createIndex('uploads_tus_id_uq').on('uploads').column('tus_id').unique().execute();

  await db.schema
    .createTable('works')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('season', 'text', (col) => col.notNull())
    .addColumn('registration_id', 'integer', (col) => col.notNull().references('registrations.id').onDelete('cascade'))
    // A `works` entry's step key of the season file (videoSubmission, preliminarySubmission, finalProposal, slides).
    .addColumn('step', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('topic_key', 'text', (col) => col.notNull())
    // The current file; the replaced one is deleted with its row.
    .addColumn('upload_id', 'integer', (col) => col.notNull().references('uploads.id'))
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('submitted', 'underReview', 'shortlisted', 'notShortlisted')`),
    )
    // When the team ticked the entry statement (SPEC §5), for the record.
    .addColumn('statement_accepted_at', 'text', (col) => col.notNull())
    .addColumn('submitted_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('works_registration_step_uq', ['registration_id', 'step'])
    .addUniqueConstraint('works_upload_uq', ['upload_id'])
    .execute();
  await db.schema.createIndex('works_status_idx').on('works').columns(['season', 'step', 'status']).execute();

  await db.schema
    .createTable('work_history')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('work_id', 'integer', (col) => col.notNull().references('works.id').onDelete('cascade'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (col) => col.notNull())
    // A replaced file's name, or the organizer's note.
    .addColumn('note', 'text')
    .addColumn('actor', 'text', (col) => col.notNull().check(sql`actor in ('team', 'organizer')`))
    .addColumn('actor_name', 'text')
    .addColumn('at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('work_history_work_idx').on('work_history').column('work_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('work_history').execute();
  await db.schema.dropTable('works').execute();
  await db.schema.dropIndex('uploads_tus_id_uq').execute();
  await db.schema.alterTable('uploads').dropColumn('duration_ms').execute();
  await db.schema.alterTable('uploads').dropColumn('tus_id').execute();
}
