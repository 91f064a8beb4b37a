import { sql, type Kysely } from 'kysely';
import { idType } from './columns.js';

// Broadcasts and unsubscribing (issue 26 point 6, docs/adr/0046).
// - `broadcasts`: one row per message an organizer sent — the three languages' texts and the audience as JSON, the
//   counts at the moment of sending, who sent it. Its mails are rows of `messages` (migration 028) carrying its id,
//   so delivery is counted there. No participant's data: kept with the season's operations record.
// - `mail_preferences`: one row per account that received non-essential mail — the random token its unsubscribe
//   link carries (the link names no id) and, once used, when the person opted out. Personal: purged with the account.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('broadcasts')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('season', 'text', (col) => col.notNull())
    .addColumn('texts', 'text', (col) => col.notNull())
    .addColumn('audience', 'text', (col) => col.notNull())
    .addColumn('recipients', 'integer', (col) => col.notNull())
    .addColumn('opted_out', 'integer', (col) => col.notNull())
    // The audit actor: a staff member's id, or the operator's name at the command line.
    .addColumn('sent_by_staff_id', 'integer', (col) => col.references('staff_members.id'))
    .addColumn('sent_by_name', 'text')
    .addColumn('sent_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('broadcasts_sent_idx').on('broadcasts').column('sent_at').execute();

  await db.schema
    .createTable('mail_preferences')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('token', 'text', (col) => col.notNull().unique())
    .addColumn('opted_out_at', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint('mail_preferences_token_length', sql`length(token) >= 32`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_preferences').execute();
  await db.schema.dropTable('broadcasts').execute();
}
