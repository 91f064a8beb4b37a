import type { Generated } from 'kysely';

// Tables of migration 031_broadcasts. Timestamps are ISO 8601 UTC strings.

export interface BroadcastTable {
  id: Generated<number>;
  season: string;
  /** BroadcastTexts (@portal/contracts/admin-broadcasts) as JSON. */
  texts: string;
  /** BroadcastAudience as JSON. */
  audience: string;
  recipients: number;
  opted_out: number;
  sent_by_staff_id: number | null;
  sent_by_name: string | null;
  sent_at: string;
}

export interface MailPreferenceTable {
  user_id: number;
  /** The random token of the account's unsubscribe links (43 base64url characters). */
  token: string;
  /** When the person unsubscribed from non-essential mail; null while they receive it. */
  opted_out_at: string | null;
  updated_at: string;
}
