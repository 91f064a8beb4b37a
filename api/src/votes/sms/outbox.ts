import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SmsSender } from './sender.js';

/** The subject outbox rows of texts carry, so a reader tells them from mails. */
export const SMS_SUBJECT = 'SMS';

/** Development delivery: texts become outbox rows addressed to the E.164 number (GET /api/dev/outbox?to=). */
export function outboxSmsSender(db: Kysely<Database>): SmsSender {
  return {
    kind: 'outbox',
    async send(sms) {
      await db.insertInto('outbox').values({ to: sms.to, subject: SMS_SUBJECT, text: sms.text, created_at: new Date().toISOString() }).execute();
    },
  };
}
