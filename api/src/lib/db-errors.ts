/** A row referred to by a foreign key was gone when the statement ran (both dialects' codes). */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}

/** A unique index refused the row (both dialects' codes): another request took the value first. */
export function isUniqueViolation(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
