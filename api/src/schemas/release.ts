import { Type } from 'typebox';
import { ErrorEnvelope, errorResponses } from '../lib/envelope.js';
import { VERSION_MAX_LENGTH, VERSION_PATTERN } from '@portal/contracts/registry';
import { OUTCOMES } from '../releases/health.js';

/** What the shell reports of one load of a remote: nothing about the visitor (unknown fields are dropped). */
export const BeaconBody = Type.Object(
  {
    remote: Type.String({ pattern: '^mf-[a-z]+$', maxLength: 40 }),
    version: Type.String({ pattern: VERSION_PATTERN.source, maxLength: VERSION_MAX_LENGTH }),
    outcome: Type.Union([Type.Literal(OUTCOMES[0]), Type.Literal(OUTCOMES[1]), Type.Literal(OUTCOMES[2])]),
  },
  { additionalProperties: false },
);

export const beaconSchema = {
  body: BeaconBody,
  response: { 204: Type.Null(), ...errorResponses, 429: ErrorEnvelope },
};
