import { sql, type Kysely } from 'kysely';
import { idType, localizedText } from './columns.js';

// The media library (issue 25 point 4, docs/adr/0035): an image uploaded once, its responsive variants (files under
// PUBLIC_MEDIA_DIR/lib, named by the original's hash), and where each image is used. The original itself is not kept
// (its metadata — GPS, camera, owner — must not survive anywhere): `bytes` and `mime` only say what it was.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media_assets')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    // The variants' names: the same picture uploaded twice is one asset.
    .addColumn('hash', 'text', (col) => col.notNull().unique())
    // As shown: upright by the EXIF orientation.
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addColumn('mime', 'text', (col) => col.notNull())
    .$call(localizedText('alt'))
    .addColumn('sample', 'integer', (col) => col.notNull().defaultTo(0))
    // Real time, as the audit log's: when it was uploaded, whatever the season's clock says.
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('actor_kind', 'text', (col) => col.notNull().check(sql`actor_kind in ('staff', 'cli', 'system')`))
    // The staff member (no foreign key: the library outlives staff accounts), or the command line's / seed's name.
    .addColumn('staff_id', 'integer')
    .addColumn('actor_name', 'text')
    .execute();
  await db.schema
    .createTable('media_variants')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('asset_id', 'integer', (col) => col.notNull().references('media_assets.id').onDelete('cascade'))
    .addColumn('format', 'text', (col) => col.notNull().check(sql`format in ('avif', 'webp', 'jpeg', 'png')`))
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    // `<hash>-<width>.<ext>` under PUBLIC_MEDIA_DIR/lib.
    .addColumn('file', 'text', (col) => col.notNull().unique())
    .addUniqueConstraint('media_variants_asset_format_width_uq', ['asset_id', 'format', 'width'])
    .execute();
  await db.schema
    .createTable('media_uses')
    // No cascade: the database itself refuses to delete an image something shows.
    .addColumn('asset_id', 'integer', (col) => col.notNull().references('media_assets.id'))
    // `<kind>:<id>` of the record that shows it (article:12, banner:3).
    .addColumn('owner', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('media_uses_pk', ['owner', 'asset_id'])
    .execute();
  await db.schema.createIndex('media_uses_asset_idx').on('media_uses').column('asset_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media_uses').execute();
  await db.schema.dropTable('media_variants').execute();
  await db.schema.dropTable('media_assets').execute();
}
