import type { Generated } from 'kysely';
import type { ContestGroup } from './schema-content.js';

// Tables of migration 006_registrations. Timestamps are ISO 8601 UTC strings.

export type RegistrationStatusValue = 'pending' | 'passed' | 'failed';

export interface RegistrationTable {
  id: Generated<number>;
  season: string;
  user_id: number;
  contest_group: ContestGroup;
  team_name: string;
  topic_key: string;
  status: RegistrationStatusValue;
  reason: string | null;
  /** zh-hk | zh-cn | en: status mails are written in it. */
  language: string;
  created_at: string;
  updated_at: string;
}

export interface RegistrationMemberTable {
  id: Generated<number>;
  registration_id: number;
  season: string;
  ordinal: number;
  position: 'captain' | 'member';
  name: string;
  birth_date: string;
  school: string;
  student_id: string;
  email: string;
  email_key: string;
  student_id_key: string;
  id_card_front: string;
  id_card_back: string;
}

export interface RegistrationHistoryTable {
  id: Generated<number>;
  registration_id: number;
  from_status: RegistrationStatusValue | null;
  to_status: RegistrationStatusValue;
  reason: string | null;
  actor: 'team' | 'organizer';
  actor_name: string | null;
  at: string;
}

export interface GroupSlotTable {
  season: string;
  contest_group: ContestGroup;
  taken: number;
}
