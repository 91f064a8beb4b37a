import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Acting } from '../audit/acting.js';
import { recordAudit } from '../audit/record.js';
import type { Database } from '../db/schema.js';
import type { UploadStorage } from '../uploads/storage.js';

// A question's file opened by a staff member (through a file link): each view is an audit entry
// (`question.attachmentView`, the thread and the file's id; never its name), written once the file is open, so no
// file is shown unrecorded and nothing is recorded for a file that is not there.

export type OpenedAttachment =
  | { ok: true; mime: string; image: boolean; size: number; stream: Readable }
  | { ok: false; reason: 'notFound' | 'missing' };

export async function openQuestionAttachment(
  { db, storage }: { db: Kysely<Database>; storage: UploadStorage },
  acting: Acting,
  threadId: number,
  attachmentId: number,
): Promise<OpenedAttachment> {
  const row = await db
    .selectFrom('question_attachments as a')
    .innerJoin('question_messages as m', 'm.id', 'a.message_id')
    .innerJoin('uploads as u', 'u.id', 'a.upload_id')
    .select(['u.storage_path', 'u.mime', 'u.kind'])
    .where('a.id', '=', attachmentId)
    .where('m.thread_id', '=', threadId)
    .executeTakeFirst();
  if (!row) return { ok: false, reason: 'notFound' };
  const stored = await storage.open(row.storage_path);
  if (!stored?.stream) return { ok: false, reason: 'missing' };
  try {
    await recordAudit(db, acting.actor, { action: 'question.attachmentView', target: `question:${threadId}`, detail: { attachment: attachmentId } });
  } catch (error) {
    stored.stream.destroy();
    throw error;
  }
  return { ok: true, mime: row.mime, image: row.kind === 'image', size: stored.size, stream: stored.stream };
}
