import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/schema.js';

// The seam between delivery (deliver.ts) and unsubscribe (unsubscribe.ts, issue 26.6): asked once per e-mail just
// before it is rendered; essential mail always answers `{}`.

/** What delivery adds to a mail besides its template: the unsubscribe link and headers, or not sending it at all. */
export interface MailExtras {
  /** Absolute link to stop non-essential mail; handed to the template. */
  unsubscribeUrl?: string;
  /** Extra mail headers (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  /** The recipient unsubscribed: the message is not sent (recorded as dead with that reason). */
  skip?: boolean;
}

export interface ExtrasDeps {
  db: Kysely<Database>;
  config: Pick<AppConfig, 'siteUrl'>;
}
