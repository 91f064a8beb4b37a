import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { httpSmsSender } from './http.js';
import { outboxSmsSender } from './outbox.js';
import type { SmsSender } from './sender.js';

/** The gateway when SMS_PROVIDER_URL is set, else the outbox. */
export function chooseSmsSender(config: Pick<AppConfig, 'smsProvider'>, db: Kysely<Database>): SmsSender {
  return config.smsProvider ? httpSmsSender(config.smsProvider) : outboxSmsSender(db);
}
