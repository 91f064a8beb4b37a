import { Type } from 'typebox';
import { Article, ArticleDetailQuery, ArticleListQuery, ArticleSummary } from '@portal/contracts/content';
import { Paged } from '@portal/contracts/common';
import { pagingQuery, readResponses } from '../../http/schemas.js';

// Schemas of /api/article/*: the payloads are the contract's (@portal/contracts/content).

export const articleListSchema = {
  querystring: Type.Object({ ...ArticleListQuery.properties, ...pagingQuery(10) }, { additionalProperties: false }),
  response: readResponses(Paged(ArticleSummary)),
};

export const articleDetailSchema = {
  querystring: ArticleDetailQuery,
  response: readResponses(Article),
};
