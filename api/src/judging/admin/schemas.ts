import { StaffRefusalEnvelope } from '@portal/contracts/staff';
import { AdminRoundList, AssignBody, AssignResult, JudgeProgress, ReopenBody, RoundParams, RoundProgress, SheetParams } from '@portal/contracts/admin-judging-rounds';
import { ErrorEnvelope, SuccessEnvelope, errorResponses } from '../../lib/envelope.js';

// /api/admin/judging/rounds…: the contract's payloads (@portal/contracts/admin-judging-rounds) in their envelopes,
// with each route's failures, the staff guard's among them.

const failures = { ...errorResponses, 401: StaffRefusalEnvelope, 403: StaffRefusalEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope };

export const listSchema = { response: { 200: SuccessEnvelope(AdminRoundList), ...failures } };
export const assignSchema = { params: RoundParams, body: AssignBody, response: { 200: SuccessEnvelope(AssignResult), ...failures } };
export const progressSchema = { params: RoundParams, response: { 200: SuccessEnvelope(RoundProgress), ...failures } };
export const reopenSchema = { params: SheetParams, body: ReopenBody, response: { 200: SuccessEnvelope(JudgeProgress), ...failures } };
