import { Type } from 'typebox';
import { Comment, CommentBody, CommentListQuery, CommentReportBody } from '@portal/contracts/content';
import { Paged } from '@portal/contracts/common';
import { ErrorEnvelope, SuccessEnvelope, errorResponses } from '../../lib/envelope.js';
import { pagingQuery, readResponses } from '../../http/schemas.js';

// Schemas of /api/comment/*: the payloads are the contract's (@portal/contracts/content).

export const commentListSchema = {
  querystring: Type.Object({ ...CommentListQuery.properties, ...pagingQuery(10) }, { additionalProperties: false }),
  response: readResponses(Paged(Comment)),
};

export const addCommentSchema = {
  body: CommentBody,
  response: {
    200: SuccessEnvelope(Comment),
    ...errorResponses,
    401: ErrorEnvelope,
    429: ErrorEnvelope,
  },
};

/** Anyone may report (no token needed); a repeated report answers as the first. */
export const reportCommentSchema = {
  body: CommentReportBody,
  response: {
    200: SuccessEnvelope(Type.Null()),
    ...errorResponses,
    429: ErrorEnvelope,
  },
};
