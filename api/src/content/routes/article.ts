import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findArticle, listArticles } from '../articles.js';
import { toContentLanguage } from '../../i18n/edges.js';
import { AppError } from '../../lib/app-error.js';
import { ok } from '../../lib/envelope.js';
import { requestLanguage } from '../../http/language.js';
import { articleDetailSchema, articleListSchema } from '../schemas/article.js';

/** GET /api/article/lists and /api/article/detail (spec §7 Layer B): public answers, cached and tagged (ADR 0018). */
export const articleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/lists', { schema: articleListSchema, ...app.publicAnswer }, async (request) => {
    const { type, ...filter } = request.query;
    const lang = type ?? toContentLanguage(requestLanguage(request));
    return ok(await listArticles(app.db, { ...filter, lang }));
  });

  app.get('/detail', { schema: articleDetailSchema, ...app.publicAnswer }, async (request) => {
    const article = await findArticle(app.db, request.query.id, request.query.type, request.log);
    if (!article) throw new AppError(404, 'articleNotFound', { detail: `article ${request.query.id}` });
    return ok(article);
  });
};
