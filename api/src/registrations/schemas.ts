import { Type } from 'typebox';
import { GroupQuery } from '@portal/contracts/common';
import { DateBack, Exam, GroupInfo, Registration, RegistrationActivity, RegistrationBody } from '@portal/contracts/registration';
import { ErrorEnvelope, SuccessEnvelope, errorResponses } from '../lib/envelope.js';

// Schemas of /api/registration/* and /api/competition/getExam: the payloads are the contract's
// (@portal/contracts/registration), here in their envelopes with each route's failures.

const failures = { ...errorResponses, 401: ErrorEnvelope, 403: ErrorEnvelope, 409: ErrorEnvelope };

export const isAddActiveSchema = {
  querystring: GroupQuery,
  response: { 200: SuccessEnvelope(Type.Array(RegistrationActivity)), ...errorResponses },
};

export const getGroupSchema = {
  response: { 200: SuccessEnvelope(Type.Array(GroupInfo)), ...errorResponses },
};

export const getOwnActiveSchema = {
  response: { 200: SuccessEnvelope(Type.Union([Registration, Type.Null()])), ...failures },
};

export const addSchema = {
  body: RegistrationBody,
  response: { 200: SuccessEnvelope(Registration), ...failures },
};

export const isDateBackSchema = {
  response: { 200: SuccessEnvelope(DateBack), ...failures },
};

export const getExamSchema = {
  querystring: GroupQuery,
  response: { 200: SuccessEnvelope(Exam), ...errorResponses },
};
