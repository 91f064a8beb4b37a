import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from '../../lib/envelope.js';
import { translate } from '../../i18n/translate.js';
import { requestLanguage } from '../../http/language.js';
import { contentDisposition, parseUploadFileName } from '../names.js';
import { findUpload, type UploadRecord } from '../records.js';
import { viewerIds } from '../viewer.js';

// GET and HEAD /uploads/<public id>.<ext>: a stored file, to its owner only. Everyone else (another user,
// no or a dead session, a guessed or malformed name) gets the same 404, so nobody learns a file exists.

const privateHeaders = {
  'cache-control': 'private, no-store',
  'x-content-type-options': 'nosniff',
  // Even opened directly, the file runs nothing and loads nothing.
  'content-security-policy': "default-src 'none'; sandbox",
};

/** The download name: the user's name for the file, ending in the extension its content was detected as. */
function downloadName(upload: UploadRecord): string {
  const suffix = `.${upload.ext}`;
  const base = upload.originalName === '' ? upload.publicId : upload.originalName;
  return base.toLowerCase().endsWith(suffix) ? base : `${base}${suffix}`;
}

export const uploadFileRoutes: FastifyPluginAsync = async (app) => {
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).headers(privateHeaders).send(failure(translate('notFound', requestLanguage(request))));

  // Each verb is its own route: Fastify's automatic HEAD would read the whole file to throw it away.
  const serve = (headOnly: boolean) => async (request: FastifyRequest<{ Params: { name: string } }>, reply: FastifyReply) => {
    // The session first: a visitor's answer takes the same path whether or not the name exists.
    const viewers = await viewerIds(app.db, request);
    const name = parseUploadFileName(request.params.name);
    if (viewers.length === 0 || !name) return notFound(request, reply);
    const upload = await findUpload(app.db, name.publicId, name.ext);
    if (!upload || !viewers.includes(upload.ownerUserId)) return notFound(request, reply);
    const stored = await app.uploadStorage.open(upload.storagePath, headOnly);
    if (!stored) {
      request.log.warn({ publicId: upload.publicId }, 'an upload row without its file');
      return notFound(request, reply);
    }
    const image = upload.kind === 'image';
    void reply
      .headers(privateHeaders)
      // Images show inline with their real type; anything else is only ever a download.
      .header('content-type', image ? upload.mime : 'application/octet-stream')
      .header('content-disposition', contentDisposition(image ? 'inline' : 'attachment', downloadName(upload)))
      .header('content-length', String(stored.size));
    return reply.send(stored.stream);
  };

  app.get('/:name', { exposeHeadRoute: false }, serve(false));
  app.head('/:name', serve(true));
};
