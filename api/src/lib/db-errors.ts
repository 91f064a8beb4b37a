/** A row referred to by a foreign key was gone when the statement ran (both dialects' codes). */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}
