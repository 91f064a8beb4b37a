import type { Generated } from 'kysely';
import type { CommentReportReason, ModerationAction } from '@portal/contracts/comment-rules';
import type { CommentTable } from './schema-content.js';

// Tables of migration 024_comment_moderation. Timestamps are ISO 8601 UTC strings.

/** `comments` after 024: a team's comment (user_id) or a staff reply (staff_member_id), exactly one of them. */
export interface ModeratedCommentTable extends Omit<CommentTable, 'user_id'> {
  user_id: number | null;
  staff_member_id: number | null;
  /** Set while hidden: the public list leaves the comment out. */
  hidden_at: string | null;
  /** The last decision (hide or restore): reports after it put a visible comment in the queue. */
  moderated_at: string | null;
}

export interface CommentModerationTable {
  id: Generated<number>;
  comment_id: number;
  action: ModerationAction;
  /** For colleagues: never in the audit log, never shown to visitors. */
  reason: string;
  actor_kind: 'staff' | 'cli' | 'system';
  staff_member_id: number | null;
  /** The command line's login name (or the system's), null for staff. */
  actor_name: string | null;
  created_at: string;
}

export interface CommentReportTable {
  id: Generated<number>;
  comment_id: number;
  reason: CommentReportReason;
  /** `user:<id>`, or `ip:<hmac>` for a visitor: one report per key per comment. */
  reporter_key: string;
  reporter_user_id: number | null;
  created_at: string;
}
