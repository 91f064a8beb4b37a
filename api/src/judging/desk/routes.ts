import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LANGUAGE_TAG } from '@portal/contracts/languages';
import { privateFile } from '../../admin/private-file.js';
import { recordAudit } from '../../audit/record.js';
import { requestLanguage } from '../../http/language.js';
import { translate } from '../../i18n/translate.js';
import { AppError } from '../../lib/app-error.js';
import { failure, ok } from '../../lib/envelope.js';
import { actingStaff } from '../../staff/acting.js';
import { requireStaff, staffOf } from '../../staff/guard.js';
import { parseRange } from '../../uploads/byte-range.js';
import { contentDisposition } from '../../uploads/names.js';
import { entryOfJudge } from './access.js';
import { declareConflict, deskRefusals, judgeConflicts, saveScores, submitSheet } from './actions.js';
import { entryUploads, neutralName, openEntryFile } from './files.js';
import { conflictsSchema, declareSchema, deskSchema, entryFileSchema, entrySchema, saveSchema, submitSchema } from './schemas.js';
import { deskView, entryView } from './views.js';

/**
 * /api/admin/judging — the judge's desk (issue 27, docs/adr/0047): a judge's rounds and entries (assigned, not in
 * conflict), an entry with its files, cells that save as they go, submitting a round's sheet, and conflicts of
 * interest. Judges only: an organizer's view of the same is the rounds side. An entry the judge may not see answers
 * exactly as an unknown id.
 */
export const judgingDeskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });
  const judge = requireStaff({ roles: ['judge'] });

  app.get('/desk', { schema: deskSchema, onRequest: judge, exposeHeadRoute: false }, async (request) => {
    const lang = requestLanguage(request);
    const member = staffOf(request);
    // Reminders are mailed in the language the judge last used the desk in.
    await app.db.updateTable('staff_members').set({ lang: LANGUAGE_TAG[lang] }).where('id', '=', member.id).execute();
    return ok(await deskView(app.db, app.season, member.id, lang));
  });

  app.get('/entries/:id', { schema: entrySchema, onRequest: judge, exposeHeadRoute: false }, async (request) => {
    const staffId = staffOf(request).id;
    const found = await entryOfJudge(app.db, app.season, staffId, request.params.id);
    if (!found) throw deskRefusals.entry();
    return ok(await entryView(app.db, app.season, staffId, found, requestLanguage(request)));
  });

  app.get(
    '/entries/:id/files/:index',
    { schema: entryFileSchema, onRequest: requireStaff({ roles: ['judge'], fileLink: true }), exposeHeadRoute: false, compress: false },
    async (request, reply) => {
      const { id, index } = request.params;
      const staffId = staffOf(request).id;
      const found = await entryOfJudge(app.db, app.season, staffId, id);
      if (!found) throw deskRefusals.entry();
      const upload = (await entryUploads(app.db, found.round, found.entry))[index];
      if (!upload) throw new AppError(404, 'judgingFileNotFound');
      const range = parseRange(request.headers.range);
      const opened = await openEntryFile({ storage: app.uploadStorage, dataDir: app.config.dataDir }, upload, found.round.blind, range);
      if (!opened.ok) {
        if (opened.reason === 'missing') throw new AppError(404, 'judgingFileNotFound', { detail: `entry ${id} file ${index} is missing from storage` });
        return reply.code(416).header('content-range', `bytes */${opened.size}`).send(failure(translate('adminRangeNotSatisfiable', requestLanguage(request))));
      }
      // One view, one entry: the request without a range or a player's first range, not every later chunk.
      if (opened.range === null || opened.range.start === 0) {
        try {
          await recordAudit(app.db, actingStaff(request).actor, { action: 'judging.fileView', target: `judgingEntry:${id}`, detail: { index } });
        } catch (error) {
          opened.stream.destroy();
          throw error;
        }
      }
      void privateFile(reply, upload.mime, contentDisposition('inline', neutralName(found.entry.number, upload.ext))).header('accept-ranges', 'bytes');
      if (opened.range) {
        const { start, end } = opened.range;
        void reply.code(206).header('content-range', `bytes ${start}-${end}/${opened.size}`).header('content-length', String(end - start + 1));
      } else {
        void reply.header('content-length', String(opened.size));
      }
      return reply.send(opened.stream);
    },
  );

  app.put('/entries/:id/scores', { schema: saveSchema, onRequest: judge }, async (request) =>
    ok(await saveScores(app.db, app.season, staffOf(request).id, request.params.id, request.body.scores, actingStaff(request).actor)),
  );

  app.post('/rounds/:group/:round/submit', { schema: submitSchema, onRequest: judge }, async (request) => {
    const group = request.params.group === '1' ? 1 : 2;
    return ok(await submitSheet(app.db, app.season, staffOf(request).id, group, request.params.round, actingStaff(request).actor));
  });

  app.get('/conflicts', { schema: conflictsSchema, onRequest: judge, exposeHeadRoute: false }, async (request) => ok(await judgeConflicts(app.db, app.season, staffOf(request).id)));

  app.post('/conflicts', { schema: declareSchema, onRequest: judge }, async (request) =>
    ok(await declareConflict(app.db, app.season, staffOf(request).id, request.body, actingStaff(request).actor)),
  );
};
