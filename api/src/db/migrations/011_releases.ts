import { sql, type Kysely } from 'kysely';
import { idType } from './columns.js';

// Staged releases of remotes (issue 12, docs/adr/0017). The database, not the registry file, says which version of
// a remote visitors get, so several API instances agree. What must hold lives in the schema:
// - a published version is one row per (remote, version), with the digest of its whole file tree: immutability is
//   checked against it;
// - one state row per remote, changed only by compare-and-set on `revision` (organizers and the health gate never
//   interleave); a share is 0–100 and a window has both ends or none;
// - health counters per (remote, version), bumped by one upsert per beacon; no visitor, IP or id is stored.
const actions = sql`action in ('publish', 'ramp', 'promote', 'window', 'rollback', 'gate')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('release_versions')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('remote', 'text', (col) => col.notNull())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('manifest_url', 'text', (col) => col.notNull())
    // JSON: {pc: string[], mobile: string[]} and string[] | null, as the registry carries them.
    .addColumn('routes', 'text', (col) => col.notNull())
    .addColumn('slots', 'text')
    // SHA-256 (hex) over the sorted "<sha256>  <path>" lines of `files`, the JSON list of {path, sha256, size}.
    .addColumn('digest', 'text', (col) => col.notNull())
    .addColumn('files', 'text', (col) => col.notNull())
    .addColumn('published_at', 'text', (col) => col.notNull())
    .addColumn('published_by', 'text', (col) => col.notNull())
    .addUniqueConstraint('release_versions_remote_version_uq', ['remote', 'version'])
    .execute();

  await db.schema
    .createTable('release_state')
    .addColumn('remote', 'text', (col) => col.primaryKey())
    .addColumn('stable_version', 'text')
    .addColumn('previous_stable', 'text')
    .addColumn('candidate_version', 'text')
    .addColumn('percent', 'integer', (col) => col.notNull().defaultTo(0).check(sql`percent between 0 and 100`))
    .addColumn('window_from', 'text')
    .addColumn('window_to', 'text')
    .addColumn('revision', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint('release_state_window_ck', sql`(window_from is null) = (window_to is null)`)
    .execute();

  await db.schema
    .createTable('release_history')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('remote', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull().check(actions))
    .addColumn('version', 'text')
    .addColumn('percent', 'integer')
    .addColumn('window_from', 'text')
    .addColumn('window_to', 'text')
    .addColumn('reason', 'text')
    // An organizer's name, or 'health-gate'.
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('release_history_remote_idx').on('release_history').columns(['remote', 'id']).execute();

  await db.schema
    .createTable('release_health')
    .addColumn('remote', 'text', (col) => col.notNull())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('loaded', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('failed_to_load', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('threw', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('since', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('release_health_pk', ['remote', 'version'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('release_health').execute();
  await db.schema.dropTable('release_history').execute();
  await db.schema.dropTable('release_state').execute();
  await db.schema.dropTable('release_versions').execute();
}
