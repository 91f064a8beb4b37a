import { cleanWorkTitle, WORK_TITLE } from '@portal/contracts/work-title';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { AppError } from '../lib/app-error.js';
import { requireGroupTopic } from '../registrations/groups.js';
import type { MessageQueue } from '../messages/queue.js';
import type { Season } from '../season/season.js';
import type { UploadStorage } from '../uploads/storage.js';
import { brokenWorkRule } from './constraint.js';
import { requireOpenStep } from './eligibility.js';
import { queueReceipt } from './receipt.js';
import { findWork } from './records.js';
import { findStepWork, findTusUpload, saveWork, uploadInOtherWork } from './store.js';

// POST /userWork/add: a team submits (or replaces) its work of a step with a finished tus upload. The rules run in
// the order the form checks them, each refusing with its own message and storing nothing; the database settles what
// two devices of one team race for. Each submission, a replacement too, mails the team a receipt of its file.

export interface WorkRequest {
  step: string;
  title: string;
  topic: string;
  /** The tus id of the team's finished upload. */
  upload: string;
  statementAccepted: boolean;
}

export interface WorkDeps {
  db: Kysely<Database>;
  season: Season;
  storage: UploadStorage;
  log: FastifyBaseLogger;
  /** The receipt is queued here, in the submission's transaction. */
  messages: MessageQueue;
}

// The title rule is the form's too (@portal/contracts/work-title): one definition.
export const MAX_TITLE_LENGTH = WORK_TITLE.maxLength;
export { cleanWorkTitle };

/** Removes a replaced file once its row is gone for good; a failure leaves an orphan file, which is only logged. */
async function removeReplacedFile(deps: WorkDeps, key: string): Promise<void> {
  try {
    await deps.storage.remove(key);
  } catch (err) {
    deps.log.error({ err, key }, 'could not delete the file of a replaced work');
  }
}

/** Records the caller's work of `body.step`; answers the work's id. */
export async function submitWork(deps: WorkDeps, userId: number, body: WorkRequest): Promise<number> {
  const { db, season } = deps;
  if (body.statementAccepted !== true) throw new AppError(400, 'tickStatement');
  const { registration, group, step } = await requireOpenStep(db, season, userId, body.step);
  const title = cleanWorkTitle(body.title);
  if (title === undefined) throw new AppError(400, 'workTitleInvalid', { params: { max: MAX_TITLE_LENGTH } });
  await requireGroupTopic(db, group, body.topic);

  const upload = await findTusUpload(db, body.upload);
  // Someone else's upload gets the same answer as one that does not exist.
  if (!upload || upload.owner_user_id !== userId) throw new AppError(404, 'uploadNotFinished', { detail: `no finished upload ${body.upload} of user ${userId}` });
  const accept: readonly string[] = step.accept;
  if (!accept.includes(upload.ext)) {
    throw new AppError(400, 'workTypeNotAccepted', { params: { types: step.accept.map((ext) => ext.toUpperCase()).join(', ') } });
  }
  const own = await findStepWork(db, registration.id, step.step);
  if (await uploadInOtherWork(db, upload.id, own?.id ?? null)) throw new AppError(409, 'uploadInUse');

  let saved;
  try {
    const input = { season: season.id, registrationId: registration.id, step: step.step, title, topicKey: body.topic, uploadId: upload.id };
    saved = await saveWork(db, input, season.now().toISOString(), async (trx, workId) => {
      const record = await findWork(trx, workId);
      if (record) await queueReceipt(trx, deps.messages, season, record);
    });
  } catch (error) {
    const rule = brokenWorkRule(error);
    if (rule === 'oneWorkPerStep') throw new AppError(409, 'workChangedMeanwhile', { detail: 'concurrent first submissions of one step' });
    if (rule === 'oneWorkPerUpload') throw new AppError(409, 'uploadInUse', { detail: 'concurrent submissions of one upload' });
    if (rule === 'uploadGone') throw new AppError(404, 'uploadNotFinished', { detail: 'upload deleted by a concurrent replacement' });
    throw error;
  }
  if (saved.replacedFile !== null) await removeReplacedFile(deps, saved.replacedFile);
  return saved.id;
}
