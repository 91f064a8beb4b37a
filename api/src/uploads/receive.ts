import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { finalType, headMayBeAccepted, type AcceptedType } from './content-check.js';
import { MAX_FILES, MULTIPART_OVERHEAD, formatLimit, kindFromTypeField, largestLimit, type UploadKind, type UploadLimits } from './limits.js';
import { UploadMeter } from './meter.js';
import { sanitizeOriginalName } from './names.js';
import type { TempObject, UploadStorage } from './storage.js';

// Reads POST /api/upload/image's multipart body part by part, streaming each file to a temporary
// object while it is counted and checked. Nothing is buffered whole, and on any refusal or failure
// every temporary object of the request is removed before the error goes on.

export interface ReceivedFile {
  temp: TempObject;
  type: AcceptedType;
  originalName: string;
}

export interface ReceivedUpload {
  kind: UploadKind;
  files: ReceivedFile[];
}

export const tooLarge = (limit: number, detail: string) =>
  new AppError(413, 'fileTooLarge', { params: { limit: formatLimit(limit) }, detail });
const typeNotAllowed = (detail: string) => new AppError(400, 'typeNotAllowed', { detail });
const unsupported = (detail: string) => new AppError(415, 'unsupportedFileType', { detail });

/** The request's Content-Length, when it sent one. */
export function declaredLength(request: FastifyRequest): number | undefined {
  const header = request.headers['content-length'];
  return header !== undefined && /^\d+$/.test(header) ? Number(header) : undefined;
}

/** Refuses at once a request whose Content-Length already passes `limit` plus the multipart framing. */
export function refuseLength(request: FastifyRequest, limit: number): void {
  const length = declaredLength(request);
  if (length !== undefined && length > limit + MULTIPART_OVERHEAD) {
    throw tooLarge(limit, `content-length ${length}`);
  }
}

// Busboy's file size limit is only a backstop, and must never fire first: past it busboy drops the rest of
// the part without backpressure, reading the whole request. Its count runs ahead of the meter's by what
// the file stream buffers (tens of KB), hence the slack. Fields are tiny.
const parserLimits = (limits: UploadLimits) => ({
  fileSize: largestLimit(limits) + 1024 * 1024,
  files: MAX_FILES + 1,
  fields: 20,
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: MAX_FILES + 21,
  headerPairs: 100,
});

export async function receiveUploads(request: FastifyRequest, storage: UploadStorage, limits: UploadLimits): Promise<ReceivedUpload> {
  const files: ReceivedFile[] = [];
  let kind: UploadKind | undefined;
  let typeSeen = false;
  let received = 0;
  try {
    for await (const part of request.parts({ limits: parserLimits(limits) })) {
      if (part.type === 'field') {
        if (part.fieldname !== 'type') continue; // unknown fields are ignored (and bounded by the limits above)
        // One type, before the files: the checks and limits of a file depend on it.
        if (typeSeen) throw typeNotAllowed('a second type field');
        typeSeen = true;
        kind = part.valueTruncated ? undefined : kindFromTypeField(String(part.value));
        if (!kind) throw typeNotAllowed(`type ${JSON.stringify(String(part.value).slice(0, 20))}`);
        refuseLength(request, limits[kind]);
        continue;
      }
      const refuse = (error: AppError) => {
        // Stop reading this part: the parser then stops reading the request.
        part.file.destroy();
        return error;
      };
      if (part.fieldname !== 'file') throw refuse(new AppError(400, 'uploadFailed', { detail: `file part named ${part.fieldname}` }));
      if (!kind) throw refuse(typeNotAllowed('a file before the type field'));
      if (files.length === MAX_FILES) throw refuse(new AppError(400, 'atMostFiles', { params: { count: MAX_FILES } }));
      const currentKind = kind;
      const limit = limits[currentKind];
      const meter = new UploadMeter(
        limit - received,
        () => tooLarge(limit, 'while streaming'),
        async (head) => ((await headMayBeAccepted(currentKind, head)) ? undefined : unsupported('first bytes')),
      );
      const temp = await storage.writeTemp(part.file, meter);
      received += temp.size;
      const originalName = sanitizeOriginalName(part.filename);
      // Tracked before the whole-file check, so a refusal below removes it too.
      const entry: ReceivedFile = { temp, type: { ext: '', mime: '' }, originalName };
      files.push(entry);
      const type = await finalType(currentKind, storage.readTemp(temp), originalName);
      if (!type) throw unsupported('whole file');
      entry.type = type;
    }
  } catch (error) {
    await Promise.all(files.map((file) => storage.discard(file.temp)));
    throw asUploadError(error, kind, limits);
  }
  if (!kind) throw typeNotAllowed('no type field');
  if (files.length === 0) throw kind === 'image' ? new AppError(400, 'uploadPictures') : new AppError(400, 'uploadFailed', { detail: 'no file' });
  return { kind, files };
}

/**
 * Our refusals pass as they are; errors of the request itself (malformed multipart, a client that went
 * away, a parser limit) become 4xx — `refusals` words a route's own answer to a parser code — errors of the
 * server (disk full, permissions: they carry a syscall) stay errors, answered 500 by the error handler.
 */
export function multipartError(error: unknown, refusals: Readonly<Partial<Record<string, (detail: string) => AppError>>>): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof Error && typeof (error as NodeJS.ErrnoException).syscall === 'string') return error;
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  const detail = error instanceof Error ? error.message : String(error);
  const refusal = typeof code === 'string' ? refusals[code] : undefined;
  if (refusal) return refusal(detail);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError(415, 'uploadFailed', { detail });
  return new AppError(400, 'uploadFailed', { detail });
}

function asUploadError(error: unknown, kind: UploadKind | undefined, limits: UploadLimits): unknown {
  return multipartError(error, {
    FST_FILES_LIMIT: (detail) => new AppError(400, 'atMostFiles', { params: { count: MAX_FILES }, detail }),
    FST_REQ_FILE_TOO_LARGE: (detail) => tooLarge(kind ? limits[kind] : largestLimit(limits), detail),
  });
}
