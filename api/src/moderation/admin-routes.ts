import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModerationAction } from '@portal/contracts/comment-rules';
import type { MessageKey } from '../i18n/messages.js';
import { translate } from '../i18n/translate.js';
import { requestLanguage } from '../http/language.js';
import { AppError } from '../lib/app-error.js';
import { EnvelopeCode, ok } from '../lib/envelope.js';
import { actorOf, requireStaff, staffOf } from '../staff/guard.js';
import { moderationError, replyError } from './admin-refusals.js';
import { decideSchema, listSchema, replySchema } from './admin-schemas.js';
import { moderateComment, type ModerationEnv } from './decide.js';
import { postStaffReply } from './reply.js';
import { adminComment, adminCommentPage } from './view.js';

// Comment moderation in the back office (issue 25 point 6), for editors and organizers: the comments with their
// reports (/comments), hiding and restoring one with a reason, and the organizers' reply on an article. Registered
// under /api/admin as a plugin of its own, beside the article editor's /api/admin/articles routes: the reply's path
// (/articles/:articleId/comments) is this plugin's only route there.

const MODERATORS = ['editor', 'organizer'] as const;
const DONE: Record<ModerationAction, MessageKey> = { hide: 'commentHiddenDone', restore: 'commentRestoredDone' };

export const adminCommentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const env: ModerationEnv = { db: app.db, prerenderDir: app.config.prerenderDir };
  app.addHook('onRequest', requireStaff({ roles: MODERATORS }));
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });

  app.get('/comments', { schema: listSchema }, async (request) => ok(await adminCommentPage(app.db, request.query, requestLanguage(request))));

  for (const action of ['hide', 'restore'] as const) {
    app.post(`/comments/:id/${action}`, { schema: decideSchema }, async (request) => {
      const { id } = request.params;
      const result = await moderateComment(env, id, action, request.body.reason, actorOf(request));
      if (!result.ok) throw moderationError(result.refusal);
      const lang = requestLanguage(request);
      const comment = await adminComment(app.db, id, lang);
      if (!comment) throw new AppError(404, 'commentNotFound');
      return { code: EnvelopeCode.success, data: comment, msg: translate(DONE[action], lang), show: true };
    });
  }

  app.post('/articles/:articleId/comments', { schema: replySchema }, async (request) => {
    const result = await postStaffReply(env, request.params.articleId, request.body.content, staffOf(request).id);
    if (!result.ok) throw replyError(result.refusal);
    const lang = requestLanguage(request);
    const comment = await adminComment(app.db, result.id, lang);
    if (!comment) throw new AppError(404, 'commentNotFound');
    return { code: EnvelopeCode.success, data: comment, msg: translate('staffReplyPosted', lang), show: true };
  });
};
