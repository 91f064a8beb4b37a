import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { idType } from './columns.js';

// Comment moderation (issue 25 point 6, docs/adr/0037).
// - comments: a staff reply is a comment whose author is a staff member instead of a team account, so it takes the
//   public list's order and paging as it is: `user_id` becomes nullable, `staff_member_id` is added, and exactly one
//   of them is set. `hidden_at` (null: visible) is what the public list filters on; `moderated_at` is the last
//   decision, so the back office's queue holds only comments reported since.
// - comment_moderation: every decision (hide, restore) with its reason and who made it, the reason kept here and not
//   in the audit log (which carries ids only).
// - comment_reports: one per reporter per comment (unique), a reason from a short list, and the reporter as a key: the
//   account (`user:<id>`) or, for a visitor, a keyed hash of the address (`ip:<hmac>`) — never the address itself.
//   The account is also a column, so the purge removes an account's reports with it.
// SQLite cannot drop a NOT NULL: `comments` is rebuilt there (https://www.sqlite.org/lang_altertable.html#otheralter),
// with its rows, ids and indexes; nothing refers to it before this migration.

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;
const oneAuthor = sql`(user_id is null) <> (staff_member_id is null)`;

async function commentIndexes(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('comments_article_idx').on('comments').columns(['article_id', 'created_at']).execute();
  // The per-user rate limit counts a user's recent comments.
  await db.schema.createIndex('comments_user_idx').on('comments').columns(['user_id', 'created_at']).execute();
}

async function rebuildSqliteComments(db: Kysely<unknown>): Promise<void> {
  await sql`create table comments_024 (
    id integer primary key,
    article_id integer not null references articles (id) on delete cascade,
    user_id integer references users (id) on delete cascade,
    staff_member_id integer references staff_members (id),
    content text not null,
    created_at text not null,
    hidden_at text,
    moderated_at text,
    constraint comments_one_author check (${oneAuthor})
  )`.execute(db);
  await sql`insert into comments_024 (id, article_id, user_id, content, created_at)
    select id, article_id, user_id, content, created_at from comments`.execute(db);
  await sql`drop table comments`.execute(db);
  await sql`alter table comments_024 rename to comments`.execute(db);
  await commentIndexes(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table comments alter column user_id drop not null`.execute(db);
    await sql`alter table comments add column staff_member_id integer references staff_members (id)`.execute(db);
    await sql`alter table comments add column hidden_at text`.execute(db);
    await sql`alter table comments add column moderated_at text`.execute(db);
    await sql`alter table comments add constraint comments_one_author check (${oneAuthor})`.execute(db);
  } else {
    await rebuildSqliteComments(db);
  }

  await db.schema
    .createTable('comment_moderation')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('comment_id', 'integer', (col) => col.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('action', 'text', (col) => col.notNull().check(sql`action in ('hide', 'restore')`))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('actor_kind', 'text', (col) => col.notNull().check(sql`actor_kind in ('staff', 'cli', 'system')`))
    .addColumn('staff_member_id', 'integer', (col) => col.references('staff_members.id'))
    .addColumn('actor_name', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('comment_moderation_comment_idx').on('comment_moderation').columns(['comment_id', 'id']).execute();

  await db.schema
    .createTable('comment_reports')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('comment_id', 'integer', (col) => col.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('reason', 'text', (col) => col.notNull().check(sql`reason in ('spam', 'abuse', 'personalData', 'offTopic', 'other')`))
    .addColumn('reporter_key', 'text', (col) => col.notNull())
    .addColumn('reporter_user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('comment_reports_once_uq', ['comment_id', 'reporter_key'])
    .execute();
  // The rate limit counts a reporter's recent reports.
  await db.schema.createIndex('comment_reports_reporter_idx').on('comment_reports').columns(['reporter_key', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('comment_reports').execute();
  await db.schema.dropTable('comment_moderation').execute();
  // Staff replies have no team account to keep them under: they go.
  await sql`delete from comments where user_id is null`.execute(db);
  if (isPostgres(db)) {
    await sql`alter table comments drop constraint comments_one_author`.execute(db);
    for (const column of ['moderated_at', 'hidden_at', 'staff_member_id']) await sql`alter table comments drop column ${sql.id(column)}`.execute(db);
    await sql`alter table comments alter column user_id set not null`.execute(db);
    return;
  }
  await sql`create table comments_003 (
    id integer primary key,
    article_id integer not null references articles (id) on delete cascade,
    user_id integer not null references users (id) on delete cascade,
    content text not null,
    created_at text not null
  )`.execute(db);
  await sql`insert into comments_003 (id, article_id, user_id, content, created_at) select id, article_id, user_id, content, created_at from comments`.execute(db);
  await sql`drop table comments`.execute(db);
  await sql`alter table comments_003 rename to comments`.execute(db);
  await commentIndexes(db);
}
