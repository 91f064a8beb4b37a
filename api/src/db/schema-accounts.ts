import type { Generated } from 'kysely';

// Tables of migration 002_accounts. Timestamps are ISO 8601 UTC strings.

export interface UserTable {
  id: Generated<number>;
  email: string;
  team_name: string | null;
  /** Null until the account slice adds sign-up; CLI-issued demo users have none. */
  password_hash: string | null;
  created_at: string;
  /** Root-relative image path (`/media/...` or `/uploads/...`); 004_account_codes. */
  avatar: string | null;
  /** JSON array of TeamMember; 004_account_codes. */
  members: string | null;
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

// Tables of migration 004_account_codes.

export interface EmailCodeTable {
  id: Generated<number>;
  email: string;
  /** `salt:sha256hex`; the code itself is never stored. */
  code_hash: string;
  /** Sign-up, a password reset, or a new address for an account (029_recovery). */
  purpose: 'register' | 'reset' | 'emailChange';
  ip: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  attempts: Generated<number>;
  /** The account an 'emailChange' code belongs to; null for the other purposes (029_recovery). */
  user_id: Generated<number | null>;
}

export interface OutboxTable {
  id: Generated<number>;
  to: string;
  subject: string;
  text: string;
  created_at: string;
}

export interface LoginFailureTable {
  id: Generated<number>;
  account: string;
  ip: string;
  created_at: string;
}
