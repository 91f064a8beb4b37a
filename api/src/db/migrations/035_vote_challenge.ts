import type { Kysely } from 'kysely';

// The proof-of-work challenge under pressure (issue 28, docs/adr/0014 "Challenge under pressure"):
// - `vote_codes.subnet`: the /24 (IPv4) or /48 (IPv6) a code was asked from, so the per-subnet threshold is one
//   indexed count shared by every API instance; `created_at` alone is indexed for the site-wide per-minute count.
// - `votes.subnet` and `votes.channel`: where a vote came from and how its contact was proved, for the per-film
//   threshold and the anomaly report. Neither is hashed into the chain (the public log does not show them). Null on
//   rows written before this migration.
// - `vote_challenge_solutions`: each accepted solution's challenge signature, so one solution is accepted once;
//   rows are useless after the challenge expires and are pruned by `expires_at`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('vote_codes').addColumn('subnet', 'text').execute();
  await db.schema.createIndex('vote_codes_subnet_idx').on('vote_codes').columns(['subnet', 'created_at']).execute();
  await db.schema.createIndex('vote_codes_created_idx').on('vote_codes').column('created_at').execute();
  await db.schema.alterTable('votes').addColumn('subnet', 'text').execute();
  await db.schema.alterTable('votes').addColumn('channel', 'text').execute();
  await db.schema.createIndex('votes_film_time_idx').on('votes').columns(['season', 'finalist_id', 'created_at']).execute();
  await db.schema
    .createTable('vote_challenge_solutions')
    .addColumn('signature', 'text', (col) => col.primaryKey())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('vote_challenge_solutions_expiry_idx').on('vote_challenge_solutions').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vote_challenge_solutions').execute();
  await db.schema.dropIndex('votes_film_time_idx').execute();
  await db.schema.alterTable('votes').dropColumn('channel').execute();
  await db.schema.alterTable('votes').dropColumn('subnet').execute();
  await db.schema.dropIndex('vote_codes_created_idx').execute();
  await db.schema.dropIndex('vote_codes_subnet_idx').execute();
  await db.schema.alterTable('vote_codes').dropColumn('subnet').execute();
}
