// Id lists go into `where … in (…)` in slices: SQLite and PostgreSQL both cap the parameters of one statement.

const CHUNK = 500;

/** `items` in consecutive slices of at most `size`. */
export function chunks<T>(items: readonly T[], size: number = CHUNK): T[][] {
  const slices: T[][] = [];
  for (let start = 0; start < items.length; start += size) slices.push(items.slice(start, start + size));
  return slices;
}
