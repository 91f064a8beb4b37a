// Which rule of the `works` table a database error broke, on either dialect (undefined: none of them).
// better-sqlite3 names the columns in its message; node-postgres gives the constraint's name.

export type BrokenWorkRule = 'oneWorkPerStep' | 'oneWorkPerUpload' | 'uploadGone';

export function brokenWorkRule(error: unknown): BrokenWorkRule | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  // The file named was deleted meanwhile (replaced by another request of the team): its foreign key fails.
  if (code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return 'uploadGone';
  if (code !== '23505' && code !== 'SQLITE_CONSTRAINT_UNIQUE') return undefined;
  const text = `${typeof constraint === 'string' ? constraint : ''} ${typeof message === 'string' ? message : ''}`;
  if (/works_registration_step_uq|works\.registration_id, works\.step/.test(text)) return 'oneWorkPerStep';
  if (/works_upload_uq|works\.upload_id/.test(text)) return 'oneWorkPerUpload';
  return undefined;
}
