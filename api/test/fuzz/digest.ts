import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { App } from '../../src/app.js';

// A digest of every table: per part, its row count and a hash of its rows' content. A part is a table, or one of
// the counter columns below, digested apart from its table so a refusal that only counts an attempt can be told
// from one that changes anything else.
//
// Reading every row after every request costs about a millisecond on the seeded database; most requests write
// nothing. So the tables are read again only when the database reports a write since the last digest: SQLite's
// total_changes() on the server's one connection (every row it inserted, updated or deleted, triggers included), or
// PostgreSQL's WAL insert position (any logged write in the cluster moves it). Otherwise the last digest stands.

/** Columns that count failed attempts: each is its own part (`table.column`). */
export const COUNTER_COLUMNS: Record<string, readonly string[]> = {
  email_codes: ['attempts'],
  vote_codes: ['attempts'],
};

export type Digest = Map<string, string>;

export interface DigestReader {
  read(): Promise<Digest>;
  /** The tables it covers (every table of the database, read once when the reader is made). */
  tables: readonly string[];
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function digestReader(app: App): Promise<DigestReader> {
  const sqlite = app.dbSqlite;
  if (sqlite) {
    const tables = (sqlite.prepare(`select name from sqlite_master where type = 'table' order by name`).all() as { name: string }[]).map((row) => row.name);
    // Statements prepared once: a digest runs after every request, so it must cost well under a millisecond.
    const statements = tables.map((table) => {
      const columns = (sqlite.prepare(`select name from pragma_table_info(?)`).all(table) as { name: string }[]).map((row) => row.name);
      const counters = COUNTER_COLUMNS[table] ?? [];
      const kept = columns.filter((column) => !counters.includes(column));
      const rowid = table === 'sqlite_sequence' ? 'name' : 'rowid';
      return {
        table,
        parts: [
          { name: table, select: sqlite.prepare(`select ${kept.map(quote).join(', ')} from ${quote(table)} order by ${rowid}`).raw() },
          ...counters.map((column) => ({ name: `${table}.${column}`, select: sqlite.prepare(`select ${quote(column)} from ${quote(table)} order by rowid`).raw() })),
        ],
      };
    });
    const writes = sqlite.prepare('select total_changes()').pluck();
    let lastWrites: unknown;
    let last: Digest | undefined;
    return {
      tables,
      async read() {
        const seen = writes.get();
        if (last && seen === lastWrites) return last;
        const digest: Digest = new Map();
        for (const { parts } of statements) {
          for (const part of parts) {
            const hash = createHash('sha1');
            let count = 0;
            for (const row of part.select.iterate()) {
              hash.update(JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value)));
              hash.update('\n');
              count += 1;
            }
            digest.set(part.name, `${count}:${hash.digest('base64url')}`);
          }
        }
        lastWrites = seen;
        last = digest;
        return digest;
      },
    };
  }
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(app.db);
  const tables = rows.map((row) => row.table_name);
  // One round trip for all tables: PostgreSQL hashes each row's text form, sorted, so the order rows come in is moot.
  const selects = tables.flatMap((table) => {
    const counters = COUNTER_COLUMNS[table] ?? [];
    const rowText = counters.length === 0 ? 't::text' : `(to_jsonb(t) - ${counters.map((column) => `'${column}'`).join(' - ')})::text`;
    const part = (name: string, text: string) =>
      `select '${name}' as part, count(*) || ':' || md5(coalesce(string_agg(md5(${text}), ',' order by md5(${text})), '')) as digest from ${quote(table)} t`;
    return [part(table, rowText), ...counters.map((column) => part(`${table}.${column}`, `coalesce(t.${quote(column)}::text, '')`))];
  });
  const query = sql.raw<{ part: string; digest: string }>(selects.join('\nunion all\n'));
  const position = sql<{ lsn: string }>`select pg_current_wal_insert_lsn()::text as lsn`;
  let lastPosition: string | undefined;
  let last: Digest | undefined;
  return {
    tables,
    async read() {
      const seen = (await position.execute(app.db)).rows[0]?.lsn;
      if (last && seen === lastPosition) return last;
      const result = await query.execute(app.db);
      // Read before the tables: a write between the two reads shows as a change next time, never as none.
      lastPosition = seen;
      last = new Map(result.rows.map((row) => [row.part, row.digest]));
      return last;
    },
  };
}

/** The parts whose rows differ between two digests. */
export function changedParts(before: Digest, after: Digest): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}
