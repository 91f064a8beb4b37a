import { recordAudit } from '../audit/record.js';
import { articleExists } from '../content/articles.js';
import { checkCommentText, type CommentTextProblem } from '../content/comments.js';
import { isForeignKeyViolation } from '../lib/db-errors.js';
import { publicContentChanged } from '../prerender/public-content.js';
import { COMMENT_SOURCES, type ModerationEnv } from './decide.js';

// A reply by the organizers (issue 25 point 6): a comment on the article whose author is a staff member. Visitors see
// it in the article's comments, in their order and paging, as written by the organizers (the site's name, with a
// badge), never by the staff member's name; the back office shows who wrote it.

export type ReplyRefusal = { reason: 'noArticle' } | { reason: 'text'; problem: CommentTextProblem };

export type ReplyResult = { ok: true; id: number } | { ok: false; refusal: ReplyRefusal };

/** Posts a staff reply on an article, with the rules of a team's comment (no rate limit: staff are few and known). */
export async function postStaffReply(env: ModerationEnv, articleId: number, rawContent: string, staffId: number, now: Date = new Date()): Promise<ReplyResult> {
  const checked = checkCommentText(rawContent);
  if (!checked.ok) return { ok: false, refusal: { reason: 'text', problem: checked.problem } };
  if (!(await articleExists(env.db, articleId))) return { ok: false, refusal: { reason: 'noArticle' } };
  let id: number;
  try {
    id = await insertReply(env, articleId, checked.text, staffId, now);
  } catch (error) {
    // The article went between the check and the insert.
    if (isForeignKeyViolation(error)) return { ok: false, refusal: { reason: 'noArticle' } };
    throw error;
  }
  await publicContentChanged(env, COMMENT_SOURCES);
  return { ok: true, id };
}

function insertReply(env: ModerationEnv, articleId: number, content: string, staffId: number, now: Date): Promise<number> {
  return env.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('comments')
      .values({ article_id: articleId, user_id: null, staff_member_id: staffId, content, created_at: now.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, { kind: 'staff', staffId }, { action: 'comment.reply', target: `comment:${row.id}`, detail: { articleId } });
    return row.id;
  });
}
