import { Type } from 'typebox';
import { BeaconBody } from '@portal/contracts/release';
import { ErrorEnvelope, errorResponses } from '../lib/envelope.js';

// POST /api/release/beacon: the body is the contract's (@portal/contracts/release).
export const beaconSchema = {
  body: BeaconBody,
  response: { 204: Type.Null(), ...errorResponses, 429: ErrorEnvelope },
};
