import { Type } from 'typebox';
import { ErrorEnvelope, SuccessEnvelope, errorResponses } from '../lib/envelope.js';

export const HealthQuery = Type.Object(
  {
    // Adds timings for operators; plain `GET /api/health` stays small for load balancers.
    verbose: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);

export const HealthData = Type.Object(
  {
    status: Type.Literal('ok'),
    database: Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]),
    details: Type.Optional(
      Type.Object({
        databaseLatencyMs: Type.Number(),
        uptimeSeconds: Type.Number(),
      }),
    ),
  },
  { additionalProperties: false },
);

export const healthSchema = {
  querystring: HealthQuery,
  response: {
    200: SuccessEnvelope(HealthData),
    ...errorResponses,
    503: ErrorEnvelope,
  },
};
