import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { WorkStatusValue } from '../db/schema-works.js';
import { fromStoredLanguage } from '../i18n/edges.js';
import { translate } from '../i18n/translate.js';
import type { Mailer } from '../mail/mailer.js';
import { STATUS_WORD } from './status.js';
import type { WorkRecord } from './records.js';

// The mail a team gets when an organizer changes its work's status: to the account that registered, in the language
// it last submitted its registration in.

/** Mails the team of `work` its new status; answers the address. */
export async function mailWorkStatus(db: Kysely<Database>, mailer: Mailer, work: WorkRecord, status: WorkStatusValue): Promise<string> {
  const account = await db.selectFrom('users').select('email').where('id', '=', work.team.userId).executeTakeFirstOrThrow();
  const lang = fromStoredLanguage(work.team.language);
  const params = { team: work.team.name, title: work.title, status: translate(STATUS_WORD[status], lang) };
  await mailer.send({
    to: account.email,
    subject: translate('workStatusMailSubject', lang, params),
    text: translate('workStatusMailText', lang, params),
  });
  return account.email;
}
