import { sql, type Kysely } from 'kysely';
import { idType } from './columns.js';

// Scoring and winners (issue 11): the jury's score sheets, each publication of a group's result with its table, and
// the link from a public winner row to the publication that wrote it. What must hold lives in the schema:
// - one score per judge, finalist and criterion of a season: unique (season, finalist_id, judge, criterion);
// - scores are integer hundredths within 0..100 (the criterion's own range is checked on import);
// - a publication's table has one row per finalist and one finalist per rank.
const groupCheck = sql`contest_group in ('secondary', 'university')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jury_scores')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('season', 'text', (col) => col.notNull())
    .addColumn('contest_group', 'text', (col) => col.notNull().check(groupCheck))
    .addColumn('judge', 'text', (col) => col.notNull())
    .addColumn('finalist_id', 'integer', (col) => col.notNull().references('finalists.id'))
    .addColumn('criterion', 'text', (col) => col.notNull())
    .addColumn('score_centi', 'integer', (col) => col.notNull().check(sql`score_centi between 0 and 10000`))
    .addColumn('imported_at', 'text', (col) => col.notNull())
    .addColumn('imported_by', 'text', (col) => col.notNull())
    .addUniqueConstraint('jury_scores_cell_uq', ['season', 'finalist_id', 'judge', 'criterion'])
    .execute();
  await db.schema.createIndex('jury_scores_group_idx').on('jury_scores').columns(['season', 'contest_group']).execute();

  await db.schema
    .createTable('result_publications')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('season', 'text', (col) => col.notNull())
    .addColumn('contest_group', 'text', (col) => col.notNull().check(groupCheck))
    .addColumn('published_by', 'text', (col) => col.notNull())
    .addColumn('published_at', 'text', (col) => col.notNull())
    .addColumn('formula_version', 'text', (col) => col.notNull())
    .addColumn('digest', 'text', (col) => col.notNull())
    .addColumn('results_on', 'text', (col) => col.notNull())
    .addColumn('most_active_school', 'text')
    .addColumn('most_active_films', 'integer')
    .execute();
  await db.schema
    .createIndex('result_publications_group_idx')
    .on('result_publications')
    .columns(['season', 'contest_group', 'id'])
    .execute();

  await db.schema
    .createTable('score_results')
    .addColumn('publication_id', 'integer', (col) => col.notNull().references('result_publications.id').onDelete('cascade'))
    .addColumn('finalist_id', 'integer', (col) => col.notNull().references('finalists.id'))
    .addColumn('rank', 'integer', (col) => col.notNull())
    .addColumn('jury_centi', 'integer', (col) => col.notNull())
    .addColumn('vote_centi', 'integer')
    .addColumn('votes', 'integer')
    .addColumn('proposal_centi', 'integer')
    .addColumn('presentation_centi', 'integer')
    .addColumn('final_centi', 'integer', (col) => col.notNull())
    .addColumn('award', 'text', (col) => col.check(sql`award in ('champion', 'second', 'third', 'merit')`))
    .addPrimaryKeyConstraint('score_results_pk', ['publication_id', 'finalist_id'])
    .addUniqueConstraint('score_results_rank_uq', ['publication_id', 'rank'])
    .execute();

  // Seeded winner rows keep both null (placeholders); published rows name their season and publication, so a new
  // publication replaces exactly the rows of the one before and the display route can hold them to their day.
  await db.schema.alterTable('winners').addColumn('season', 'text').execute();
  await db.schema.alterTable('winners').addColumn('publication_id', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('winners').dropColumn('publication_id').execute();
  await db.schema.alterTable('winners').dropColumn('season').execute();
  await db.schema.dropTable('score_results').execute();
  await db.schema.dropTable('result_publications').execute();
  await db.schema.dropTable('jury_scores').execute();
}
