import { Type } from 'typebox';
import { EnvelopeCode, ErrorEnvelope, SuccessEnvelope, errorResponses } from '../lib/envelope.js';
import { Id } from './common.js';

// Schemas of the public vote (Layer A, SPEC §7: /api/v1.work/*). Text fields are generous strings: an empty or
// malformed contact or code gets its own §8-style message from the handler, in the order the page checks them.

const Text = (maxLength: number) => Type.String({ default: '', maxLength });

const failures = { ...errorResponses, 403: ErrorEnvelope, 409: ErrorEnvelope, 503: ErrorEnvelope };

const Phase = Type.Union([Type.Literal('notYetOpen'), Type.Literal('open'), Type.Literal('closed')]);

export const sendSmsSchema = {
  body: Type.Object({ contact: Text(1000) }, { additionalProperties: false }),
  response: {
    200: SuccessEnvelope(Type.Object({ resendAfter: Type.Integer(), channel: Type.Union([Type.Literal('sms'), Type.Literal('email')]) })),
    ...failures,
    // The cooldown answer carries the seconds left; the hourly limits carry null.
    429: Type.Object({
      code: Type.Literal(EnvelopeCode.failure),
      data: Type.Union([Type.Null(), Type.Object({ resendAfter: Type.Integer() })]),
      msg: Type.String(),
      show: Type.Boolean(),
    }),
  },
};

/** The voter's receipt: the vote's id and its place and hash in the public chain. */
export const VoteReceipt = Type.Object({ voteId: Type.Integer(), seq: Type.Integer(), hash: Type.String(), finalistId: Type.Integer() });

export const verifySchema = {
  body: Type.Object({ contact: Text(1000), code: Text(100), workId: Id }, { additionalProperties: false }),
  response: { 200: SuccessEnvelope(VoteReceipt), ...failures, 429: ErrorEnvelope },
};

export const voteCountSchema = {
  querystring: Type.Object({ workId: Type.Optional(Id) }, { additionalProperties: false }),
  response: {
    200: SuccessEnvelope(
      Type.Object({
        season: Type.String(),
        phase: Phase,
        /** Votes cast so far: always public. */
        total: Type.Integer(),
        /** The chain head (seq = total): publish it, and the log must later end in it. */
        head: Type.Object({ seq: Type.Integer(), hash: Type.String() }),
        /** When per-film counts become public: the end of the voting window. */
        countsFrom: Type.String(),
        /** Votes per finalist film once voting has closed; null while it is open (docs/adr/0014). */
        films: Type.Union([Type.Null(), Type.Array(Type.Object({ workId: Type.Integer(), votes: Type.Integer() }))]),
      }),
    ),
    ...failures,
  },
};

export const voteLogSchema = {
  // 200 is a stream of JSON lines (one vote per line, docs/adr/0014), which Fastify sends without serializing.
  response: { 200: Type.Unknown(), 400: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 500: ErrorEnvelope },
};
