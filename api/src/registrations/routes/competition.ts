import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { findSessionUser } from '../../accounts/sessions.js';
import { toGroupNumber, type GroupNumber } from '../../content/groups.js';
import { ok } from '../../lib/envelope.js';
import { requestLanguage } from '../../http/language.js';
import { groupName, groupTopics } from '../groups.js';
import { findOwnRegistration } from '../store.js';
import { getExamSchema } from '../schemas.js';
import { stepStates, windowState } from '../../season/state.js';

/** GET /api/competition/getExam: the contest of a group; public, but a signed-in team gets its own group by default. */
export const competitionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function callersGroup(request: FastifyRequest): Promise<GroupNumber | undefined> {
    const token = request.headers.token;
    if (typeof token !== 'string' || token === '') return undefined;
    const user = await findSessionUser(app.db, token);
    const row = user && (await findOwnRegistration(app.db, app.season.id, user.id));
    return row ? toGroupNumber(row.contest_group) : undefined;
  }

  app.get('/getExam', { schema: getExamSchema }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const lang = requestLanguage(request);
    const group = request.query.group ?? (await callersGroup(request)) ?? 1;
    const at = app.season.now();
    const steps = stepStates(app.season, group, lang, at);
    return ok({
      group,
      name: groupName(group, lang),
      topics: await groupTopics(app.db, group, lang),
      registration: windowState(app.season, group, 'registration', at),
      submission: windowState(app.season, group, 'submission', at),
      // The latest-starting step in progress: during the university's open-ended registration, presentations win.
      currentStep: steps.filter((step) => step.state === 'open').at(-1)?.key ?? null,
      steps,
    });
  });
};
