import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listPrizes, listTimeline, listTopics } from '../display.js';
import { listFinalists, listGallery, listJudges, listPartners, listWinners } from '../people.js';
import { ok } from '../../lib/envelope.js';
import { requestLanguage } from '../../http/language.js';
import { displaySchemas as schemas } from '../schemas/display.js';
import { resultsState } from '../../scoring/public.js';

/**
 * GET /api/display/*: the contest facts and sample people of the public pages, every text in
 * the request's language (Accept-Language). `?group=1|2` narrows to one group where it applies. Public answers,
 * cached and tagged (ADR 0018).
 */
export const displayRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/prizes', { schema: schemas.prizes, ...app.publicAnswer }, async (request) =>
    ok(await listPrizes(app.db, requestLanguage(request), request.query.group)),
  );
  app.get('/timeline', { schema: schemas.timeline, ...app.publicAnswer }, async (request) =>
    ok(listTimeline(app.season, requestLanguage(request), request.query.group)),
  );
  app.get('/topics', { schema: schemas.topics, ...app.publicAnswer }, async (request) =>
    ok(await listTopics(app.db, requestLanguage(request), request.query.group)),
  );
  app.get('/judges', { schema: schemas.judges, ...app.publicAnswer }, async (request) => ok(await listJudges(app.db, requestLanguage(request))));
  app.get('/finalists', { schema: schemas.finalists, ...app.publicAnswer }, async (request) =>
    ok(await listFinalists(app.db, requestLanguage(request), request.query.group)),
  );
  // Published winners appear from their group's winners day (ADR 0015); seeded placeholders always.
  app.get('/winners', { schema: schemas.winners, ...app.publicAnswer }, async (request) =>
    ok(await listWinners(app.db, requestLanguage(request), request.query.group, app.season.day(app.season.now()))),
  );
  // Whether a group's result is out, when it comes, and the formula that makes it, for the winners pages.
  app.get('/results', { schema: schemas.results, ...app.publicAnswer }, async (request) =>
    ok(await resultsState(app.db, app.season, requestLanguage(request), request.query.group)),
  );
  app.get('/partners', { schema: schemas.partners, ...app.publicAnswer }, async (request) =>
    ok(await listPartners(app.db, requestLanguage(request))),
  );
  app.get('/gallery', { schema: schemas.gallery, ...app.publicAnswer }, async (request) => {
    const { contest, ...page } = request.query;
    return ok(await listGallery(app.db, requestLanguage(request), contest, page));
  });
};
