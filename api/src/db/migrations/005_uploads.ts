import type { Kysely } from 'kysely';
import { idType } from './columns.js';

// Uploaded files (POST /api/upload/image). The bytes live in `<DATA_DIR>/uploads/`, never under a
// public folder; a row exists exactly while its file does. Timestamps are ISO 8601 UTC text, as in 002_accounts.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    // 128 random bits in base64url: the file's address is /uploads/<public_id>.<ext>.
    .addColumn('public_id', 'text', (col) => col.notNull().unique())
    // Only the owner may read the file; deleting the user deletes the rows (the files are swept by the operator).
    .addColumn('owner_user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // 'image' | 'video' | 'document': the `type` field the file was uploaded as.
    .addColumn('kind', 'text', (col) => col.notNull())
    // Detected from the content, never taken from the client.
    .addColumn('mime', 'text', (col) => col.notNull())
    .addColumn('ext', 'text', (col) => col.notNull())
    // Bytes; bigint because a video may pass 2^31 - 1 on PostgreSQL.
    .addColumn('size', 'bigint', (col) => col.notNull())
    // Relative to the uploads folder, so the folder can move.
    .addColumn('storage_path', 'text', (col) => col.notNull())
    // The name the file had on the user's device, sanitized; for display and downloads only.
    .addColumn('original_name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('uploads_owner_idx').on('uploads').column('owner_user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('uploads').execute();
}
