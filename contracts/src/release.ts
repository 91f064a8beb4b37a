import { Type, type Static } from 'typebox';
import { REMOTE_NAME_PATTERN, VERSION_MAX_LENGTH, VERSION_PATTERN } from './registry/index.js';

// POST /api/release/beacon, the health gate's input (docs/adr/0017): the shell reports each load of a remote with its
// version and how it went; the server rolls a candidate back when too many of its loads fail. The API validates the
// body with this schema; the shell takes the type (type-only import).

export const OUTCOMES = ['loaded', 'failedToLoad', 'threw'] as const;
export const LoadOutcome = Type.Enum(OUTCOMES);
export type LoadOutcome = Static<typeof LoadOutcome>;

/** What the shell reports of one load of a remote: nothing about the visitor (unknown fields are refused). */
export const BeaconBody = Type.Object(
  {
    remote: Type.String({ pattern: REMOTE_NAME_PATTERN.source, maxLength: 40 }),
    version: Type.String({ pattern: VERSION_PATTERN.source, maxLength: VERSION_MAX_LENGTH }),
    outcome: LoadOutcome,
  },
  { additionalProperties: false },
);
export type BeaconBody = Static<typeof BeaconBody>;
