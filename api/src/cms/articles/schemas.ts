import { Type } from 'typebox';
import {
  AdminArticle,
  AdminArticleSummary,
  AdminArticlesQuery,
  ArticlePreview,
  ArticleRevision,
  ArticleRevisionBody,
  ArticleRevisionSummary,
  NewArticleBody,
  PreviewArticleBody,
  SaveArticleBody,
  ScheduleArticleBody,
} from '@portal/contracts/admin-articles';
import { Id, Paged } from '@portal/contracts/common';
import { StaffRefusalEnvelope } from '@portal/contracts/staff';
import { ErrorEnvelope, SuccessEnvelope, errorResponses } from '../../lib/envelope.js';

// /api/admin/articles: the payloads are the contract's (@portal/contracts/admin-articles), here in their envelopes with
// each route's failures, the staff guard's among them.

const failures = { ...errorResponses, 401: StaffRefusalEnvelope, 403: StaffRefusalEnvelope, 409: ErrorEnvelope };
const strict = { additionalProperties: false } as const;

const IdParams = Type.Object({ id: Id }, strict);
const RevisionParams = Type.Object({ id: Id, revision: Id }, strict);
const article = { 200: SuccessEnvelope(AdminArticle), ...failures };

export const listSchema = { querystring: AdminArticlesQuery, response: { 200: SuccessEnvelope(Paged(AdminArticleSummary)), ...failures } };
export const createSchema = { body: NewArticleBody, response: article };
export const showSchema = { params: IdParams, response: article };
export const saveSchema = { params: IdParams, body: SaveArticleBody, response: article };
export const revisionsSchema = { params: IdParams, response: { 200: SuccessEnvelope(Type.Array(ArticleRevisionSummary)), ...failures } };
export const revisionSchema = { params: RevisionParams, response: { 200: SuccessEnvelope(ArticleRevision), ...failures } };
export const restoreSchema = { params: RevisionParams, body: ArticleRevisionBody, response: article };
export const stateSchema = { params: IdParams, body: ArticleRevisionBody, response: article };
export const scheduleSchema = { params: IdParams, body: ScheduleArticleBody, response: article };
export const previewSchema = { params: IdParams, body: PreviewArticleBody, response: { 200: SuccessEnvelope(ArticlePreview), ...failures } };
