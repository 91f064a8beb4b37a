import { MediaAltBody, MediaIdParams, MediaItem, MediaListQuery, MediaPage } from '@portal/contracts/admin-media';
import { StaffRefusalEnvelope } from '@portal/contracts/staff';
import { ErrorEnvelope, SuccessEnvelope, errorResponses } from '../lib/envelope.js';

// /api/admin/media: the payloads are the contract's (@portal/contracts/admin-media), here in their envelopes with each
// route's failures, the staff guard's among them.

const failures = { ...errorResponses, 401: StaffRefusalEnvelope, 403: StaffRefusalEnvelope, 409: ErrorEnvelope };

export const listSchema = { querystring: MediaListQuery, response: { 200: SuccessEnvelope(MediaPage), ...failures } };
export const showSchema = { params: MediaIdParams, response: { 200: SuccessEnvelope(MediaItem), ...failures } };
export const uploadSchema = { response: { 200: SuccessEnvelope(MediaItem), ...failures, 413: ErrorEnvelope, 415: ErrorEnvelope, 422: ErrorEnvelope } };
export const altSchema = { params: MediaIdParams, body: MediaAltBody, response: { 200: SuccessEnvelope(MediaItem), ...failures } };
export const deleteSchema = { params: MediaIdParams, response: { 200: SuccessEnvelope(MediaIdParams), ...failures } };
