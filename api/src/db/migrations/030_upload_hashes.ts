import type { Kysely } from 'kysely';

// Receipts (issue 26.4, docs/adr/0045): the SHA-256 of a work file, computed once when the file is stored, so the
// receipt mailed at submission and the one the personal center shows name the very bytes the organizers hold.
// Null for files stored before this migration and for multipart uploads (images), which no receipt names.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('uploads').addColumn('sha256', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('uploads').dropColumn('sha256').execute();
}
