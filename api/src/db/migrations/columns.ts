import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

// Helpers the migrations share. They are frozen with the migrations that use them: change
// them only in ways that produce the same DDL, or copy them into the new migration.

/** An auto-assigned integer key: `serial` on PostgreSQL, SQLite's rowid alias elsewhere. */
export function idType(db: Kysely<unknown>): 'serial' | 'integer' {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';
}

/** The language suffixes of per-language text columns (`title_zh_hk`, `title_zh_cn`, `title_en`). */
export const languageSuffixes = ['zh_hk', 'zh_cn', 'en'] as const;

/** Adds `<base>_zh_hk`, `<base>_zh_cn` and `<base>_en` text columns, NOT NULL unless `nullable`. */
export function localizedText(base: string, nullable = false) {
  return <T extends string>(table: CreateTableBuilder<T, string>): CreateTableBuilder<T, string> =>
    languageSuffixes.reduce(
      (builder, suffix) =>
        builder.addColumn(`${base}_${suffix}`, 'text', (col) => (nullable ? col : col.notNull())),
      table,
    );
}
