import { sql, type Kysely } from 'kysely';

// Provenance of published versions (issue 16, docs/adr/0024). Each version published from now on records what it
// was built from and a hash-chained record over its whole row:
// - `source_commit`: the git commit the build was made from (40 or 64 hex);
// - `source_dirty`: 1 when the working tree had uncommitted changes to the build's inputs (`--allow-dirty`), else 0;
// - `lockfile_sha256`: SHA-256 (hex) of pnpm-lock.yaml at that commit;
// - `record_previous`: `record_sha256` of the remote's previous recorded version, null for its first record;
// - `record_sha256`: SHA-256 (hex) of the canonical JSON of the row's fields and `record_previous`
//   (api/src/releases/record.ts). The registry serves it as `provenance`.
// Versions published before this migration keep all five null: they have no record.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('release_versions')
    .addColumn('source_commit', 'text')
    .execute();
  await db.schema
    .alterTable('release_versions')
    .addColumn('source_dirty', 'integer', (col) => col.check(sql`source_dirty in (0, 1)`))
    .execute();
  await db.schema.alterTable('release_versions').addColumn('lockfile_sha256', 'text').execute();
  await db.schema.alterTable('release_versions').addColumn('record_previous', 'text').execute();
  await db.schema.alterTable('release_versions').addColumn('record_sha256', 'text').execute();
  // A record has one successor at most: two publishes racing to extend the same chain cannot both succeed (the
  // state's compare-and-set already refuses the second; this holds even for a writer that skips it). NULLs (first
  // records, versions without a record) do not collide on either database.
  await db.schema.createIndex('release_versions_record_previous_uq').on('release_versions').column('record_previous').unique().execute();
  await db.schema.createIndex('release_versions_record_uq').on('release_versions').column('record_sha256').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('release_versions_record_uq').execute();
  await db.schema.dropIndex('release_versions_record_previous_uq').execute();
  for (const column of ['record_sha256', 'record_previous', 'lockfile_sha256', 'source_dirty', 'source_commit']) {
    await db.schema.alterTable('release_versions').dropColumn(column).execute();
  }
}
