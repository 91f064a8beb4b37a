import type { Kysely } from 'kysely';

// Finalist media and the team behind a finalist (issue 11, point 4 and the winner record of SPEC §3):
// - `poster` and `video`: public /media/ URLs of copies an organizer made with `pnpm admin finalists media`
//   (never a link to the private upload store); null until then;
// - `registration_id`: the registration the finalist is, so a published winner row can name its members. Set null
//   when the registration goes (retention purge), and unique: one registration is one finalist at most.
// Added columns only, no table rebuild, so SQLite keeps every row and the votes and scores that point at them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('finalists').addColumn('poster', 'text').execute();
  await db.schema.alterTable('finalists').addColumn('video', 'text').execute();
  await db.schema
    .alterTable('finalists')
    .addColumn('registration_id', 'integer', (col) => col.references('registrations.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('finalists_registration_uq').unique().on('finalists').column('registration_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('finalists_registration_uq').execute();
  await db.schema.alterTable('finalists').dropColumn('registration_id').execute();
  await db.schema.alterTable('finalists').dropColumn('video').execute();
  await db.schema.alterTable('finalists').dropColumn('poster').execute();
}
