import { Type, type Static } from 'typebox';

// POST /api/upload/image (SPEC §7): multipart with a `type` field (1 image, 2 video, 3 document) and up to 10 `file`
// parts, read as a stream by the API (no body schema). Its answer is this schema; the pages take the type.

export const UploadResult = Type.Object(
  {
    /** The first file's address (§7: data.uri). */
    uri: Type.String(),
    /** Every file's address, in upload order (one request may carry up to 10 files). */
    uris: Type.Array(Type.String()),
  },
  { additionalProperties: false },
);
export type UploadResult = Static<typeof UploadResult>;
