import type { Kysely } from 'kysely';
import type { Acting } from '../audit/acting.js';
import { recordAudit } from '../audit/record.js';
import type { Database } from '../db/schema.js';
import { fromStoredLanguage } from '../i18n/edges.js';
import type { MessageQueue } from '../messages/queue.js';
import { excerpt } from './rules.js';
import { checkQuestionText } from './rules.js';

// A staff answer in a team's thread (POST /api/admin/questions/:id/answer, `pnpm admin questions answer`): the answer,
// the thread's markers, the audit entry (ids only) and the 'thread-answer' mail to the account, in the language the
// team last wrote in, all in one transaction: the team is told exactly when the answer exists.

/** Where the mail sends the team: the personal center's questions page (contracts/src/pages/account.ts). */
export const QUESTIONS_PAGE_PATH = '/pc/myQuestions';

export interface AnswerDeps {
  db: Kysely<Database>;
  messages: MessageQueue;
  /** The site's origin, for the link in the mail. */
  siteUrl: string;
}

export type AnswerRefusal = { reason: 'notFound' } | { reason: 'empty' } | { reason: 'tooLong' };

export type AnswerResult = { ok: true; messageId: number } | { ok: false; refusal: AnswerRefusal };

export async function answerQuestion({ db, messages, siteUrl }: AnswerDeps, acting: Acting, threadId: number, raw: string, now: Date = new Date()): Promise<AnswerResult> {
  const checked = checkQuestionText(raw);
  if (!checked.ok) return { ok: false, refusal: { reason: checked.problem } };
  if (checked.text === '') return { ok: false, refusal: { reason: 'empty' } };
  const thread = await db
    .selectFrom('question_threads as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.id', 't.user_id', 't.lang', 'u.email', 'u.team_name'])
    .where('t.id', '=', threadId)
    .executeTakeFirst();
  if (!thread) return { ok: false, refusal: { reason: 'notFound' } };
  const at = now.toISOString();
  const { actor } = acting;
  const messageId = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('question_messages')
      .values({
        thread_id: threadId,
        author: 'staff',
        staff_member_id: actor.kind === 'staff' ? actor.staffId : null,
        actor_name: actor.kind === 'staff' ? null : acting.name,
        text: checked.text,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('question_threads').set({ awaiting_answer: 0, answered_at: at, last_message_at: at, staff_read_at: at }).where('id', '=', threadId).execute();
    await recordAudit(trx, actor, { action: 'question.answer', target: `question:${threadId}`, detail: { message: row.id } });
    await messages.enqueue(
      [
        {
          kind: 'thread-answer',
          channel: 'email',
          to: thread.email,
          lang: fromStoredLanguage(thread.lang),
          params: { team: thread.team_name ?? '', excerpt: excerpt(checked.text, 200), url: `${siteUrl}${QUESTIONS_PAGE_PATH}` },
          // No dedupe key: the mail is queued in the answer's own transaction, so it exists once with it; a key from
          // the row id would swallow a later answer's mail once ids are reused after a purge (SQLite reuses rowids).
          userId: thread.user_id,
        },
      ],
      trx,
    );
    return row.id;
  });
  return { ok: true, messageId };
}
