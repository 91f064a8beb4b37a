import { Type } from 'typebox';
import { ErrorEnvelope, SuccessEnvelope, errorResponses } from '../lib/envelope.js';

// POST /api/upload/image. The body is multipart, read as a stream by the handler (no body schema:
// a schema would need the whole body parsed first).

export const UploadResult = Type.Object(
  {
    /** The first file's address (§7: data.uri). */
    uri: Type.String(),
    /** Every file's address, in upload order. */
    uris: Type.Array(Type.String()),
  },
  { additionalProperties: false },
);

export const uploadImageSchema = {
  response: {
    200: SuccessEnvelope(UploadResult),
    ...errorResponses,
    401: ErrorEnvelope,
    413: ErrorEnvelope,
    415: ErrorEnvelope,
  },
};
