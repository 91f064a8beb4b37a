import type { Kysely } from 'kysely';
import { toGroupNumber } from '../content/groups.js';
import type { Database } from '../db/schema.js';
import { fromStoredLanguage } from '../i18n/edges.js';
import type { Language } from '../i18n/messages.js';
import type { MessageParams, OutgoingMessage } from '../messages/kinds.js';
import type { MessageQueue } from '../messages/queue.js';
import type { Season } from '../season/season.js';
import type { WorkRecord } from './records.js';
import { stepTitle } from './step-title.js';

// The receipt of a work submission (issue 26.4, docs/adr/0045): what the team is mailed when it submits, and what
// the personal center shows for each work. One function draws both, so the mail and the page cannot disagree.

export type WorkReceipt = MessageParams['work-receipt'];

/**
 * The receipt of the work's current file, in `lang`; null for a file stored before hashes were kept (migration 030):
 * a receipt without its hash would promise what it cannot show. `receivedAt` is when the work was (last) submitted.
 */
export function receiptOf(season: Season, record: WorkRecord, lang: Language): WorkReceipt | null {
  if (record.upload.sha256 === null) return null;
  return {
    team: record.team.name,
    step: stepTitle(season, toGroupNumber(record.team.group), record.step, lang),
    title: record.title,
    fileName: record.upload.name,
    size: record.upload.size,
    sha256: record.upload.sha256,
    durationSeconds: record.upload.durationMs === null ? null : record.upload.durationMs / 1000,
    receivedAt: record.submittedAt,
  };
}

/**
 * Queues the receipt mail of `record` to the account that registered the team, in the language it registered in, in
 * `trx`: the mail exists exactly when the submission commits. Every submission gets one, a resubmission too (it names
 * the new file); none has a dedupe key, since each names a different submission. Answers whether one was queued.
 */
export async function queueReceipt(trx: Kysely<Database>, messages: MessageQueue, season: Season, record: WorkRecord): Promise<boolean> {
  const lang = fromStoredLanguage(record.team.language);
  const params = receiptOf(season, record, lang);
  // Only tus uploads become works, and every one since migration 030 has its hash: nothing to announce otherwise.
  if (params === null) return false;
  const account = await trx.selectFrom('users').select('email').where('id', '=', record.team.userId).executeTakeFirstOrThrow();
  const message: OutgoingMessage<'work-receipt'> = { kind: 'work-receipt', channel: 'email', to: account.email, lang, params, userId: record.team.userId };
  return (await messages.enqueue([message], trx)) === 1;
}
