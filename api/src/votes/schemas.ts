import { Type } from 'typebox';
import { EnvelopeCode, ErrorEnvelope as SharedErrorEnvelope } from '@portal/contracts/common';
import { ChallengeRequired, SmsBody, SmsSent, VoteBody, VoteCount, VoteCountQuery, VoteReceipt } from '@portal/contracts/votes';
import { ErrorEnvelope, SuccessEnvelope, errorResponses } from '../lib/envelope.js';

// Schemas of the public vote (Layer A, SPEC §7: /api/v1.work/*): the payloads are the contract's
// (@portal/contracts/votes), here in their envelopes with each route's failures.

const failures = { ...errorResponses, 403: ErrorEnvelope, 409: ErrorEnvelope, 503: ErrorEnvelope };

/**
 * 429 of the vote routes: the cooldown's seconds left, null for the hourly limit, or the proof-of-work challenge the
 * request must solve under pressure (issue 28).
 */
const TooManyEnvelope = Type.Object(
  {
    ...SharedErrorEnvelope.properties,
    code: Type.Literal(EnvelopeCode.failure),
    data: Type.Union([Type.Null(), Type.Object({ resendAfter: Type.Integer() }), ChallengeRequired]),
  },
  { additionalProperties: false },
);

export const sendSmsSchema = {
  body: SmsBody,
  response: { 200: SuccessEnvelope(SmsSent), ...failures, 429: TooManyEnvelope },
};

export const verifySchema = {
  body: VoteBody,
  response: { 200: SuccessEnvelope(VoteReceipt), ...failures, 429: TooManyEnvelope },
};

export const voteCountSchema = {
  querystring: VoteCountQuery,
  response: { 200: SuccessEnvelope(VoteCount), ...failures },
};

export const voteLogSchema = {
  // 200 is a stream of JSON lines (one VoteLogLine per line, docs/adr/0014), which Fastify sends without serializing.
  response: { 200: Type.Unknown(), 400: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 500: ErrorEnvelope },
};
