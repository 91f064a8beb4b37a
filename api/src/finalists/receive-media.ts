import { mkdir, mkdtemp, open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { FINALIST_MEDIA_PARTS, type FinalistMediaPart } from '@portal/contracts/admin-results';
import { AppError } from '../lib/app-error.js';
import type { UploadLimits } from '../uploads/limits.js';
import { UploadMeter } from '../uploads/meter.js';
import { multipartError } from '../uploads/receive.js';
import type { GivenMedia } from './media.js';
import { mediaError } from './admin-refusals.js';
import { headRefusal, roleKind } from './media-files.js';

// The back office's poster and film for a finalist: multipart/form-data with a `poster` and/or a `video` file part,
// each streamed to a temporary file as it arrives (a 2 GB film never sits in memory), counted against its kind's
// limit (uploads/limits.ts) and refused at its first bytes when they already show it is not what it should be. The whole-file check
// is then the command line's (media-files.ts), on these files. The caller removes the folder whatever happens.

/** A folder of its own for one request's files, under `<DATA_DIR>/tmp` (on disk: /tmp may be memory). */
export async function mediaScratch(dataDir: string, prefix = 'finalist-media-'): Promise<{ dir: string; remove(): Promise<void> }> {
  const parent = join(dataDir, 'tmp');
  await mkdir(parent, { recursive: true, mode: 0o700 });
  const dir = await mkdtemp(join(parent, prefix));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

const isPart = (name: string): name is FinalistMediaPart => (FINALIST_MEDIA_PARTS as readonly string[]).includes(name);
const unexpected = (detail: string) => new AppError(400, 'finalistMediaPart', { detail });

// Busboy's size limit is a backstop that must never fire first (it drops the rest of a part without backpressure):
// the meter refuses first. Two files at most, no fields.
const parserLimits = (limits: UploadLimits) => ({
  fileSize: Math.max(limits.image, limits.video) + 1024 * 1024,
  files: FINALIST_MEDIA_PARTS.length,
  fields: 0,
  parts: FINALIST_MEDIA_PARTS.length,
  headerPairs: 100,
});

export async function receiveMedia(request: FastifyRequest, dir: string, limits: UploadLimits): Promise<GivenMedia[]> {
  const files: GivenMedia[] = [];
  try {
    for await (const part of request.parts({ limits: parserLimits(limits) })) {
      if (part.type === 'field') throw unexpected(`field ${part.fieldname}`);
      const role = part.fieldname;
      if (!isPart(role) || files.some((file) => file.role === role)) {
        part.file.destroy();
        throw unexpected(`file part ${role}`);
      }
      const kind = roleKind(role);
      const limit = limits[kind];
      const meter = new UploadMeter(
        limit,
        () => mediaError({ role, reason: 'tooLarge', size: limit + 1, limit }),
        async (head) => {
          const refusal = await headRefusal(role, head);
          return refusal && mediaError(refusal);
        },
      );
      const path = join(dir, role);
      const handle = await open(path, 'wx', 0o600);
      files.push({ role, path });
      await pipeline(part.file, meter, handle.createWriteStream());
    }
  } catch (error) {
    throw asMediaError(error, limits);
  }
  if (files.length === 0) throw new AppError(400, 'finalistMediaNone');
  return files;
}

/** The parser's limits as this form's refusals (uploads/receive.ts says what passes as it is). */
function asMediaError(error: unknown, limits: UploadLimits): unknown {
  return multipartError(error, {
    FST_FILES_LIMIT: unexpected,
    FST_PARTS_LIMIT: unexpected,
    FST_FIELDS_LIMIT: unexpected,
    FST_REQ_FILE_TOO_LARGE: () => mediaError({ role: 'video', reason: 'tooLarge', size: limits.video + 1, limit: limits.video }),
    FST_INVALID_MULTIPART_CONTENT_TYPE: (detail) => new AppError(415, 'finalistMediaNone', { detail }),
  });
}
