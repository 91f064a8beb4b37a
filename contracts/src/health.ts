import { Type, type Static } from 'typebox';

// GET /api/health: whether the API and its database answer, for load balancers and operators.

export const HealthQuery = Type.Object(
  {
    // Adds timings for operators; plain `GET /api/health` stays small for load balancers.
    verbose: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);
export type HealthQuery = Static<typeof HealthQuery>;

export const HealthData = Type.Object(
  {
    status: Type.Literal('ok'),
    database: Type.Enum(['sqlite', 'postgres']),
    details: Type.Optional(
      Type.Object({
        databaseLatencyMs: Type.Number(),
        uptimeSeconds: Type.Number(),
      }),
    ),
  },
  { additionalProperties: false },
);
export type HealthData = Static<typeof HealthData>;
