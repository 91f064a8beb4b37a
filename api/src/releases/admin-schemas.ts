import { StaffRefusalEnvelope } from '@portal/contracts/staff';
import {
  PromoteBody,
  RampBody,
  ReleaseHistory,
  ReleaseHistoryQuery,
  ReleaseStatus,
  RemoteParams,
  RemoteRelease,
  RollbackBody,
  WindowBody,
} from '@portal/contracts/admin-releases';
import { ErrorEnvelope, SuccessEnvelope, errorResponses } from '../lib/envelope.js';

// /api/admin/releases: the payloads are the contract's (@portal/contracts/admin-releases), here in their envelopes with
// each route's failures, the staff guard's among them.

const failures = { ...errorResponses, 401: StaffRefusalEnvelope, 403: StaffRefusalEnvelope, 409: ErrorEnvelope };
const change = <B>(body: B) => ({ params: RemoteParams, body, response: { 200: SuccessEnvelope(RemoteRelease), ...failures } });

export const statusSchema = { response: { 200: SuccessEnvelope(ReleaseStatus), ...failures } };
export const historySchema = { params: RemoteParams, querystring: ReleaseHistoryQuery, response: { 200: SuccessEnvelope(ReleaseHistory), ...failures } };
export const rampSchema = change(RampBody);
export const promoteSchema = change(PromoteBody);
export const windowSchema = change(WindowBody);
export const rollbackSchema = change(RollbackBody);
