import { Type, type Static } from 'typebox';
import { Id, PageQuery } from './common.js';
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
export const Article = Type.Object({ ...ArticleSummary.properties, content: RichTextDocument });
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

export const ArticleDetailQuery = Type.Object(
  {
    id: Id,
    /** The same article in another language (for a page whose language changed); Accept-Language's when omitted. */
    type: Type.Optional(ContentLanguage),
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
  /** The author's team name, or a masked e-mail when the team has no name yet. */
  author: Type.String(),
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
