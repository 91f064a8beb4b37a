import { Type, type Static } from 'typebox';
import { ContentLanguage, Id, Paged, pagingQuery, readResponses } from './common.js';

/** Article categories (cid): 1 news, 2 FAQ, 3 about, 4 background, 5/6 highlights, 7 pc_wd. */
export const ArticleCategory = Type.Union([
  Type.Literal(1),
  Type.Literal(2),
  Type.Literal(3),
  Type.Literal(4),
  Type.Literal(5),
  Type.Literal(6),
  Type.Literal(7),
]);

export const ArticleSummary = Type.Object({
  id: Type.Integer(),
  cid: ArticleCategory,
  type: ContentLanguage,
  title: Type.String(),
  abstractField: Type.String(),
  cover: Type.Union([Type.String(), Type.Null()]),
  createTime: Type.String(),
  sample: Type.Boolean(),
});
export type ArticleSummary = Static<typeof ArticleSummary>;

export const Article = Type.Object({ ...ArticleSummary.properties, content: Type.Array(Type.String()) });
export type Article = Static<typeof Article>;

export const articleListSchema = {
  querystring: Type.Object(
    {
      ...pagingQuery(10),
      cid: Type.Optional(ArticleCategory),
      // The language to list; the caller's Accept-Language when omitted.
      type: Type.Optional(ContentLanguage),
    },
    { additionalProperties: false },
  ),
  response: readResponses(Paged(ArticleSummary)),
};

export const articleDetailSchema = {
  querystring: Type.Object(
    {
      id: Id,
      // Optional: the same article in another language (for a page whose language changed).
      type: Type.Optional(ContentLanguage),
    },
    { additionalProperties: false },
  ),
  response: readResponses(Article),
};
