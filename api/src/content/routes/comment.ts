import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { findSessionUser } from '../../accounts/sessions.js';
import { articleExists } from '../articles.js';
import { addComment, checkCommentText, listComments, secondsUntilCommentAllowed } from '../comments.js';
import { commentTextError } from '../comment-refusals.js';
import { reportComment, type Reporter } from '../reports.js';
import { translate } from '../../i18n/translate.js';
import { AppError } from '../../lib/app-error.js';
import { EnvelopeCode, ok } from '../../lib/envelope.js';
import { sessionUser } from '../../http/auth.js';
import { requestLanguage } from '../../http/language.js';
import { resolveVoteSecret } from '../../votes/secret.js';
import { addCommentSchema, commentListSchema, reportCommentSchema } from '../schemas/comment.js';

const articleNotFound = (id: number) => new AppError(404, 'articleNotFound', { detail: `article ${id}` });

/** GET /api/comment/getArticleIdComment and POST /api/comment/add (spec §7 Layer B); POST /api/comment/report (issue 25). */
export const commentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The installation's HMAC key (votes/secret.ts), resolved once at start: visitors' addresses are kept only as keyed hashes.
  const secret = resolveVoteSecret(app.config.voteSecret, app.config.dataDir);

  // Not a cached public answer: a hidden comment, a new one or a staff reply shows on the next read.
  app.get('/getArticleIdComment', { schema: commentListSchema }, async (request) => {
    const { article_id: articleId, ...page } = request.query;
    if (!(await articleExists(app.db, articleId))) throw articleNotFound(articleId);
    return ok(await listComments(app.db, articleId, page, requestLanguage(request)));
  });

  app.post('/add', { schema: addCommentSchema, onRequest: [app.authenticate] }, async (request, reply) => {
    const user = sessionUser(request);
    const { articleId } = request.body;
    // Checks cheapest first; every refusal happens before anything is written.
    const checked = checkCommentText(request.body.content);
    if (!checked.ok) throw commentTextError(checked.problem);
    if (!(await articleExists(app.db, articleId))) throw articleNotFound(articleId);
    const wait = await secondsUntilCommentAllowed(app.db, user.id);
    if (wait > 0) {
      reply.header('Retry-After', String(wait));
      throw new AppError(429, 'tooManyComments', { params: { seconds: wait }, detail: `user ${user.id}` });
    }
    const lang = requestLanguage(request);
    const comment = await addComment(app.db, { articleId, userId: user.id, content: checked.text }, new Date(), lang);
    // show: true so the client toasts the success message (spec §8, code 1).
    return { code: EnvelopeCode.success, data: comment, msg: translate('commentSuccess', lang), show: true };
  });

  /** The signed-in account when a live token comes along; anyone else (no token, a stale one) reports as a visitor. */
  async function reporterOf(request: FastifyRequest): Promise<Reporter> {
    const token = request.headers.token;
    const user = typeof token === 'string' && token !== '' ? await findSessionUser(app.db, token) : undefined;
    return user ? { userId: user.id } : { ip: request.ip };
  }

  app.post('/report', { schema: reportCommentSchema }, async (request, reply) => {
    const { comment_id: commentId, reason } = request.body;
    const outcome = await reportComment(app.db, secret, { commentId, reason, reporter: await reporterOf(request) });
    if (!outcome.ok && outcome.reason === 'noComment') throw new AppError(404, 'commentNotFound', { detail: `comment ${commentId}` });
    if (!outcome.ok) {
      reply.header('Retry-After', String(outcome.retryAfter));
      throw new AppError(429, 'tooManyReports', { params: { minutes: Math.ceil(outcome.retryAfter / 60) }, detail: `report limit` });
    }
    // The same answer for a repeated report. show: false — the page thanks the visitor in its own dialog.
    return { code: EnvelopeCode.success, data: null, msg: translate('commentReportThanks', requestLanguage(request)), show: false };
  });
};
