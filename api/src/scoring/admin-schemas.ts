import { StaffRefusalEnvelope } from '@portal/contracts/staff';
import {
  ComputedResult,
  GroupBody,
  PublishedWinners,
  PublishWinnersBody,
  RequiredGroupQuery,
  ScoreImportResult,
  ScoreSheetRefusalEnvelope,
  ScoreSheetView,
} from '@portal/contracts/admin-results';
import { ErrorEnvelope, SuccessEnvelope, errorResponses } from '../lib/envelope.js';

// /api/admin/scores and /api/admin/winners: the payloads are the contract's (@portal/contracts/admin-results), here in
// their envelopes with each route's failures, the staff guard's among them.

const failures = { ...errorResponses, 401: StaffRefusalEnvelope, 403: StaffRefusalEnvelope, 409: ErrorEnvelope };

export const importSchema = {
  querystring: RequiredGroupQuery,
  // A refused sheet lists its problems in `data`.
  response: { 200: SuccessEnvelope(ScoreImportResult), ...failures, 400: ScoreSheetRefusalEnvelope, 413: ErrorEnvelope, 415: ErrorEnvelope },
};
export const sheetSchema = { querystring: RequiredGroupQuery, response: { 200: SuccessEnvelope(ScoreSheetView), ...failures } };
export const computeSchema = { body: GroupBody, response: { 200: SuccessEnvelope(ComputedResult), ...failures } };
export const publishSchema = { body: PublishWinnersBody, response: { 200: SuccessEnvelope(PublishedWinners), ...failures } };
