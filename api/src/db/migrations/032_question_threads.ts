import { sql, type Kysely } from 'kysely';
import { idType } from './columns.js';

// Question threads (issue 26 point 7, docs/adr/0044): one private thread per team account with the organizers.
// - `question_threads`: one row per account (unique user_id). `lang` is the language the team last wrote in (answers
//   are mailed in it). `awaiting_answer` is 1 while the latest message is the team's; `team_read_at` / `staff_read_at`
//   are the read markers of each side (the team's unread answers are the staff messages after its marker).
// - `question_messages`: the team's messages (no staff member) and the staff's answers (the member, or the CLI's name).
// - `question_attachments`: a message's files, each an upload the team made and owns (checked by content there).
// All three are personal data, deleted with the account by the season's purge.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('question_threads')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().unique().references('users.id'))
    .addColumn('lang', 'text', (col) => col.notNull())
    .addColumn('awaiting_answer', 'integer', (col) => col.notNull().check(sql`awaiting_answer in (0, 1)`))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_message_at', 'text', (col) => col.notNull())
    .addColumn('answered_at', 'text')
    .addColumn('team_read_at', 'text')
    .addColumn('staff_read_at', 'text')
    .execute();
  // The inbox's order: unanswered first, then the latest message.
  await db.schema.createIndex('question_threads_inbox_idx').on('question_threads').columns(['awaiting_answer', 'last_message_at']).execute();
  await db.schema
    .createTable('question_messages')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('thread_id', 'integer', (col) => col.notNull().references('question_threads.id'))
    .addColumn('author', 'text', (col) => col.notNull().check(sql`author in ('team', 'staff')`))
    .addColumn('staff_member_id', 'integer', (col) => col.references('staff_members.id'))
    // An answer given with `pnpm admin questions answer`: the command line's --by (no staff account behind it).
    .addColumn('actor_name', 'text')
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('question_messages_author_ck', sql`author = 'staff' or (staff_member_id is null and actor_name is null)`)
    .execute();
  await db.schema.createIndex('question_messages_thread_idx').on('question_messages').columns(['thread_id', 'id']).execute();
  await db.schema
    .createTable('question_attachments')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('message_id', 'integer', (col) => col.notNull().references('question_messages.id'))
    .addColumn('upload_id', 'integer', (col) => col.notNull().references('uploads.id'))
    .addColumn('ordinal', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('question_attachments_message_idx').on('question_attachments').columns(['message_id', 'ordinal']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('question_attachments').execute();
  await db.schema.dropTable('question_messages').execute();
  await db.schema.dropTable('question_threads').execute();
}
