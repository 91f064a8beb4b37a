import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requestLanguage } from '../../http/language.js';
import { translate } from '../../i18n/translate.js';
import { EnvelopeCode, ok } from '../../lib/envelope.js';
import { actorOf, requireStaff } from '../guard.js';
import { inviteStaff } from '../invites.js';
import { changeStaffRole, disableStaff, enableStaff, listStaff } from '../management.js';
import { inviteSchema, roleSchema, staffListSchema, statusSchema } from '../schemas.js';

// /api/admin/staff: organizers manage staff accounts (docs/adr/0031); every change needs a fresh second factor. The
// rules are the feature functions' (staff/management.ts, staff/invites.ts), the same `pnpm admin staff` runs.

const organizers = requireStaff({ roles: ['organizer'] });
const organizersFresh = requireStaff({ roles: ['organizer'], fresh: true });

export const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: staffListSchema, onRequest: organizers }, async (request) => ok(await listStaff(app.db, request.query)));

  app.post('/invite', { schema: inviteSchema, onRequest: organizersFresh }, async (request) => {
    const siteUrl = app.config.siteUrl ?? `${request.protocol}://${request.host}`;
    const { id, inviteUrl, mailed } = await inviteStaff(app.db, app.messages, actorOf(request), request.body, siteUrl);
    if (!mailed) request.log.warn({ staffId: id }, 'the invitation mail could not be sent; the link was shown to the organizer');
    return { code: EnvelopeCode.success, data: { id, inviteUrl }, msg: translate('staffInvited', requestLanguage(request)), show: true };
  });

  const saved = (request: Parameters<typeof requestLanguage>[0]) => translate('staffSaved', requestLanguage(request));

  app.post('/:id/role', { schema: roleSchema, onRequest: organizersFresh }, async (request) => {
    const item = await changeStaffRole(app.db, actorOf(request), request.params.id, request.body.role);
    return { code: EnvelopeCode.success, data: item, msg: saved(request), show: true };
  });

  app.post('/:id/disable', { schema: statusSchema, onRequest: organizersFresh }, async (request) => {
    const item = await disableStaff(app.db, actorOf(request), request.params.id);
    return { code: EnvelopeCode.success, data: item, msg: saved(request), show: true };
  });

  app.post('/:id/enable', { schema: statusSchema, onRequest: organizersFresh }, async (request) => {
    const item = await enableStaff(app.db, actorOf(request), request.params.id);
    return { code: EnvelopeCode.success, data: item, msg: saved(request), show: true };
  });
};
