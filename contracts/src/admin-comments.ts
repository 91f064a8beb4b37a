import { Type, type Static, type TSchema } from 'typebox';
import { Id, PageQuery, Paged } from './common.js';
import { COMMENT_LIST_STATES, MODERATION_ACTIONS, MODERATION_REASON_MAX } from './comment-rules.js';
import { CommentReportReason } from './content.js';

// Comment moderation in the back office (issue 25 point 6) under /api/admin/comments and the staff reply under
// /api/admin/articles/:articleId/comments, for editors and organizers: a list of comments with their reports, hiding
// and restoring one with a reason, and replying as the organizers. The API validates and answers with these; mf-admin
// takes the types.

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const strict = { additionalProperties: false } as const;

export { COMMENT_LIST_STATES, MODERATION_ACTIONS, MODERATION_REASON_MAX };

/** all, reported (the queue) or hidden (./comment-rules). */
export const CommentListState = Type.Enum(COMMENT_LIST_STATES);
export type CommentListState = Static<typeof CommentListState>;

/** GET /api/admin/comments: newest first; one article's, or every article's. */
export const AdminCommentsQuery = Type.Object(
  {
    article_id: Type.Optional(Id),
    state: Type.Optional(CommentListState),
    ...PageQuery,
  },
  strict,
);
export type AdminCommentsQuery = Static<typeof AdminCommentsQuery>;

export const ModerationAction = Type.Enum(MODERATION_ACTIONS);
export type ModerationAction = Static<typeof ModerationAction>;

/** One decision on a comment: who (a staff member's name, or the command line's login), when, and why. */
export const CommentDecision = Type.Object({
  action: ModerationAction,
  reason: Type.String(),
  by: Type.String(),
  at: Type.String(),
});
export type CommentDecision = Static<typeof CommentDecision>;

export const CommentReportCount = Type.Object({ reason: CommentReportReason, count: Type.Integer() });
export type CommentReportCount = Static<typeof CommentReportCount>;

export const AdminComment = Type.Object({
  id: Type.Integer(),
  articleId: Type.Integer(),
  /** The title of the article the comment is on (in that article's own language). */
  articleTitle: Type.String(),
  content: Type.String(),
  createTime: Type.String(),
  /** As visitors see it: the team name, a masked e-mail, or for a staff reply the organizers' name. */
  author: Type.String(),
  byStaff: Type.Boolean(),
  /** The staff member who wrote a staff reply (visitors never see it); null for a team's comment. */
  staffAuthor: nullable(Type.String()),
  reports: Type.Object({
    count: Type.Integer(),
    /** Reports since the last decision: more than 0 puts a visible comment in the queue. */
    open: Type.Integer(),
    reasons: Type.Array(CommentReportCount),
  }),
  /** Set while the comment is hidden: the decision that hid it. */
  hidden: nullable(CommentDecision),
  /** Every decision on it, oldest first. */
  history: Type.Array(CommentDecision),
});
export type AdminComment = Static<typeof AdminComment>;

/** GET /api/admin/comments: a page of them, as every paged list. */
export const AdminCommentPage = Paged(AdminComment);
export type AdminCommentPage = Static<typeof AdminCommentPage>;

export const CommentIdParams = Type.Object({ id: Id }, strict);
export type CommentIdParams = Static<typeof CommentIdParams>;

export const CommentArticleParams = Type.Object({ articleId: Id }, strict);
export type CommentArticleParams = Static<typeof CommentArticleParams>;

/** POST /api/admin/comments/:id/hide and /restore. No bounds here: empty and too long get their own messages. */
export const ModerationBody = Type.Object({ reason: Type.String({ default: '' }) }, strict);
export type ModerationBody = Static<typeof ModerationBody>;

/** POST /api/admin/articles/:articleId/comments: a comment by the organizers, with the rules of a team's comment. */
export const StaffReplyBody = Type.Object({ content: Type.String({ default: '' }) }, strict);
export type StaffReplyBody = Static<typeof StaffReplyBody>;
