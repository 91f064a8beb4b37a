import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { MediaAlt } from '@portal/contracts/admin-media';
import { LANGUAGES, type Language } from '@portal/contracts/languages';
import { MEDIA_ALT_FIELDS, MEDIA_ALT_MAX, MEDIA_FILE_FIELD, MEDIA_MAX_BYTES } from '@portal/contracts/media-rules';
import { AppError } from '../lib/app-error.js';
import { UploadMeter } from '../uploads/meter.js';
import { multipartError } from '../uploads/receive.js';
import { headRefusal } from './images.js';
import { imageError } from './refusals.js';

// POST /api/admin/media's multipart body: one `file` part, streamed to a temporary file as it arrives (counted against
// MEDIA_MAX_BYTES and refused at its first bytes when they already show it is not an image), and the three alt-text
// fields (MEDIA_ALT_FIELDS), in any order. Anything else in the form is refused. The caller removes the folder.

export interface ReceivedMedia {
  path: string;
  alt: MediaAlt;
}

const languageOfField = new Map<string, Language>(LANGUAGES.map((language) => [MEDIA_ALT_FIELDS[language], language]));
const unexpected = (detail: string) => new AppError(400, 'mediaFormPart', { detail });

// Busboy's own limits are backstops that must never fire first (the meter refuses an oversize file itself). An alt
// text of MEDIA_ALT_MAX characters is at most 4 bytes each in UTF-8.
const parserLimits = {
  fileSize: MEDIA_MAX_BYTES + 1024 * 1024,
  files: 1,
  fields: LANGUAGES.length,
  fieldSize: MEDIA_ALT_MAX * 4 + 1024,
  fieldNameSize: 100,
  parts: LANGUAGES.length + 1,
  headerPairs: 100,
};

export async function receiveMedia(request: FastifyRequest, dir: string): Promise<ReceivedMedia> {
  const alt: Partial<MediaAlt> = {};
  let path: string | undefined;
  try {
    for await (const part of request.parts({ limits: parserLimits })) {
      if (part.type === 'field') {
        const language = languageOfField.get(part.fieldname);
        if (!language || alt[language] !== undefined || typeof part.value !== 'string' || part.valueTruncated) throw unexpected(`field ${part.fieldname}`);
        alt[language] = part.value;
        continue;
      }
      if (part.fieldname !== MEDIA_FILE_FIELD || path !== undefined) {
        part.file.destroy();
        throw unexpected(`file part ${part.fieldname}`);
      }
      const meter = new UploadMeter(
        MEDIA_MAX_BYTES,
        () => imageError({ reason: 'tooLarge', bytes: MEDIA_MAX_BYTES + 1 }),
        async (head) => {
          const refusal = await headRefusal(head);
          return refusal && imageError(refusal);
        },
      );
      path = join(dir, 'original');
      const handle = await open(path, 'wx', 0o600);
      await pipeline(part.file, meter, handle.createWriteStream());
    }
  } catch (error) {
    throw asMediaError(error);
  }
  if (path === undefined) throw new AppError(400, 'mediaFileMissing');
  // A missing alt field is an empty text: the alt-text rule names the language.
  return { path, alt: { zhComplex: alt.zhComplex ?? '', zhSimple: alt.zhSimple ?? '', en: alt.en ?? '' } };
}

/** The parser's limits as this form's refusals (uploads/receive.ts says what passes as it is). */
const asMediaError = (error: unknown) =>
  multipartError(error, {
    FST_FILES_LIMIT: unexpected,
    FST_PARTS_LIMIT: unexpected,
    FST_FIELDS_LIMIT: unexpected,
    FST_REQ_FILE_TOO_LARGE: () => imageError({ reason: 'tooLarge', bytes: MEDIA_MAX_BYTES + 1 }),
  });
