import { SeasonState } from '@portal/contracts/season';
import { SuccessEnvelope, errorResponses } from '../lib/envelope.js';

// Answers of /api/season: the contract's shape (@portal/contracts/season), in the envelope.
export const seasonSchema = {
  response: {
    200: SuccessEnvelope(SeasonState),
    ...errorResponses,
  },
};
