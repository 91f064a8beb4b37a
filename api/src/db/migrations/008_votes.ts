import { sql, type Kysely } from 'kysely';
import { idType } from './columns.js';

// The public vote (issue 11). Rules that must survive concurrency live in the schema:
// - one vote per verified contact per season: unique (season, contact_hash); the contact is kept only as an HMAC
//   with a server secret, never in clear;
// - the votes form one hash chain per season: each row holds the previous row's hash and its own; the chain head
//   (vote_chain_heads) is updated in the voting transaction, which serializes appends on both dialects.
// Codes are kept like account codes: a salted hash, never the code; the contact as its HMAC.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vote_codes')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('season', 'text', (col) => col.notNull())
    .addColumn('contact_hash', 'text', (col) => col.notNull())
    .addColumn('channel', 'text', (col) => col.notNull().check(sql`channel in ('sms', 'email')`))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('vote_codes_contact_idx').on('vote_codes').columns(['contact_hash', 'created_at']).execute();
  await db.schema.createIndex('vote_codes_ip_idx').on('vote_codes').columns(['ip', 'created_at']).execute();

  await db.schema
    .createTable('votes')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('season', 'text', (col) => col.notNull())
    // A finalist film (finalists.id, group 1).
    .addColumn('finalist_id', 'integer', (col) => col.notNull().references('finalists.id'))
    .addColumn('contact_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    // Position in the season's chain, from 1; with prev_hash and hash, the public log's row.
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('prev_hash', 'text', (col) => col.notNull())
    .addColumn('hash', 'text', (col) => col.notNull())
    .addUniqueConstraint('votes_season_contact_uq', ['season', 'contact_hash'])
    .addUniqueConstraint('votes_season_seq_uq', ['season', 'seq'])
    .execute();
  await db.schema.createIndex('votes_finalist_idx').on('votes').columns(['season', 'finalist_id']).execute();

  await db.schema
    .createTable('vote_chain_heads')
    .addColumn('season', 'text', (col) => col.primaryKey())
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('head_hash', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vote_chain_heads').execute();
  await db.schema.dropTable('votes').execute();
  await db.schema.dropTable('vote_codes').execute();
}
