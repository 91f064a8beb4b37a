// Which unique constraint a database error broke, on either dialect (undefined: not a unique violation).
// better-sqlite3 names the columns in its message; node-postgres gives the constraint's name.

export type BrokenRule = 'onePersonOneTeam' | 'oneRegistrationPerAccount';

export function brokenUniqueRule(error: unknown): BrokenRule | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  const text = `${typeof constraint === 'string' ? constraint : ''} ${typeof message === 'string' ? message : ''}`;
  if (code !== '23505' && code !== 'SQLITE_CONSTRAINT_UNIQUE') return undefined;
  if (/registration_members/.test(text)) return 'onePersonOneTeam';
  if (/registrations_season_user_uq|registrations\.season/.test(text)) return 'oneRegistrationPerAccount';
  return undefined;
}
