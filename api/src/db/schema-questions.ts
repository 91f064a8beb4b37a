import type { Generated } from 'kysely';

// Tables of migration 032_question_threads. Timestamps are ISO 8601 UTC strings.

export interface QuestionThreadTable {
  id: Generated<number>;
  user_id: number;
  /** A LanguageTag (zh-hk, zh-cn, en): the language the team last wrote in. */
  lang: string;
  /** 1 while the latest message is the team's. */
  awaiting_answer: number;
  created_at: string;
  last_message_at: string;
  answered_at: string | null;
  team_read_at: string | null;
  staff_read_at: string | null;
}

export interface QuestionMessageTable {
  id: Generated<number>;
  thread_id: number;
  author: 'team' | 'staff';
  staff_member_id: number | null;
  /** The command line's --by, for an answer given with `pnpm admin`. */
  actor_name: string | null;
  text: string;
  created_at: string;
}

export interface QuestionAttachmentTable {
  id: Generated<number>;
  message_id: number;
  upload_id: number;
  ordinal: number;
}
