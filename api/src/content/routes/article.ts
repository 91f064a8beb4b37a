import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { previewArticle } from '../../cms/articles/preview.js';
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

  app.get('/detail', { schema: articleDetailSchema, ...app.publicAnswer }, async (request, reply) => {
    const { id, type, preview } = request.query;
    // The id may be left out only with a preview token (an article never published has none).
    if (id === undefined && preview === undefined) throw new AppError(400, 'invalidParams', { params: { field: 'id' }, detail: 'no id' });
    if (preview !== undefined) {
      // A preview URL is never cached, here or on the way, whatever it answers: the token's draft now, the public
      // article once the token has expired.
      request.publicAnswerSlot = null;
      void reply.header('cache-control', 'no-store');
      const draft = await previewArticle(app.db, preview, id, type ?? toContentLanguage(requestLanguage(request)), app.season.now());
      if (draft) return ok(draft);
    }
    const article = id === undefined ? undefined : await findArticle(app.db, id, type, request.log);
    if (!article) throw new AppError(404, 'articleNotFound', { detail: `article ${id ?? '(none)'}` });
    return ok(article);
  });
};
