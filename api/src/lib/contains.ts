import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

// "Contains this text, whatever the case": the back office's searches, the same on SQLite and PostgreSQL. LIKE is
// case-insensitive (for ASCII) on SQLite and case-sensitive on PostgreSQL, so both sides are lowered; `%`, `_` and
// the escape character in the search are matched as themselves.

const ESCAPE = '!';

/** The LIKE pattern of "contains `text`", lower-cased and escaped. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[!%_]/g, (c) => `${ESCAPE}${c}`)}%`;
}

/** `lower(column) LIKE pattern ESCAPE '!'`, for a pattern made by containsPattern. */
export function lowerLike(column: Expression<unknown>, pattern: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${column}) like ${pattern} escape ${sql.lit(ESCAPE)}`;
}
