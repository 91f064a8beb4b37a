import { sql, type Kysely } from 'kysely';
import { idType, localizedText } from './columns.js';

// Content of the public pages. Articles have one row per language (a language version has its
// own id, comments and list position) joined by translation_key; display tables have one row
// per item with a text column per language, like timeline_entries. Booleans are 0/1 integers
// so both dialects read the same values.
const groupCheck = sql`contest_group in ('secondary', 'university')`;
const sampleCheck = sql`sample in (0, 1)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('articles')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('translation_key', 'text', (col) => col.notNull())
    .addColumn('lang', 'text', (col) => col.notNull().check(sql`lang in ('zh-hk', 'zh-cn', 'en-us')`))
    .addColumn('cid', 'integer', (col) => col.notNull().check(sql`cid between 1 and 7`))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('abstract', 'text', (col) => col.notNull())
    .addColumn('cover', 'text')
    // A JSON array of plain-text paragraphs (a paragraph may hold single line breaks).
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('sample', 'integer', (col) => col.notNull().check(sampleCheck))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('articles_translation_uq', ['translation_key', 'lang'])
    .execute();
  await db.schema.createIndex('articles_list_idx').on('articles').columns(['lang', 'cid', 'created_at']).execute();

  await db.schema
    .createTable('comments')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('article_id', 'integer', (col) => col.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('comments_article_idx').on('comments').columns(['article_id', 'created_at']).execute();
  // The per-user rate limit counts a user's recent comments.
  await db.schema.createIndex('comments_user_idx').on('comments').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('prizes')
    .addColumn('contest_group', 'text', (col) => col.notNull().check(groupCheck))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('prize_rank', 'text', (col) =>
      col.notNull().check(sql`prize_rank in ('champion', 'second', 'third', 'merit', 'mostActiveSchool')`),
    )
    .addColumn('amount_hkd', 'integer')
    .addColumn('award_count', 'integer', (col) => col.notNull())
    .$call(localizedText('title'))
    .$call(localizedText('extras'))
    .addPrimaryKeyConstraint('prizes_pk', ['contest_group', 'position'])
    .execute();

  await db.schema
    .createTable('topics')
    .addColumn('contest_group', 'text', (col) => col.notNull().check(groupCheck))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('topic_key', 'text', (col) => col.notNull().unique())
    .$call(localizedText('title'))
    .$call(localizedText('summary'))
    .addPrimaryKeyConstraint('topics_pk', ['contest_group', 'position'])
    .execute();

  await db.schema
    .createTable('judges')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('photo', 'text')
    .addColumn('sample', 'integer', (col) => col.notNull().check(sampleCheck))
    .$call(localizedText('name'))
    .$call(localizedText('title'))
    .execute();

  await db.schema
    .createTable('finalists')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('contest_group', 'text', (col) => col.notNull().check(groupCheck))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('sample', 'integer', (col) => col.notNull().check(sampleCheck))
    .$call(localizedText('team_name'))
    .$call(localizedText('school'))
    .$call(localizedText('work_title'))
    .execute();

  await db.schema
    .createTable('winners')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('contest_group', 'text', (col) => col.notNull().check(groupCheck))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('award_date', 'text', (col) => col.notNull())
    .addColumn('sample', 'integer', (col) => col.notNull().check(sampleCheck))
    .$call(localizedText('contest'))
    .$call(localizedText('award'))
    .$call(localizedText('school'))
    .$call(localizedText('team_name'))
    // JSON array of member names.
    .$call(localizedText('members'))
    .$call(localizedText('work_title'))
    .execute();

  await db.schema
    .createTable('partners')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('role', 'text', (col) =>
      col.notNull().check(sql`role in ('organizer', 'coOrganizer', 'supporter', 'media')`),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('logo', 'text', (col) => col.notNull())
    .addColumn('url', 'text')
    .addColumn('sample', 'integer', (col) => col.notNull().check(sampleCheck))
    .$call(localizedText('name'))
    .execute();

  await db.schema
    .createTable('gallery_images')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('contest', 'integer', (col) => col.notNull().check(sql`contest in (1, 2)`))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('src', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .$call(localizedText('caption'))
    .execute();
}

const tables = ['gallery_images', 'partners', 'winners', 'finalists', 'judges', 'topics', 'prizes', 'comments', 'articles'];

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) await db.schema.dropTable(table).execute();
}
