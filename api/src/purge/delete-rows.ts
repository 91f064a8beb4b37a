import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { chunks } from './chunks.js';
import type { PurgePlan, PurgeScope } from './plan.js';

// The deletions of one purge, inside its transaction, children before parents so no foreign key has to cascade
// (SQLite enforces them only with the pragma on) and every count matches what was planned.

type Trx = Transaction<Database>;

export async function deleteSeasonRows(trx: Trx, plan: PurgePlan, { season, cutoff }: PurgeScope): Promise<void> {
  // A finalist stays public (name, school, title, scores, winner row); only its link to the registration goes.
  for (const ids of chunks(plan.registrationIds)) {
    await trx.updateTable('finalists').set({ registration_id: null }).where('registration_id', 'in', ids).execute();
  }
  await deleteJudgingRows(trx, season);
  for (const ids of chunks(plan.workIds)) {
    await trx.deleteFrom('work_history').where('work_id', 'in', ids).execute();
    await trx.deleteFrom('works').where('id', 'in', ids).execute();
  }
  for (const ids of chunks(plan.registrationIds)) {
    await trx.deleteFrom('registration_history').where('registration_id', 'in', ids).execute();
    await trx.deleteFrom('registration_members').where('registration_id', 'in', ids).execute();
    await trx.deleteFrom('registrations').where('id', 'in', ids).execute();
  }
  await trx.deleteFrom('vote_codes').where('season', '=', season).execute();
  // Annulments stay (entries of the public chain, docs/adr/0049); the organizers' free-text note may name a voter.
  await trx.updateTable('vote_annulments').set({ note: '' }).where('season', '=', season).execute();
  // Where each vote came from (its /24 or /48, issue 28) is network data about a voter; the chain does not hash it.
  await trx.updateTable('votes').set({ subnet: null }).where('season', '=', season).execute();
  for (const ids of chunks(plan.userIds)) {
    // A team comment's reports and moderation decisions go with it, and so do the reports the accounts made (issue 25).
    const theirComments = trx.selectFrom('comments').select('id').where('user_id', 'in', ids);
    await trx.deleteFrom('comment_reports').where((eb) => eb.or([eb('comment_id', 'in', theirComments), eb('reporter_user_id', 'in', ids)])).execute();
    await trx.deleteFrom('comment_moderation').where('comment_id', 'in', theirComments).execute();
    await trx.deleteFrom('comments').where('user_id', 'in', ids).execute();
    await trx.deleteFrom('sessions').where('user_id', 'in', ids).execute();
    // Unsubscribe tokens and choices (issue 26 point 6) belong to the account.
    await trx.deleteFrom('mail_preferences').where('user_id', 'in', ids).execute();
    // The accounts' question threads (issue 26.7): files' links first, then messages, then threads; the uploads below.
    const theirThreads = trx.selectFrom('question_threads').select('id').where('user_id', 'in', ids);
    const theirMessages = trx.selectFrom('question_messages').select('id').where('thread_id', 'in', theirThreads);
    await trx.deleteFrom('question_attachments').where('message_id', 'in', theirMessages).execute();
    await trx.deleteFrom('question_messages').where('thread_id', 'in', theirThreads).execute();
    await trx.deleteFrom('question_threads').where('user_id', 'in', ids).execute();
  }
  for (const uploads of chunks(plan.uploads)) {
    // Listed in the same transaction as the rows go: after the commit, purge/files.ts removes each file, then its line.
    await trx
      .insertInto('purge_pending_files')
      .values(uploads.map((upload) => ({ storage_path: upload.storagePath, season })))
      .onConflict((conflict) => conflict.column('storage_path').doNothing())
      .execute();
    await trx.deleteFrom('uploads').where('id', 'in', uploads.map((upload) => upload.id)).execute();
  }
  for (const ids of chunks(plan.userIds)) await trx.deleteFrom('users').where('id', 'in', ids).execute();
  await trx.deleteFrom('email_codes').where('created_at', '<', cutoff).execute();
  await trx.deleteFrom('login_failures').where('created_at', '<', cutoff).execute();
  // Visitors' reports of what stays (staff replies): keyed hashes of their addresses, like the failed logins' addresses.
  await trx.deleteFrom('comment_reports').where('created_at', '<', cutoff).execute();
  await trx.deleteFrom('outbox').where('created_at', '<', cutoff).execute();
  // The queue's record of every mail and SMS (addresses, template parameters): gone with the season, like the outbox.
  await trx.deleteFrom('messages').where('created_at', '<', cutoff).execute();
}

/**
 * The season's judging (issue 27): its entries point at works and registrations, its conflicts name teams and schools,
 * its scores and sheets are judges' opinions of those teams. All of it goes before the works and registrations; the
 * published results keep their sheets' hashes (result_publications), and a screening's shortlist record (a digest,
 * a size) stays with them.
 */
async function deleteJudgingRows(trx: Trx, season: string): Promise<void> {
  const entries = trx.selectFrom('judging_entries').select('id').where('season', '=', season);
  const sheets = trx.selectFrom('judging_sheets').select('id').where('season', '=', season);
  await trx.deleteFrom('judging_conflicts').where('season', '=', season).execute();
  await trx.deleteFrom('judging_scores').where((eb) => eb.or([eb('sheet_id', 'in', sheets), eb('entry_id', 'in', entries)])).execute();
  await trx.deleteFrom('judging_sheets').where('season', '=', season).execute();
  await trx.deleteFrom('judging_assignments').where('entry_id', 'in', entries).execute();
  await trx.deleteFrom('judging_entries').where('season', '=', season).execute();
}
