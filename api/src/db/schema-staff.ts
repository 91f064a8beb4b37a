import type { Generated } from 'kysely';
import type { StaffRole } from '@portal/contracts/staff';

// Tables of migration 015_staff. Timestamps are ISO 8601 UTC strings; hashes lower-case hex.

export type StaffStatus = 'invited' | 'active' | 'disabled';

export interface StaffMemberTable {
  id: Generated<number>;
  email: string;
  name: string;
  role: StaffRole;
  status: StaffStatus;
  password_hash: string | null;
  totp_secret: string | null;
  totp_enabled_at: string | null;
  totp_last_step: number | null;
  invited_by: number | null;
  created_at: string;
  last_sign_in_at: string | null;
}

export interface StaffInviteTable {
  id: Generated<number>;
  staff_id: number;
  /** SHA-256 hex of the invite token; the token is only in the link. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface StaffSessionTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  factor_at: string | null;
  challenge: string | null;
  revoked_at: string | null;
}

export interface StaffPasskeyTable {
  id: Generated<number>;
  staff_id: number;
  /** base64url credential id. */
  credential_id: string;
  /** base64url COSE public key. */
  public_key: string;
  counter: number | string;
  /** JSON array of AuthenticatorTransport, or null. */
  transports: string | null;
  label: string;
  created_at: string;
  last_used_at: string | null;
}

export interface StaffRecoveryCodeTable {
  id: Generated<number>;
  staff_id: number;
  /** `salt:sha256hex`, as e-mail codes; the code itself is shown once. */
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

export interface AuditLogTable {
  seq: number;
  prev_hash: string;
  at: string;
  actor_kind: 'staff' | 'cli' | 'system';
  actor_id: number | null;
  actor_name: string | null;
  action: string;
  target: string | null;
  /** Canonical JSON of the entry's detail object (ids, counts, statuses; never personal data). */
  detail: string;
  hash: string;
}

export interface AuditHeadTable {
  id: number;
  seq: number;
  hash: string;
}

/** Migration 019: a short-lived link to one private file route, minted by a staff session. */
export interface StaffFileLinkTable {
  id: Generated<number>;
  session_id: number;
  token_hash: string;
  /** The route path the link opens (no query). */
  path: string;
  created_at: string;
  expires_at: string;
}
