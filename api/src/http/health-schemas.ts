import { HealthData, HealthQuery } from '@portal/contracts/health';
import { ErrorEnvelope, SuccessEnvelope, errorResponses } from '../lib/envelope.js';

// GET /api/health: the query and the answer are the contract's (@portal/contracts/health).
export const healthSchema = {
  querystring: HealthQuery,
  response: {
    200: SuccessEnvelope(HealthData),
    ...errorResponses,
    503: ErrorEnvelope,
  },
};
