import type { Kysely } from 'kysely';
import type { Language } from '@portal/contracts/languages';
import type { AskQuestionBody } from '@portal/contracts/questions';
import type { Database } from '../db/schema.js';
import { languageTag } from '../i18n/edges.js';
import { parseUploadUri } from '../uploads/names.js';
import { findUpload, type UploadRecord } from '../uploads/records.js';
import { checkQuestionText, fileProblem, type FileProblem } from './rules.js';

// A team's message in its thread (POST /api/question/add). Everything is checked before anything is written; the
// thread (made on the first message), the message and its files are then one transaction. The thread takes the
// language the team writes in, so the answer's mail is in it.

export type AskRefusal = { reason: 'empty' } | { reason: 'tooLong' } | { reason: 'fileRepeated' } | { reason: FileProblem };

export type AskResult = { ok: true; threadId: number; messageId: number } | { ok: false; refusal: AskRefusal };

export async function askQuestion(db: Kysely<Database>, userId: number, body: AskQuestionBody, lang: Language, now: Date = new Date()): Promise<AskResult> {
  const checked = checkQuestionText(body.content);
  if (!checked.ok) return { ok: false, refusal: { reason: checked.problem } };
  const uris = body.files ?? [];
  if (checked.text === '' && uris.length === 0) return { ok: false, refusal: { reason: 'empty' } };
  if (new Set(uris).size !== uris.length) return { ok: false, refusal: { reason: 'fileRepeated' } };
  const uploads: UploadRecord[] = [];
  for (const uri of uris) {
    const name = parseUploadUri(uri);
    const upload = name ? await findUpload(db, name.publicId, name.ext) : undefined;
    const problem = fileProblem(upload, userId);
    if (problem || !upload) return { ok: false, refusal: { reason: problem ?? 'fileNotYours' } };
    uploads.push(upload);
  }
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const thread = await trx
      .insertInto('question_threads')
      .values({ user_id: userId, lang: languageTag(lang), awaiting_answer: 1, created_at: at, last_message_at: at, team_read_at: at })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ lang: languageTag(lang), awaiting_answer: 1, last_message_at: at, team_read_at: at }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const message = await trx
      .insertInto('question_messages')
      .values({ thread_id: thread.id, author: 'team', staff_member_id: null, actor_name: null, text: checked.text, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (uploads.length > 0) {
      await trx
        .insertInto('question_attachments')
        .values(uploads.map((upload, ordinal) => ({ message_id: message.id, upload_id: upload.id, ordinal })))
        .execute();
    }
    return { ok: true as const, threadId: thread.id, messageId: message.id };
  });
}
