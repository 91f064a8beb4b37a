import {
  BroadcastAudienceBody,
  BroadcastCount,
  BroadcastDetail,
  BroadcastListQuery,
  BroadcastPage,
  BroadcastParams,
  BroadcastPreview,
  BroadcastPreviewBody,
  BroadcastSendBody,
} from '@portal/contracts/admin-broadcasts';
import { StaffRefusalEnvelope } from '@portal/contracts/staff';
import { Type } from 'typebox';
import { ErrorEnvelope, SuccessEnvelope, errorResponses } from '../lib/envelope.js';

// The broadcasts' routes: the payloads are the contract's (@portal/contracts/admin-broadcasts) in their envelopes.

const failures = { ...errorResponses, 401: StaffRefusalEnvelope, 403: StaffRefusalEnvelope, 409: ErrorEnvelope };

export const listSchema = { querystring: BroadcastListQuery, response: { 200: SuccessEnvelope(BroadcastPage), ...failures } };
export const readSchema = { params: BroadcastParams, response: { 200: SuccessEnvelope(BroadcastDetail), ...failures } };
export const audienceSchema = { body: BroadcastAudienceBody, response: { 200: SuccessEnvelope(BroadcastCount), ...failures } };
export const previewSchema = { body: BroadcastPreviewBody, response: { 200: SuccessEnvelope(BroadcastPreview), ...failures } };
export const sendSchema = {
  body: BroadcastSendBody,
  response: { 200: SuccessEnvelope(Type.Object({ id: Type.Integer(), recipients: Type.Integer(), optedOut: Type.Integer() })), ...failures },
};
