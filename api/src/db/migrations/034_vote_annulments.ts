import { sql, type Kysely } from 'kysely';
import { idType } from './columns.js';

// Annulled votes (issue 28 point 4, docs/adr/0049). A vote is never deleted: an organizer's annulment is a new entry
// of the season's chain, taking the next seq from `vote_chain_heads` as a vote does, and naming the annulled vote's
// seq. The entries live beside `votes` rather than in it: a vote row keeps its NOT NULL finalist and contact, and
// every count keeps reading `votes`, minus the seqs named here.
// - `reason` is the public kind (in the chain and the public log); `note` is the organizer's free text (staff only).
// - unique (season, seq): no fork, as for votes (the head row's lock is what hands out each seq once);
//   unique (season, annulled_seq): a vote is annulled at most once, even by two organizers at the same moment.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vote_annulments')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('season', 'text', (col) => col.notNull())
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('prev_hash', 'text', (col) => col.notNull())
    .addColumn('hash', 'text', (col) => col.notNull())
    .addColumn('annulled_seq', 'integer', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull().check(sql`reason in ('burst', 'duplicate', 'fraud', 'other')`))
    .addColumn('note', 'text', (col) => col.notNull())
    // Who, as the organizers' own record shows it (`Ada (staff #3)` or the command line's --by); the audit log has the actor.
    .addColumn('annulled_by', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('vote_annulments_season_seq_uq', ['season', 'seq'])
    .addUniqueConstraint('vote_annulments_season_annulled_uq', ['season', 'annulled_seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vote_annulments').execute();
}
