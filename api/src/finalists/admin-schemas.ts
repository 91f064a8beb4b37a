import { GroupQuery } from '@portal/contracts/common';
import { StaffRefusalEnvelope } from '@portal/contracts/staff';
import { AdminFinalist, AdminFinalistList, FinalistBody, FinalistIdParams, LinkFinalistBody, NewFinalistBody } from '@portal/contracts/admin-results';
import { ErrorEnvelope, SuccessEnvelope, errorResponses } from '../lib/envelope.js';

// /api/admin/finalists: the payloads are the contract's (@portal/contracts/admin-results), here in their envelopes with
// each route's failures, the staff guard's among them.

const failures = { ...errorResponses, 401: StaffRefusalEnvelope, 403: StaffRefusalEnvelope, 409: ErrorEnvelope };

export const listSchema = { querystring: GroupQuery, response: { 200: SuccessEnvelope(AdminFinalistList), ...failures } };
export const showSchema = { params: FinalistIdParams, response: { 200: SuccessEnvelope(AdminFinalist), ...failures } };
export const createSchema = { body: NewFinalistBody, response: { 200: SuccessEnvelope(AdminFinalist), ...failures } };
export const editSchema = { params: FinalistIdParams, body: FinalistBody, response: { 200: SuccessEnvelope(AdminFinalist), ...failures } };
/** DELETE answers the list, as GET does: the back office shows the group's freed place at once. */
export const removeSchema = { params: FinalistIdParams, response: { 200: SuccessEnvelope(AdminFinalistList), ...failures } };
export const linkSchema = { params: FinalistIdParams, body: LinkFinalistBody, response: { 200: SuccessEnvelope(AdminFinalist), ...failures } };
export const mediaSchema = {
  params: FinalistIdParams,
  response: { 200: SuccessEnvelope(AdminFinalist), ...failures, 413: ErrorEnvelope, 415: ErrorEnvelope },
};

