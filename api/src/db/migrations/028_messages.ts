import { sql, type Kysely } from 'kysely';
import { idType } from './columns.js';

// Messages (issue 26, docs/adr/0041): every mail and SMS the portal sends is a row here before it is delivered, so
// a send survives a restart and a failing provider, and the back office shows what was delivered and what failed.
// - `status`: queued → sending → sent, or back to queued with `next_attempt_at` after a failure, or dead once the
//   retries are spent (`last_error` says why). A row is claimed by one instance with a conditional update of its
//   status, so each message goes out once however many instances run.
// - `dedupe_key` (unique, null allowed): at most one message per key ever (a reminder per person per rule, a
//   broadcast per recipient), whichever instance enqueues it.
// - `params` is the template's JSON; it and `to_address` are personal data that the purge removes with the season.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('messages')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('channel', 'text', (col) => col.notNull().check(sql`channel in ('email', 'sms')`))
    .addColumn('to_address', 'text', (col) => col.notNull())
    .addColumn('lang', 'text', (col) => col.notNull())
    .addColumn('params', 'text', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('dedupe_key', 'text', (col) => col.unique())
    .addColumn('broadcast_id', 'integer')
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('queued', 'sending', 'sent', 'dead')`))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('claimed_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  // The delivery loop's question: what is queued and due.
  await db.schema.createIndex('messages_due_idx').on('messages').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('messages_broadcast_idx').on('messages').columns(['broadcast_id', 'status']).execute();
  await db.schema.createIndex('messages_user_idx').on('messages').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('messages').execute();
}
