import { Type } from 'typebox';
import { StaffRefusalEnvelope } from '@portal/contracts/staff';
import {
  DeclareConflictBody,
  EntryFileParams,
  EntryParams,
  IncompleteSheet,
  JudgeConflicts,
  JudgeEntry,
  JudgingDesk,
  RoundParams,
  SavedScores,
  SaveScoresBody,
  SubmittedSheet,
} from '@portal/contracts/admin-judging';
import { ErrorEnvelope, SuccessEnvelope, errorResponses } from '../../lib/envelope.js';

// The judge's desk's routes: the contract's payloads in their envelopes, with the staff guard's refusals.

const failures = { ...errorResponses, 401: StaffRefusalEnvelope, 403: StaffRefusalEnvelope, 409: ErrorEnvelope };

/** A refused submit lists what is missing. */
const IncompleteEnvelope = Type.Object({
  code: ErrorEnvelope.properties.code,
  data: Type.Union([Type.Null(), IncompleteSheet]),
  msg: Type.String(),
  show: Type.Boolean(),
});

export const deskSchema = { response: { 200: SuccessEnvelope(JudgingDesk), ...failures } };
export const entrySchema = { params: EntryParams, response: { 200: SuccessEnvelope(JudgeEntry), ...failures } };
// The file's bytes themselves on 200/206; refusals in the envelope.
export const entryFileSchema = { params: EntryFileParams, response: { 200: Type.Unknown(), 206: Type.Unknown(), ...failures, 416: ErrorEnvelope } };
export const saveSchema = { params: EntryParams, body: SaveScoresBody, response: { 200: SuccessEnvelope(SavedScores), ...failures } };
export const submitSchema = { params: RoundParams, response: { 200: SuccessEnvelope(SubmittedSheet), ...failures, 409: IncompleteEnvelope } };
export const conflictsSchema = { response: { 200: SuccessEnvelope(JudgeConflicts), ...failures } };
export const declareSchema = { body: DeclareConflictBody, response: { 200: SuccessEnvelope(JudgeConflicts), ...failures } };
