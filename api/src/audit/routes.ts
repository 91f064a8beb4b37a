import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import { AuditEntry, AuditListQuery, AuditVerifyResult } from '@portal/contracts/admin-audit';
import { Paged } from '@portal/contracts/common';
import { StaffRefusalEnvelope } from '@portal/contracts/staff';
import { ErrorEnvelope, SuccessEnvelope, errorResponses, ok } from '../lib/envelope.js';
import { requireStaff } from '../staff/guard.js';
import { listAudit } from './list.js';
import { verifyAuditLog } from './verify.js';

// /api/admin/audit: organizers read the audit log and check its chain (docs/adr/0031). Nothing here writes to it:
// entries are only ever appended by recordAudit, in the transaction of what they record, and the database refuses
// any UPDATE or DELETE of them (migration 016).

const answers = <T extends TSchema>(data: T) => ({ 200: SuccessEnvelope(data), ...errorResponses, 401: StaffRefusalEnvelope, 403: StaffRefusalEnvelope, 429: ErrorEnvelope });

const organizers = requireStaff({ roles: ['organizer'] });

export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { querystring: AuditListQuery, response: answers(Paged(AuditEntry)) }, onRequest: organizers }, async (request) =>
    ok(await listAudit(app.db, request.query)),
  );

  app.get('/verify', { schema: { response: answers(AuditVerifyResult) }, onRequest: organizers }, async () => {
    const { entries, head, broken, ms } = await verifyAuditLog(app.db);
    return ok({ entries, head, broken: broken ?? null, ms: Math.round(ms) });
  });
};
