import { Type, type TSchema } from 'typebox';
import {
  AdminBulkApproveBody,
  AdminBulkApproveResult,
  AdminDashboard,
  AdminDecisionBody,
  AdminExportBody,
  AdminFileQuery,
  AdminLinkQuery,
  FileLink,
  FileLinkBody,
  AdminIdCardParams,
  AdminIdParams,
  AdminPurge,
  AdminRegistration,
  AdminRegistrationPage,
  AdminRegistrationsQuery,
  AdminWork,
  AdminWorkPage,
  AdminWorkStatusBody,
  AdminWorksQuery,
  ExportRecord,
} from '@portal/contracts/admin-review';
import { StaffRefusalEnvelope } from '@portal/contracts/staff';
import { ErrorEnvelope, SuccessEnvelope, errorResponses } from '../lib/envelope.js';

// Schemas of the review routes under /api/admin (issue 24): the payloads are @portal/contracts/admin-review's, here in
// their envelopes with each route's failures. Every staff route refuses in StaffRefusalEnvelope (401, 403).

const staff = { ...errorResponses, 401: StaffRefusalEnvelope, 403: StaffRefusalEnvelope };
const answers = <T extends TSchema>(data: T, more: Record<number, TSchema> = {}) => ({ 200: SuccessEnvelope(data), ...staff, ...more });

export const dashboardSchema = { response: answers(AdminDashboard) };

export const registrationsSchema = { querystring: AdminRegistrationsQuery, response: answers(AdminRegistrationPage) };
export const registrationSchema = { params: AdminIdParams, response: answers(AdminRegistration) };
/** 200 is the image's bytes, which Fastify sends without serializing. */
export const idCardSchema = { params: AdminIdCardParams, querystring: AdminLinkQuery, response: { 200: Type.Unknown(), ...staff } };
export const decisionSchema = { params: AdminIdParams, body: AdminDecisionBody, response: answers(AdminRegistration, { 409: ErrorEnvelope }) };
export const bulkApproveSchema = { body: AdminBulkApproveBody, response: answers(AdminBulkApproveResult) };

export const worksSchema = { querystring: AdminWorksQuery, response: answers(AdminWorkPage) };
export const workSchema = { params: AdminIdParams, response: answers(AdminWork) };
/** 200 and 206 are the file's bytes (all, or the range asked for), sent without serializing. */
export const workFileSchema = { params: AdminIdParams, querystring: AdminFileQuery, response: { 200: Type.Unknown(), 206: Type.Unknown(), ...staff, 416: ErrorEnvelope } };
export const workStatusSchema = { params: AdminIdParams, body: AdminWorkStatusBody, response: answers(AdminWork, { 409: ErrorEnvelope }) };

/** 200 is the CSV itself (text/csv), sent as it is; refusals in the envelope. */
export const createExportSchema = { body: AdminExportBody, response: { 200: Type.String(), ...staff } };
export const exportsSchema = { response: answers(Type.Array(ExportRecord)) };

export const purgeSchema = { response: answers(AdminPurge) };

export const fileLinkSchema = { body: FileLinkBody, response: answers(FileLink) };
