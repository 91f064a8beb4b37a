import { TypeBoxValidatorCompiler, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope.js';
import { actorOf, requireStaff, staffOf } from '../../staff/guard.js';
import { createArticle } from './create.js';
import type { ArticleChange, ArticlesEnv } from './env.js';
import { listAdminArticles } from './list.js';
import { createPreview } from './preview.js';
import { publishArticle, unpublishArticle } from './publish.js';
import { articleError } from './refusals.js';
import { findRevision, listRevisions } from './revisions.js';
import { restoreRevision, saveArticle } from './save.js';
import { scheduleArticle } from './schedule.js';
import { createSchema, listSchema, previewSchema, restoreSchema, revisionSchema, revisionsSchema, saveSchema, scheduleSchema, showSchema, stateSchema } from './schemas.js';
import { readArticle } from './store.js';

/**
 * /api/admin/articles (issue 25 point 1): editors and organizers write news, FAQ and the text pages as one document in
 * three languages, keep every revision, restore one, and publish now, at an instant, or take an article down — the
 * feature functions `pnpm admin articles` and the scheduler call, each change in the audit log.
 */
export const adminArticleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const env: ArticlesEnv = { db: app.db, prerenderDir: app.config.prerenderDir, clock: app.season };
  // TypeBox checks these routes' input as the contract says, refusing what it does not name. The app's Ajv removes
  // properties a schema does not list (removeAdditional) even inside a union's branches it then rejects: it would
  // silently drop an unknown attribute of a rich-text node, and strip a heading's `attrs` while trying it as a paragraph.
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  app.addHook('onRequest', requireStaff({ roles: ['editor', 'organizer'] }));
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });

  const answer = (result: ArticleChange) => {
    if (!result.ok) throw articleError(result.refusal);
    return ok(result.article);
  };

  app.get('/', { schema: listSchema }, async (request) => ok(await listAdminArticles(app.db, request.query)));

  app.post('/', { schema: createSchema }, async (request) => answer(await createArticle(env, request.body, actorOf(request))));

  app.get('/:id', { schema: showSchema }, async (request) => {
    const article = await readArticle(app.db, request.params.id);
    if (!article) throw articleError({ reason: 'noArticle' });
    return ok(article);
  });

  app.put('/:id', { schema: saveSchema }, async (request) => answer(await saveArticle(env, request.params.id, request.body, actorOf(request))));

  // An unsaved draft shown as the public page will show it (docs/adr/0032 "Preview"); nothing of the article changes.
  app.post('/:id/preview', { schema: previewSchema }, async (request) => {
    const result = await createPreview(env, request.params.id, request.body.draft, staffOf(request).id);
    if (!result.ok) throw articleError(result.refusal);
    return ok(result.preview);
  });

  app.get('/:id/revisions', { schema: revisionsSchema }, async (request) => {
    const list = await listRevisions(app.db, request.params.id);
    if (!list) throw articleError({ reason: 'noArticle' });
    return ok(list);
  });

  app.get('/:id/revisions/:revision', { schema: revisionSchema }, async (request) => {
    const { id, revision } = request.params;
    const found = await findRevision(app.db, id, revision);
    if (found) return ok(found);
    throw articleError((await readArticle(app.db, id)) ? { reason: 'noRevision', revision } : { reason: 'noArticle' });
  });

  app.post('/:id/revisions/:revision/restore', { schema: restoreSchema }, async (request) =>
    answer(await restoreRevision(env, request.params.id, request.params.revision, request.body.revision, actorOf(request))),
  );

  app.post('/:id/publish', { schema: stateSchema }, async (request) => answer(await publishArticle(env, request.params.id, request.body.revision, actorOf(request))));

  app.post('/:id/schedule', { schema: scheduleSchema }, async (request) =>
    answer(await scheduleArticle(env, request.params.id, request.body.revision, request.body.publishAt, actorOf(request))),
  );

  app.post('/:id/unpublish', { schema: stateSchema }, async (request) => answer(await unpublishArticle(env, request.params.id, request.body.revision, actorOf(request))));
};

