import type SQLite from 'better-sqlite3';
import type { Kysely, KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Where the content counter of migration 012 stands, or null when it cannot be trusted right now. A cached public
 * answer is served only while this is the version it was read under; the answer's data is read after the version,
 * so it is never older than the version it is filed under.
 */
export type ContentVersionReader = () => number | null | Promise<number | null>;

/**
 * Tells the reader that this process wrote: a Kysely plugin on the app's own connection. Any query that is not a
 * plain select counts (raw SQL included), once it has run.
 */
export class WriteWatch implements KyselyPlugin {
  private readonly listeners = new Set<() => void>();
  // Kysely hands transformResult the query's id only; its kind is known in transformQuery.
  private readonly writes = new WeakSet<object>();

  onWrite(listener: () => void): void {
    this.listeners.add(listener);
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (node.kind !== 'SelectQueryNode') this.writes.add(queryId);
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.writes.has(queryId)) for (const listener of this.listeners) listener();
    return result;
  }
}

/**
 * On SQLite the counter is read straight from the connection (microseconds, where a query through Kysely costs
 * ~100), and at most once per turn of the event loop: the requests handled in one turn were all received before
 * the first of them read it, so a write acknowledged before any of them was sent is seen. Writes of this process
 * through Kysely forget the reading at once (`WriteWatch`); other processes' (`pnpm admin`, SQL by hand) are seen
 * from the next turn, and requests are only ever handled in a later one.
 */
export function contentVersionReader(db: Kysely<Database>, sqlite: SQLite.Database | null, writes?: { onWrite(listener: () => void): void }): ContentVersionReader {
  if (sqlite) {
    let statement: SQLite.Statement<[], number> | undefined;
    let reading: number | null = null;
    const forget = () => {
      reading = null;
    };
    writes?.onWrite(forget);
    return () => {
      if (reading !== null) return reading;
      // Kysely shares this one connection: inside a transaction it would read a bump that may still roll back.
      if (sqlite.inTransaction) return null;
      // Prepared on first use, after the migrations.
      statement ??= sqlite.prepare<[], number>('select version from content_version where id = 1').pluck();
      reading = statement.get() ?? null;
      setImmediate(forget);
      return reading;
    };
  }
  // PostgreSQL: one read per request; the connection pool has no single connection to watch.
  return async () => {
    const row = await db.selectFrom('content_version').select('version').where('id', '=', 1).executeTakeFirst();
    return row?.version ?? null;
  };
}
