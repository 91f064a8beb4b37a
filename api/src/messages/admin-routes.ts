import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import { AdminMessage, AdminMessagePage, AdminMessageParams, AdminMessagesQuery } from '@portal/contracts/admin-messages';
import { StaffRefusalEnvelope } from '@portal/contracts/staff';
import { requestLanguage } from '../http/language.js';
import { translate } from '../i18n/translate.js';
import { EnvelopeCode, ErrorEnvelope, SuccessEnvelope, errorResponses, ok } from '../lib/envelope.js';
import { actorOf, requireStaff } from '../staff/guard.js';
import { listMessages, retryMessage } from './admin.js';

// /api/admin/messages: organizers see every mail and SMS as the queue keeps it (addresses masked) and send a dead
// letter again. A retry needs no fresh second factor: it sends what was already meant to be sent, to whom it was meant.

const answers = <T extends TSchema>(data: T) => ({ 200: SuccessEnvelope(data), ...errorResponses, 401: StaffRefusalEnvelope, 403: StaffRefusalEnvelope, 429: ErrorEnvelope });

const organizers = requireStaff({ roles: ['organizer'] });

export const adminMessageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { querystring: AdminMessagesQuery, response: answers(AdminMessagePage) }, onRequest: organizers }, async (request) =>
    ok(await listMessages(app.db, request.query)),
  );

  app.post('/:id/retry', { schema: { params: AdminMessageParams, response: answers(AdminMessage) }, onRequest: organizers }, async (request) => {
    const message = await retryMessage(app.db, actorOf(request), request.params.id);
    app.messages.kick();
    return { code: EnvelopeCode.success, data: message, msg: translate('adminMessageRetried', requestLanguage(request)), show: true };
  });
};
