import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { articleExists } from '../articles.js';
import {
  COMMENT_MAX_LENGTH,
  addComment,
  cleanCommentText,
  commentLength,
  listComments,
  secondsUntilCommentAllowed,
} from '../comments.js';
import { translate } from '../../i18n/translate.js';
import { AppError } from '../../lib/app-error.js';
import { EnvelopeCode, ok } from '../../lib/envelope.js';
import { sessionUser } from '../../http/auth.js';
import { requestLanguage } from '../../http/language.js';
import { addCommentSchema, commentListSchema } from '../schemas/comment.js';

const articleNotFound = (id: number) => new AppError(404, 'articleNotFound', { detail: `article ${id}` });

/** GET /api/comment/getArticleIdComment and POST /api/comment/add (spec §7 Layer B). */
export const commentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/getArticleIdComment', { schema: commentListSchema }, async (request) => {
    const { article_id: articleId, ...page } = request.query;
    if (!(await articleExists(app.db, articleId))) throw articleNotFound(articleId);
    return ok(await listComments(app.db, articleId, page));
  });

  app.post('/add', { schema: addCommentSchema, onRequest: [app.authenticate] }, async (request, reply) => {
    const user = sessionUser(request);
    const { articleId } = request.body;
    // Checks cheapest first; every refusal happens before anything is written.
    const content = cleanCommentText(request.body.content);
    if (content === '') throw new AppError(400, 'enterComment');
    if (commentLength(content) > COMMENT_MAX_LENGTH) {
      throw new AppError(400, 'commentTooLong', { params: { max: COMMENT_MAX_LENGTH } });
    }
    if (!(await articleExists(app.db, articleId))) throw articleNotFound(articleId);
    const wait = await secondsUntilCommentAllowed(app.db, user.id);
    if (wait > 0) {
      reply.header('Retry-After', String(wait));
      throw new AppError(429, 'tooManyComments', { params: { seconds: wait }, detail: `user ${user.id}` });
    }
    const comment = await addComment(app.db, { articleId, userId: user.id, content });
    // show: true so the client toasts the success message (spec §8, code 1).
    return { code: EnvelopeCode.success, data: comment, msg: translate('commentSuccess', requestLanguage(request)), show: true };
  });
};
