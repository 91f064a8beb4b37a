import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actingOf } from '../../admin/acting.js';
import { privateFile } from '../../admin/private-file.js';
import { workFileSchema, workSchema, workStatusSchema, worksSchema } from '../../admin/schemas.js';
import { requestLanguage } from '../../http/language.js';
import { translate } from '../../i18n/translate.js';
import { AppError } from '../../lib/app-error.js';
import { EnvelopeCode, failure, ok } from '../../lib/envelope.js';
import { requireStaff } from '../../staff/guard.js';
import { parseRange } from '../../uploads/byte-range.js';
import { contentDisposition } from '../../uploads/names.js';
import { changeWorkStatus } from '../decide.js';
import { openWorkFile } from '../file.js';
import { findWork } from '../records.js';
import { adminWorkView, isWorkStep, reviewWorksPage } from '../review.js';
import { STATUS_WORD } from '../status.js';

// /api/admin/works…: reviewers and organizers list and read works, play or download their files (by ranges, so a
// <video> seeks; each view or download an audit entry) and move them on (sensitive: a fresh second factor).

const REVIEWERS = ['organizer', 'reviewer'] as const;

export const adminWorkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const read = { onRequest: requireStaff({ roles: REVIEWERS }), exposeHeadRoute: false };

  app.get('/works', { ...read, schema: worksSchema }, async (request, reply) => {
    const { step } = request.query;
    if (step !== undefined && !isWorkStep(app.season, step)) throw new AppError(400, 'adminWorkStepUnknown');
    void reply.header('cache-control', 'no-store');
    return ok(await reviewWorksPage(app.db, app.season, request.query, requestLanguage(request)));
  });

  app.get('/works/:id', { ...read, schema: workSchema }, async (request, reply) => {
    const work = await findWork(app.db, request.params.id);
    if (!work) throw new AppError(404, 'adminWorkNotFound');
    void reply.header('cache-control', 'no-store');
    return ok(await adminWorkView(app.db, app.season, work, requestLanguage(request)));
  });

  app.get('/works/:id/file', { onRequest: requireStaff({ roles: REVIEWERS, fileLink: true }), exposeHeadRoute: false, schema: workFileSchema, compress: false }, async (request, reply) => {
    const id = request.params.id;
    const download = request.query.download === 1;
    const range = parseRange(request.headers.range);
    const opened = await openWorkFile({ db: app.db, storage: app.uploadStorage }, actingOf(request), id, { purpose: download ? 'download' : 'view', ...(range ? { range } : {}) });
    if (!opened.ok) {
      if (opened.reason === 'notFound') throw new AppError(404, 'adminWorkNotFound');
      if (opened.reason === 'missing') throw new AppError(404, 'adminFileMissing', { detail: `work ${id}'s file ${opened.work.upload.storagePath} is missing` });
      return reply
        .code(416)
        .header('content-range', `bytes */${opened.size}`)
        .send(failure(translate('adminRangeNotSatisfiable', requestLanguage(request))));
    }
    void privateFile(reply, opened.work.upload.mime, contentDisposition(download ? 'attachment' : 'inline', opened.name)).header('accept-ranges', 'bytes');
    if (opened.range) {
      const { start, end } = opened.range;
      void reply.code(206).header('content-range', `bytes ${start}-${end}/${opened.size}`).header('content-length', String(end - start + 1));
    } else {
      void reply.header('content-length', String(opened.size));
    }
    return reply.send(opened.stream);
  });

  app.post('/works/:id/status', { onRequest: requireStaff({ roles: REVIEWERS, fresh: true }), schema: workStatusSchema }, async (request) => {
    const lang = requestLanguage(request);
    const id = request.params.id;
    const { status, note } = request.body;
    const result = await changeWorkStatus(app, actingOf(request), id, status, note);
    if (!result.ok) {
      if (result.reason === 'notFound') throw new AppError(404, 'adminWorkNotFound');
      throw new AppError(409, 'adminWorkStatusNotAllowed', { paramKeys: { status: STATUS_WORD[result.status], to: STATUS_WORD[status] }, detail: `work ${id} is ${result.status}` });
    }
    const work = await findWork(app.db, id);
    if (!work) throw new AppError(404, 'adminWorkNotFound');
    return { code: EnvelopeCode.success, data: await adminWorkView(app.db, app.season, work, lang), msg: translate('adminWorkStatusChanged', lang), show: true };
  });
};
