import { UploadResult } from '@portal/contracts/upload';
import { ErrorEnvelope, SuccessEnvelope, errorResponses } from '../lib/envelope.js';

// POST /api/upload/image. The body is multipart, read as a stream by the handler (no body schema: a schema would need
// the whole body parsed first); the answer is the contract's (@portal/contracts/upload).

export const uploadImageSchema = {
  response: {
    200: SuccessEnvelope(UploadResult),
    ...errorResponses,
    401: ErrorEnvelope,
    413: ErrorEnvelope,
    415: ErrorEnvelope,
  },
};
