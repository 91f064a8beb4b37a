import type { Kysely } from 'kysely';
import { idType } from './columns.js';

// File links (issue 24, docs/adr/0030): a browser loads an ID card into <img> and a film into <video> without custom
// headers, so a staff session mints a short-lived link for one private file route. Only its SHA-256 is stored; it
// works while the session that minted it is live, for that one path, until it expires.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_file_links')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('session_id', 'integer', (col) => col.notNull().references('staff_sessions.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('staff_file_links_session_idx').on('staff_file_links').column('session_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_file_links').execute();
}
