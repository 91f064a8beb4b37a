import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import type { WorkStatusValue } from '../db/schema-works.js';
import { AppError } from '../lib/app-error.js';
import { DECIDED } from './eligibility.js';

// Writes of works, and the look-ups `add` checks before writing. Every change is one transaction that also writes
// its history row; what concurrent requests race for (one work per team and step, one work per file) is decided by
// the unique constraints and by updates conditional on the row still being what the caller read.

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

/** A finished tus upload, by its tus id; callers check the owner. */
export async function findTusUpload(db: Db, tusId: string) {
  return db
    .selectFrom('uploads')
    .select(['id', 'owner_user_id', 'kind', 'ext', 'original_name'])
    .where('tus_id', '=', tusId)
    .executeTakeFirst();
}

/** Whether the upload is already the file of a work other than `exceptWorkId`. */
export async function uploadInOtherWork(db: Db, uploadId: number, exceptWorkId: number | null): Promise<boolean> {
  let query = db.selectFrom('works').select('id').where('upload_id', '=', uploadId);
  if (exceptWorkId !== null) query = query.where('id', '!=', exceptWorkId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function findStepWork(db: Db, registrationId: number, step: string) {
  return db.selectFrom('works').select(['id', 'status']).where('registration_id', '=', registrationId).where('step', '=', step).executeTakeFirst();
}

async function recordHistory(
  trx: Trx,
  workId: number,
  from: WorkStatusValue | null,
  to: WorkStatusValue,
  note: string | null,
  organizer: string | null,
  at: string,
): Promise<void> {
  await trx
    .insertInto('work_history')
    .values({ work_id: workId, from_status: from, to_status: to, note, actor: organizer === null ? 'team' : 'organizer', actor_name: organizer, at })
    .execute();
}

export interface WorkInput {
  season: string;
  registrationId: number;
  step: string;
  title: string;
  topicKey: string;
  uploadId: number;
}

export interface SavedWork {
  id: number;
  /** The storage key of the file the new one replaced: its row is gone, the caller removes the file after commit. */
  replacedFile: string | null;
}

/**
 * The team's work of a step, new or replacing the earlier one (its status back to 'submitted'). A replaced file's
 * `uploads` row is deleted in the same transaction. Throws 'workLocked' when an organizer decided the work
 * meanwhile and 'workChangedMeanwhile' when another request replaced it first. `also` runs in the same transaction
 * once the work is written (the receipt's message), so the work and what announces it commit together.
 */
export async function saveWork(db: Db, input: WorkInput, at: string, also?: (trx: Trx, workId: number) => Promise<unknown>): Promise<SavedWork> {
  return db.transaction().execute(async (trx) => {
    const saved = await writeWork(trx, input, at);
    await also?.(trx, saved.id);
    return saved;
  });
}

async function writeWork(trx: Trx, input: WorkInput, at: string): Promise<SavedWork> {
  const existing = await trx
    .selectFrom('works')
    .innerJoin('uploads', 'uploads.id', 'works.upload_id')
    .select(['works.id as id', 'works.status as status', 'works.upload_id as uploadId', 'uploads.original_name as fileName', 'uploads.storage_path as storagePath'])
    .where('works.registration_id', '=', input.registrationId)
    .where('works.step', '=', input.step)
    .executeTakeFirst();
  const columns = { title: input.title, topic_key: input.topicKey, upload_id: input.uploadId, status: 'submitted' as const, statement_accepted_at: at, submitted_at: at, updated_at: at };
  if (!existing) {
    const { id } = await trx
      .insertInto('works')
      .values({ season: input.season, registration_id: input.registrationId, step: input.step, ...columns })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordHistory(trx, id, null, 'submitted', null, null, at);
    return { id, replacedFile: null };
  }
  if (DECIDED.includes(existing.status)) throw new AppError(409, 'workLocked', { detail: `work ${existing.id} decided meanwhile` });
  const result = await trx
    .updateTable('works')
    .set(columns)
    .where('id', '=', existing.id)
    .where('upload_id', '=', existing.uploadId)
    .where('status', '=', existing.status)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError(409, 'workChangedMeanwhile', { detail: `work ${existing.id} changed meanwhile` });
  const replaced = existing.uploadId !== input.uploadId;
  await recordHistory(trx, existing.id, existing.status, 'submitted', replaced ? existing.fileName : null, null, at);
  if (replaced) await trx.deleteFrom('uploads').where('id', '=', existing.uploadId).execute();
  return { id: existing.id, replacedFile: replaced ? existing.storagePath : null };
}

/**
 * An organizer's status change of a work in status `from`; false when its status is no longer `from`. `also` runs in
 * the same transaction after the change (the audit entry), so the change and its record land together.
 */
export async function setWorkStatus(
  db: Db,
  id: number,
  from: WorkStatusValue,
  to: WorkStatusValue,
  note: string | null,
  organizer: string,
  at: string,
  also?: (trx: Trx) => Promise<unknown>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx.updateTable('works').set({ status: to, updated_at: at }).where('id', '=', id).where('status', '=', from).executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await recordHistory(trx, id, from, to, note, organizer, at);
    await also?.(trx);
    return true;
  });
}
