import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { WorkStatusValue } from '../db/schema-works.js';
import { fromStoredLanguage } from '../i18n/edges.js';
import type { OutgoingMessage } from '../messages/kinds.js';
import type { WorkRecord } from './records.js';

// The mail a team gets when an organizer changes its work's status: to the account that registered, in the language
// it last submitted its registration in.

/** The mail telling the team of `work` its new status (queued by the caller in the change's transaction). */
export async function workStatusMail(db: Kysely<Database>, work: WorkRecord, status: WorkStatusValue): Promise<OutgoingMessage<'work-status'>> {
  const account = await db.selectFrom('users').select('email').where('id', '=', work.team.userId).executeTakeFirstOrThrow();
  return {
    kind: 'work-status',
    channel: 'email',
    to: account.email,
    lang: fromStoredLanguage(work.team.language),
    params: { team: work.team.name, title: work.title, status },
    userId: work.team.userId,
  };
}
