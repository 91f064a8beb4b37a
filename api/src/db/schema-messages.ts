import type { MessageStatus } from '@portal/contracts/admin-messages';
import type { ColumnType, Generated } from 'kysely';

// Table of migration 028_messages. Timestamps are ISO 8601 UTC strings.

export type { MessageStatus };

export interface MessageTable {
  id: Generated<number>;
  /** A MessageKind (api/src/messages/kinds.ts). */
  kind: string;
  channel: 'email' | 'sms';
  to_address: string;
  /** A Language of @portal/contracts/languages. */
  lang: string;
  /** The template's parameters as JSON. */
  params: string;
  user_id: number | null;
  dedupe_key: string | null;
  broadcast_id: number | null;
  status: MessageStatus;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: string;
  /** While `sending`: the instant after which another instance may take the message over (its sender died). */
  claimed_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}
