// The rules of comments and their moderation (issue 25 point 6) as plain values, without schema code: the pages import
// them as values and check what the server checks, while the schemas built from them (./content, ./admin-comments)
// stay the server's to run.

/** A comment (a team's or a staff reply) is plain text of 1 to this many characters, counted as people count them. */
export const COMMENT_MAX_LENGTH = 500;

/** Why a visitor reports a comment: a short list, so reports can be counted and nobody types personal data here. */
export const COMMENT_REPORT_REASONS = ['spam', 'abuse', 'personalData', 'offTopic', 'other'] as const;
export type CommentReportReason = (typeof COMMENT_REPORT_REASONS)[number];

/**
 * The back office's lists: all; reported (visible comments reported since their last decision: the queue); hidden. A
 * decision (hide or restore) takes a comment out of the queue until someone reports it again.
 */
export const COMMENT_LIST_STATES = ['all', 'reported', 'hidden'] as const;
export type CommentListState = (typeof COMMENT_LIST_STATES)[number];

export const MODERATION_ACTIONS = ['hide', 'restore'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** A decision's reason is for colleagues (visitors never see it): plain text of 1 to this many characters. */
export const MODERATION_REASON_MAX = 500;
