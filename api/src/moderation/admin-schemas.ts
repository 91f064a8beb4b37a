import { AdminComment, AdminCommentPage, AdminCommentsQuery, CommentArticleParams, CommentIdParams, ModerationBody, StaffReplyBody } from '@portal/contracts/admin-comments';
import { StaffRefusalEnvelope } from '@portal/contracts/staff';
import { ErrorEnvelope, SuccessEnvelope, errorResponses } from '../lib/envelope.js';

// /api/admin/comments and the staff reply: the payloads are the contract's (@portal/contracts/admin-comments), here in
// their envelopes with each route's failures, the staff guard's among them.

const failures = { ...errorResponses, 401: StaffRefusalEnvelope, 403: StaffRefusalEnvelope, 409: ErrorEnvelope };

export const listSchema = { querystring: AdminCommentsQuery, response: { 200: SuccessEnvelope(AdminCommentPage), ...failures } };
export const decideSchema = { params: CommentIdParams, body: ModerationBody, response: { 200: SuccessEnvelope(AdminComment), ...failures } };
export const replySchema = { params: CommentArticleParams, body: StaffReplyBody, response: { 200: SuccessEnvelope(AdminComment), ...failures } };
