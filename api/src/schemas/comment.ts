import { Type, type Static } from 'typebox';
import { ErrorEnvelope, SuccessEnvelope, errorResponses } from '../lib/envelope.js';
import { Id, Paged, pagingQuery, readResponses } from './common.js';

export const Comment = Type.Object({
  id: Type.Integer(),
  articleId: Type.Integer(),
  content: Type.String(),
  createTime: Type.String(),
  author: Type.String(),
});
export type Comment = Static<typeof Comment>;

export const commentListSchema = {
  querystring: Type.Object({ article_id: Id, ...pagingQuery(10) }, { additionalProperties: false }),
  response: readResponses(Paged(Comment)),
};

export const addCommentSchema = {
  body: Type.Object(
    {
      articleId: Id,
      // No length bounds here: empty and too-long texts get their own messages after trimming.
      content: Type.String({ default: '' }),
    },
    { additionalProperties: false },
  ),
  response: {
    200: SuccessEnvelope(Comment),
    ...errorResponses,
    401: ErrorEnvelope,
    429: ErrorEnvelope,
  },
};
