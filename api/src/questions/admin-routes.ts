import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actingOf } from '../admin/acting.js';
import { privateFile } from '../admin/private-file.js';
import type { ArticlesEnv } from '../cms/articles/env.js';
import { requestLanguage } from '../http/language.js';
import { translate } from '../i18n/translate.js';
import { AppError } from '../lib/app-error.js';
import { EnvelopeCode, ok } from '../lib/envelope.js';
import { requireStaff } from '../staff/guard.js';
import { contentDisposition } from '../uploads/names.js';
import { answerQuestion } from './answer.js';
import { openQuestionAttachment } from './attachments.js';
import { makeFaqDraft } from './faq-draft.js';
import { questionPage, questionThread } from './inbox.js';
import { answerError } from './refusals.js';
import { answerSchema, attachmentSchema, faqDraftSchema, inboxSchema, threadSchema } from './schemas.js';

// /api/admin/questions (issue 26 point 7). Who may do what:
// - read the inbox and a thread: organizers and reviewers (they answer), editors (they turn answers into FAQ drafts);
// - answer: organizers and reviewers, the people who know the rules and the teams' cases;
// - open a team's file: organizers and reviewers only: personal files, not needed for an FAQ;
// - make an FAQ draft: organizers and editors, who own the site's content.
// Judges see nothing of it: a question may name a team whose work they score.

const READERS = ['organizer', 'reviewer', 'editor'] as const;
const ANSWERERS = ['organizer', 'reviewer'] as const;
const FAQ_WRITERS = ['organizer', 'editor'] as const;

export const adminQuestionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const articles: ArticlesEnv = { db: app.db, prerenderDir: app.config.prerenderDir, clock: app.season };
  const noStore = { exposeHeadRoute: false } as const;

  app.get('/', { ...noStore, onRequest: requireStaff({ roles: READERS }), schema: inboxSchema }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return ok(await questionPage(app.db, app.season.id, request.query));
  });

  app.get('/:id', { ...noStore, onRequest: requireStaff({ roles: READERS }), schema: threadSchema }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const thread = await questionThread(app.db, app.season.id, request.params.id, app.season.now());
    if (!thread) throw new AppError(404, 'questionNotFound');
    return ok(thread);
  });

  app.post('/:id/answer', { onRequest: requireStaff({ roles: ANSWERERS }), schema: answerSchema }, async (request) => {
    const siteUrl = app.config.siteUrl ?? `${request.protocol}://${request.host}`;
    const id = request.params.id;
    const result = await answerQuestion({ db: app.db, messages: app.messages, siteUrl }, actingOf(request), id, request.body.content, app.season.now());
    if (!result.ok) throw answerError(result.refusal);
    const thread = await questionThread(app.db, app.season.id, id);
    if (!thread) throw new AppError(404, 'questionNotFound');
    return { code: EnvelopeCode.success, data: thread, msg: translate('questionAnswered', requestLanguage(request)), show: true };
  });

  app.post('/:id/messages/:messageId/faq-draft', { onRequest: requireStaff({ roles: FAQ_WRITERS }), schema: faqDraftSchema }, async (request) => {
    const { id, messageId } = request.params;
    const result = await makeFaqDraft(articles, actingOf(request), id, messageId);
    if (!result.ok) {
      if (result.reason === 'notAnswer') throw new AppError(400, 'questionNotAnswer');
      if (result.reason === 'notFound') throw new AppError(404, 'questionMessageNotFound');
      throw new Error(`the FAQ draft of message ${messageId} was refused by the article rules`);
    }
    return { code: EnvelopeCode.success, data: { articleId: result.articleId }, msg: translate('questionFaqDrafted', requestLanguage(request)), show: true };
  });

  app.get('/:id/attachments/:attachmentId', { ...noStore, onRequest: requireStaff({ roles: ANSWERERS, fileLink: true }), schema: attachmentSchema, compress: false }, async (request, reply) => {
    const { id, attachmentId } = request.params;
    const file = await openQuestionAttachment({ db: app.db, storage: app.uploadStorage }, actingOf(request), id, attachmentId);
    if (!file.ok) throw file.reason === 'notFound' ? new AppError(404, 'questionAttachmentNotFound') : new AppError(404, 'adminFileMissing', { detail: `attachment ${attachmentId} of question ${id} has no stored file` });
    // Images and PDF show inline (an <img>, the browser's PDF viewer); sandboxed, they run nothing and load nothing.
    void privateFile(reply, file.mime, contentDisposition('inline', `question-${id}-${attachmentId}`))
      .header('content-length', String(file.size))
      .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; sandbox");
    return reply.send(file.stream);
  });
};
