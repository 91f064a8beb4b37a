import type { Kysely } from 'kysely';

// Previews of unsaved article drafts (issue 25 point 2, docs/adr/0032 "Preview"): the draft an editor is looking at,
// stored under a random token for about 30 minutes so the public pages — served by any API instance — can draw it.
// Only the token's SHA-256 is stored (like staff_file_links): the table alone opens no preview. A preview goes with
// its article.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('article_previews')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('article_id', 'integer', (col) => col.notNull().references('cms_articles.id').onDelete('cascade'))
    .addColumn('draft', 'text', (col) => col.notNull())
    .addColumn('staff_member_id', 'integer', (col) => col.references('staff_members.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  // Expired previews are removed by expiry; a new preview removes them.
  await db.schema.createIndex('article_previews_expiry_idx').on('article_previews').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('article_previews').execute();
}
