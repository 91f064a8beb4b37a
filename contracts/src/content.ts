import { Type, type Static } from 'typebox';
import { Id, PageQuery } from './common.js';
import { COMMENT_REPORT_REASONS } from './comment-rules.js';
import { CONTENT_LANGUAGES } from './languages.js';
import { RichTextDocument } from './rich-text.js';

// Articles and their comments (SPEC §7: /api/article/*, /api/comment/*): TypeBox schemas the API validates queries,
// bodies and answers with, and the types the pages take from them (type-only imports). Every text arrives in the
// caller's language (Accept-Language, or `type` for articles).

/** Languages as the API names them (an article's `type`, the Accept-Language values). */
export const ContentLanguage = Type.Enum(CONTENT_LANGUAGES);

/** Article categories (`cid`): 1 news, 2 FAQ, 3 about, 4 background, 5/6 first/second contest highlights, 7 pc_wd. */
export const ArticleCategory = Type.Union([
  Type.Literal(1),
  Type.Literal(2),
  Type.Literal(3),
  Type.Literal(4),
  Type.Literal(5),
  Type.Literal(6),
  Type.Literal(7),
]);
export type ArticleCategory = Static<typeof ArticleCategory>;

/** An article as lists show it. */
export const ArticleSummary = Type.Object({
  id: Type.Integer(),
  cid: ArticleCategory,
  type: ContentLanguage,
  title: Type.String(),
  abstractField: Type.String(),
  /** Root-relative image URL, or null. */
  cover: Type.Union([Type.String(), Type.Null()]),
  /** ISO 8601 publication time. */
  createTime: Type.String(),
  /** True for sample items (news the spec does not give); the page marks them as samples. */
  sample: Type.Boolean(),
});
export type ArticleSummary = Static<typeof ArticleSummary>;

/**
 * An article with its body: a rich-text document (issue 25, `./rich-text`), drawn by the pages as elements of its own
 * nodes only (never as HTML). The API sends only the blocks of the stored body that pass the schema.
 */
export const Article = Type.Object({
  ...ArticleSummary.properties,
  content: RichTextDocument,
  /**
   * True when this is an editor's unsaved draft shown by a preview token (issue 25 point 2): the page says so and
   * offers no comments. `id` is then the article's public id in that language, or 0 before its first publication.
   */
  preview: Type.Optional(Type.Literal(true)),
});
export type Article = Static<typeof Article>;

export const ArticleListQuery = Type.Object(
  {
    ...PageQuery,
    cid: Type.Optional(ArticleCategory),
    /** The language the articles are written in; the caller's Accept-Language when omitted. */
    type: Type.Optional(ContentLanguage),
  },
  { additionalProperties: false },
);
export type ArticleListQuery = Static<typeof ArticleListQuery>;

/** A preview token (`?preview=`): 256 random bits, base64url. */
export const PREVIEW_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

export const ArticleDetailQuery = Type.Object(
  {
    /** The article's public id; may be left out with a preview token, for an article never published. */
    id: Type.Optional(Id),
    /** The same article in another language (for a page whose language changed); Accept-Language's when omitted. */
    type: Type.Optional(ContentLanguage),
    /**
     * An editor's preview token: the answer is the draft it holds when it is live and names this article (or no id is
     * given), never cached; otherwise the token is ignored.
     */
    preview: Type.Optional(Type.String({ pattern: PREVIEW_TOKEN_PATTERN })),
  },
  { additionalProperties: false },
);
export type ArticleDetailQuery = Static<typeof ArticleDetailQuery>;

export const Comment = Type.Object({
  id: Type.Integer(),
  articleId: Type.Integer(),
  /** Plain text as the author typed it; pages render it as text. */
  content: Type.String(),
  createTime: Type.String(),
  /** The author's team name, or a masked e-mail when the team has no name yet; for a staff reply, the organizers' name. */
  author: Type.String(),
  /** Written by the organizers' staff in the back office (issue 25): the page marks it with a badge. */
  byStaff: Type.Boolean(),
});
export type Comment = Static<typeof Comment>;

/** An article's comment history, a page at a time, like /article/lists. */
export const CommentListQuery = Type.Object({ article_id: Id, ...PageQuery }, { additionalProperties: false });
export type CommentListQuery = Static<typeof CommentListQuery>;

export const CommentBody = Type.Object(
  {
    articleId: Id,
    // No length bounds here: empty and too-long texts get their own messages after trimming.
    content: Type.String({ default: '' }),
  },
  { additionalProperties: false },
);
export type CommentBody = Static<typeof CommentBody>;

export { COMMENT_REPORT_REASONS };
/** Why a visitor reports a comment (./comment-rules). */
export const CommentReportReason = Type.Enum(COMMENT_REPORT_REASONS);
export type CommentReportReason = Static<typeof CommentReportReason>;

/** POST /api/comment/report: anyone may report, signed in or not; a second report of the same comment is a no-op. */
export const CommentReportBody = Type.Object({ comment_id: Id, reason: CommentReportReason }, { additionalProperties: false });
export type CommentReportBody = Static<typeof CommentReportBody>;
