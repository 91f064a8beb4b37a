import type { Generated } from 'kysely';

// Tables of migration 002_accounts. Timestamps are ISO 8601 UTC strings.

export interface UserTable {
  id: Generated<number>;
  email: string;
  team_name: string | null;
  /** Null until the account slice adds sign-up; CLI-issued demo users have none. */
  password_hash: string | null;
  created_at: string;
}

export interface SessionTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 hex of the token; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}
