import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actingOf } from '../../admin/acting.js';
import { privateFile } from '../../admin/private-file.js';
import { bulkApproveSchema, decisionSchema, idCardSchema, registrationSchema, registrationsSchema } from '../../admin/schemas.js';
import { requestLanguage } from '../../http/language.js';
import { translate } from '../../i18n/translate.js';
import { AppError } from '../../lib/app-error.js';
import { EnvelopeCode, ok } from '../../lib/envelope.js';
import { requireStaff } from '../../staff/guard.js';
import { bulkApprove, decide, type DecisionResult } from '../decide.js';
import { openIdCard } from '../id-cards.js';
import { adminRegistrationView, registrationDetail, reviewPage } from '../review.js';

// /api/admin/registrations…: reviewers and organizers list, read and decide registrations, and see ID cards in the
// browser (each view an audit entry). Decisions are sensitive: a second factor proven in the last minutes.

const REVIEWERS = ['organizer', 'reviewer'] as const;

function refusal(result: Exclude<DecisionResult, { ok: true }>): AppError {
  if (result.reason === 'notFound') return new AppError(404, 'adminRegistrationNotFound');
  if (result.reason === 'reasonRequired') return new AppError(400, 'adminReasonRequired');
  return new AppError(409, 'adminRegistrationNotPending', {
    paramKeys: { status: result.status === 'passed' ? 'statusPassedWord' : 'statusFailedWord' },
    detail: `registration is ${result.status ?? 'no longer pending'}`,
  });
}

export const adminRegistrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const read = { onRequest: requireStaff({ roles: REVIEWERS }), exposeHeadRoute: false };
  const decideRule = { onRequest: requireStaff({ roles: REVIEWERS, fresh: true }) };

  app.get('/registrations', { ...read, schema: registrationsSchema }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return ok(await reviewPage(app.db, app.season.id, request.query));
  });

  app.get('/registrations/:id', { ...read, schema: registrationSchema }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const detail = await registrationDetail(app.db, request.params.id);
    if (!detail) throw new AppError(404, 'adminRegistrationNotFound');
    return ok(await adminRegistrationView(app.db, detail, requestLanguage(request)));
  });

  app.get('/registrations/:id/members/:ordinal/id-card/:side', { onRequest: requireStaff({ roles: REVIEWERS, fileLink: true }), exposeHeadRoute: false, schema: idCardSchema, compress: false }, async (request, reply) => {
    const { id, ordinal, side } = request.params;
    const card = await openIdCard({ db: app.db, storage: app.uploadStorage }, actingOf(request), { registrationId: id, ordinal, side });
    if (!card.ok) throw card.reason === 'notFound' ? new AppError(404, 'adminMemberNotFound') : new AppError(404, 'adminFileMissing', { detail: `ID card ${side} of member ${ordinal} of registration ${id} has no stored file` });
    // An image opened on its own runs nothing and loads nothing.
    void privateFile(reply, card.mime, 'inline').header('content-length', String(card.size)).header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; sandbox");
    return reply.send(card.stream);
  });

  app.post('/registrations/:id/decision', { ...decideRule, schema: decisionSchema }, async (request) => {
    const lang = requestLanguage(request);
    const { decision, reason } = request.body;
    const id = request.params.id;
    const result = await decide(app, actingOf(request), id, decision === 'approve' ? { to: 'passed' } : { to: 'failed', reason: reason ?? '' });
    if (!result.ok) throw refusal(result);
    const detail = await registrationDetail(app.db, id);
    if (!detail) throw new AppError(404, 'adminRegistrationNotFound');
    const msg = translate(decision === 'approve' ? 'adminRegistrationApproved' : 'adminRegistrationRejected', lang);
    return { code: EnvelopeCode.success, data: await adminRegistrationView(app.db, detail, lang), msg, show: true };
  });

  app.post('/registrations/bulk-approve', { ...decideRule, schema: bulkApproveSchema }, async (request) => {
    const result = await bulkApprove(app, actingOf(request), request.body.ids);
    const msg = translate('adminBulkApproved', requestLanguage(request), { approved: result.approved.length, refused: result.refused.length });
    return { code: EnvelopeCode.success, data: result, msg, show: true };
  });
};
