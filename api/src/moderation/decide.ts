import type { Kysely } from 'kysely';
import { MODERATION_REASON_MAX, type ModerationAction } from '@portal/contracts/comment-rules';
import { recordAudit, type Actor } from '../audit/record.js';
import { cleanCommentText, commentLength } from '../content/comments.js';
import type { Database } from '../db/schema.js';
import { publicContentChanged } from '../prerender/public-content.js';

// Hiding and restoring a comment (issue 25 point 6): one decision with a reason, written with its audit entry in one
// transaction. The public list leaves a hidden comment out at once — it is not a cached answer — and the first views
// that showed comments are forgotten so none keeps showing it. The reason is for colleagues: it stays in
// comment_moderation; the audit entry names the comment, its article and the decision's row, never the text.

/** Where a moderation change is written and what it touches besides the database. */
export interface ModerationEnv {
  db: Kysely<Database>;
  /** config.prerenderDir: the captured first views. */
  prerenderDir: string;
}

/** The API paths whose answers show comments: a capture that read one showed them. */
export const COMMENT_SOURCES = ['/api/comment/'] as const;

export type ReasonProblem = 'empty' | 'tooLong';

export type ModerationRefusal =
  | { reason: 'noComment' }
  | { reason: 'reason'; problem: ReasonProblem }
  | { reason: 'alreadyHidden' }
  | { reason: 'notHidden' };

export type ModerationResult = { ok: true; decisionId: number } | { ok: false; refusal: ModerationRefusal };

/** A decision's reason as stored (cleaned as a comment is), or what is wrong with it. */
export function checkReason(raw: string): { ok: true; text: string } | { ok: false; problem: ReasonProblem } {
  const text = cleanCommentText(raw);
  if (text === '') return { ok: false, problem: 'empty' };
  if (commentLength(text) > MODERATION_REASON_MAX) return { ok: false, problem: 'tooLong' };
  return { ok: true, text };
}

const actorColumns = (actor: Actor) => ({
  actor_kind: actor.kind,
  staff_member_id: actor.kind === 'staff' ? actor.staffId : null,
  actor_name: actor.kind === 'staff' ? null : actor.name,
});

/** Another decision came first (or the comment is gone): which. */
async function refusalAfter(db: Kysely<Database>, id: number, action: ModerationAction): Promise<ModerationRefusal> {
  const row = await db.selectFrom('comments').select('hidden_at').where('id', '=', id).executeTakeFirst();
  if (!row) return { reason: 'noComment' };
  return action === 'hide' ? { reason: 'alreadyHidden' } : { reason: 'notHidden' };
}

class Refused extends Error {}

/**
 * Hides a visible comment, or restores a hidden one, with a reason. The update names the state it expects, so of two
 * editors deciding at once one decides and the other is told it was done.
 */
export async function moderateComment(env: ModerationEnv, id: number, action: ModerationAction, rawReason: string, actor: Actor, now: Date = new Date()): Promise<ModerationResult> {
  const reason = checkReason(rawReason);
  if (!reason.ok) return { ok: false, refusal: { reason: 'reason', problem: reason.problem } };
  const at = now.toISOString();
  let decisionId: number;
  try {
    decisionId = await env.db.transaction().execute(async (trx) => {
      const changed = await trx
        .updateTable('comments')
        .set({ hidden_at: action === 'hide' ? at : null, moderated_at: at })
        .where('id', '=', id)
        .where('hidden_at', action === 'hide' ? 'is' : 'is not', null)
        .returning('article_id')
        .executeTakeFirst();
      if (!changed) throw new Refused();
      const decision = await trx
        .insertInto('comment_moderation')
        .values({ comment_id: id, action, reason: reason.text, ...actorColumns(actor), created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, { action: `comment.${action}`, target: `comment:${id}`, detail: { articleId: changed.article_id, decisionId: decision.id } });
      return decision.id;
    });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: await refusalAfter(env.db, id, action) };
    throw error;
  }
  await publicContentChanged(env, COMMENT_SOURCES);
  return { ok: true, decisionId };
}
