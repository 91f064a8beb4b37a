import { Type } from 'typebox';
import { MatchCenter, Work, WorkBody, WorkByIdQuery } from '@portal/contracts/works-api';
import { ErrorEnvelope, SuccessEnvelope, errorResponses } from '../lib/envelope.js';

// Schemas of /api/userWork/*: the payloads are the contract's (@portal/contracts/works-api), here in their envelopes
// with each route's failures.

const failures = { ...errorResponses, 401: ErrorEnvelope, 403: ErrorEnvelope, 409: ErrorEnvelope };

export const getMatchCenterSchema = {
  response: { 200: SuccessEnvelope(MatchCenter), ...failures },
};

export const addSchema = {
  body: WorkBody,
  response: { 200: SuccessEnvelope(Work), ...failures },
};

export const listsSchema = {
  response: { 200: SuccessEnvelope(Type.Array(Work)), ...failures },
};

export const getByIdSchema = {
  querystring: WorkByIdQuery,
  response: { 200: SuccessEnvelope(Work), ...failures },
};
