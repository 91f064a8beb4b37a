import { sql, type Kysely } from 'kysely';
import { idType } from './columns.js';

// Judging in the browser (issue 27, docs/adr/0047). Rounds, rubrics, panels and days are the season file's; these
// tables hold what people do in a round. Scores are integer hundredths of a point, timestamps ISO 8601 UTC strings.
// - `judging_entries`: what a round judges, numbered 1… within the round (the neutral name a blind judge sees):
//   a submitted work (screening) or a finalist (finals), with the registration behind it (for conflicts).
// - `judging_assignments`: which judge scores which entry (and through which panel, if any).
// - `judging_sheets`: one per judge and round — draft while they score, submitted (locked, with the SHA-256 of its
//   canonical content) once they submit; an organizer's reopening keeps who, when and why.
// - `judging_scores`: a sheet's cells, one per entry and criterion.
// - `judging_conflicts`: a judge's declared conflict with a team (its registration) or a school (as typed, and folded).
// - `judging_shortlists`: each shortlist applied from a screening round, with the digest of the ranking it came from.
// - `staff_members.lang`: the language a staff member last used in the back office (reminders are mailed in it).
// - `result_publications.sheet_hashes`: the submitted sheets a publication's table came from (canonical JSON).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('judging_entries')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('season', 'text', (col) => col.notNull())
    .addColumn('contest_group', 'text', (col) => col.notNull())
    .addColumn('round', 'text', (col) => col.notNull())
    .addColumn('number', 'integer', (col) => col.notNull())
    .addColumn('work_id', 'integer', (col) => col.references('works.id'))
    .addColumn('finalist_id', 'integer', (col) => col.references('finalists.id'))
    .addColumn('registration_id', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('judging_entries_subject_ck', sql`(work_id is null) <> (finalist_id is null)`)
    .addUniqueConstraint('judging_entries_number_uq', ['season', 'contest_group', 'round', 'number'])
    .addUniqueConstraint('judging_entries_work_uq', ['season', 'contest_group', 'round', 'work_id'])
    .addUniqueConstraint('judging_entries_finalist_uq', ['season', 'contest_group', 'round', 'finalist_id'])
    .execute();
  await db.schema
    .createTable('judging_assignments')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('entry_id', 'integer', (col) => col.notNull().references('judging_entries.id').onDelete('cascade'))
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff_members.id').onDelete('cascade'))
    .addColumn('panel', 'text')
    .addColumn('assigned_at', 'text', (col) => col.notNull())
    .addColumn('assigned_by', 'text', (col) => col.notNull())
    .addUniqueConstraint('judging_assignments_uq', ['entry_id', 'staff_id'])
    .execute();
  await db.schema.createIndex('judging_assignments_staff_idx').on('judging_assignments').columns(['staff_id', 'entry_id']).execute();
  await db.schema
    .createTable('judging_sheets')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('season', 'text', (col) => col.notNull())
    .addColumn('contest_group', 'text', (col) => col.notNull())
    .addColumn('round', 'text', (col) => col.notNull())
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff_members.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('draft', 'submitted')`))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('submitted_at', 'text')
    .addColumn('hash', 'text')
    .addColumn('reopened_at', 'text')
    .addColumn('reopened_by', 'text')
    .addColumn('reopen_reason', 'text')
    .addUniqueConstraint('judging_sheets_uq', ['season', 'contest_group', 'round', 'staff_id'])
    .execute();
  await db.schema
    .createTable('judging_scores')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('sheet_id', 'integer', (col) => col.notNull().references('judging_sheets.id').onDelete('cascade'))
    .addColumn('entry_id', 'integer', (col) => col.notNull().references('judging_entries.id').onDelete('cascade'))
    .addColumn('criterion', 'text', (col) => col.notNull())
    .addColumn('score_centi', 'integer', (col) => col.notNull().check(sql`score_centi >= 0`))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('judging_scores_cell_uq', ['sheet_id', 'entry_id', 'criterion'])
    .execute();
  await db.schema
    .createTable('judging_conflicts')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('season', 'text', (col) => col.notNull())
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff_members.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('team', 'school')`))
    .addColumn('registration_id', 'integer')
    .addColumn('school', 'text')
    .addColumn('school_key', 'text')
    .addColumn('entry_id', 'integer', (col) => col.references('judging_entries.id').onDelete('set null'))
    .addColumn('note', 'text')
    .addColumn('declared_at', 'text', (col) => col.notNull())
    .addCheckConstraint('judging_conflicts_subject_ck', sql`(kind = 'team' and registration_id is not null) or (kind = 'school' and school_key is not null)`)
    .execute();
  await db.schema.createIndex('judging_conflicts_staff_idx').on('judging_conflicts').columns(['season', 'staff_id']).execute();
  await db.schema
    .createTable('judging_shortlists')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('season', 'text', (col) => col.notNull())
    .addColumn('contest_group', 'text', (col) => col.notNull())
    .addColumn('round', 'text', (col) => col.notNull())
    .addColumn('digest', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('applied_at', 'text', (col) => col.notNull())
    .addColumn('applied_by', 'text', (col) => col.notNull())
    .execute();
  await db.schema.alterTable('staff_members').addColumn('lang', 'text').execute();
  await db.schema.alterTable('result_publications').addColumn('sheet_hashes', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('result_publications').dropColumn('sheet_hashes').execute();
  await db.schema.alterTable('staff_members').dropColumn('lang').execute();
  for (const table of ['judging_shortlists', 'judging_conflicts', 'judging_scores', 'judging_sheets', 'judging_assignments', 'judging_entries']) {
    await db.schema.dropTable(table).execute();
  }
}
