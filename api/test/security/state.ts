import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';

// "Nothing changed": a digest of every table the database has (read from its catalog, so a table added by a later
// migration is covered without anyone remembering it) and of every file under the data folder (uploads, tus,
// public media...), name, size and content.

export interface StateDigest {
  tables: Map<string, string>;
  files: Map<string, string>;
}

async function tableNames(db: Kysely<Database>, dialect: 'sqlite' | 'postgres'): Promise<string[]> {
  const query =
    dialect === 'sqlite'
      ? sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`
      : sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`;
  return (await query.execute(db)).rows.map((row) => row.name).sort();
}

const hash = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

async function tableDigest(db: Kysely<Database>, table: string): Promise<string> {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
  // Row order is not guaranteed without ORDER BY: the sorted lines are.
  return hash(rows.map((row) => JSON.stringify(row)).sort().join('\n'));
}

async function walk(dir: string, skip: (path: string) => boolean, into: Map<string, string>, root = dir): Promise<void> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (skip(path)) continue;
    if (entry.isDirectory()) await walk(path, skip, into, root);
    else into.set(relative(root, path), `${(await stat(path)).size} ${hash(await readFile(path))}`);
  }
}

/**
 * Every table's rows and every file under `dataDir`, except `skip` (the SQLite files themselves: their pages move
 * on reads and checkpoints; their rows are in `tables`).
 */
export async function digestState(db: Kysely<Database>, dialect: 'sqlite' | 'postgres', dataDir: string, skip: (path: string) => boolean): Promise<StateDigest> {
  const tables = new Map<string, string>();
  for (const table of await tableNames(db, dialect)) tables.set(table, await tableDigest(db, table));
  const files = new Map<string, string>();
  await walk(dataDir, skip, files);
  return { tables, files };
}

/** What differs: table names and file paths (added, removed or changed). Empty when nothing changed. */
export function stateDifferences(before: StateDigest, after: StateDigest): string[] {
  const differences: string[] = [];
  const compare = (kind: string, a: Map<string, string>, b: Map<string, string>) => {
    for (const key of new Set([...a.keys(), ...b.keys()])) {
      if (a.get(key) !== b.get(key)) differences.push(`${kind} ${key}: ${a.has(key) ? (b.has(key) ? 'changed' : 'removed') : 'added'}`);
    }
  };
  compare('table', before.tables, after.tables);
  compare('file', before.files, after.files);
  return differences.sort();
}
