import type { Generated } from 'kysely';

// Tables of migration 007_works. Timestamps are ISO 8601 UTC strings.

export type WorkStatusValue = 'submitted' | 'underReview' | 'shortlisted' | 'notShortlisted';

export interface WorkTable {
  id: Generated<number>;
  season: string;
  registration_id: number;
  step: string;
  title: string;
  topic_key: string;
  upload_id: number;
  status: WorkStatusValue;
  statement_accepted_at: string;
  submitted_at: string;
  updated_at: string;
}

export interface WorkHistoryTable {
  id: Generated<number>;
  work_id: number;
  from_status: WorkStatusValue | null;
  to_status: WorkStatusValue;
  note: string | null;
  actor: 'team' | 'organizer';
  actor_name: string | null;
  at: string;
}
