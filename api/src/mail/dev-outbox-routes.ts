import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normalizeEmail } from '../accounts/users.js';
import { ok } from '../lib/envelope.js';
import { outboxSchema } from '../accounts/schemas.js';
import { parseContact } from '../votes/contact.js';

/**
 * GET /api/dev/outbox?email= (or ?to=) — the development outbox (mails written when SMTP_URL is unset, vote codes
 * texted when SMS_PROVIDER_URL is unset), newest first. A phone number is found however it is written. Registered
 * only when NODE_ENV is not production or DEV_OUTBOX=1 (the e2e server sets it).
 */
export const devRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/outbox', { schema: outboxSchema }, async (request) => {
    const asked = request.query.to || request.query.email;
    const to = parseContact(asked)?.address ?? normalizeEmail(asked);
    const rows = await app.db
      .selectFrom('outbox')
      .select(['to', 'subject', 'text', 'created_at'])
      .where('to', '=', to)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(20)
      .execute();
    return ok(rows.map(({ created_at: createTime, ...mail }) => ({ ...mail, createTime })));
  });
};
