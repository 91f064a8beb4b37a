import { recordAudit, type Actor } from '../../audit/record.js';
import { SCHEDULER } from './actors.js';
import { inTransaction, Refused, type ArticleChange, type ArticleRefusal, type ArticlesEnv } from './env.js';
import { libraryDraft } from './media.js';
import { goLive } from './publish.js';
import { publicArticlesChanged } from './public-views.js';
import { incompleteLanguage } from './rules.js';
import { changeArticle, claimRevision, claimedDraft, insertRevision } from './store.js';

// Scheduled publishing (issue 25 points 1 and 5): an article goes live at an instant of the server's clock, once,
// whatever the number of API instances. Every instance runs `publishDueArticles` (./scheduler.ts); each due article is
// claimed by a conditional UPDATE (still scheduled, still due) inside the transaction that publishes it, so when two
// instances race for it the second finds it published and does nothing (docs/adr/0032).

/** Schedules the latest revision to go live at `publishAt` (later than the server's clock), made against `expected`. */
export async function scheduleArticle(env: ArticlesEnv, id: number, expected: number, publishAt: string, actor: Actor): Promise<ArticleChange> {
  const now = env.clock.now();
  const at = now.toISOString();
  const instant = new Date(publishAt);
  return changeArticle(env.db, async (trx) => {
    const row = await claimRevision(trx, id, expected, at);
    if (!(instant.getTime() > now.getTime())) throw new Refused({ reason: 'notLater', now: at });
    if (row.state === 'published') throw new Refused({ reason: 'live' });
    const draft = await claimedDraft(trx, row);
    // Checked now rather than found at the instant, when no one is there to fix it.
    const incomplete = incompleteLanguage(draft);
    if (incomplete) throw new Refused({ reason: 'incomplete', ...incomplete, scheduled: false });
    await libraryDraft(trx, draft);
    await trx.updateTable('cms_articles').set({ state: 'scheduled', publish_at: instant.toISOString() }).where('id', '=', id).execute();
    await insertRevision(trx, { articleId: id, revision: row.revision, kind: 'scheduled', draft, at, actor });
    await recordAudit(trx, actor, { action: 'article.schedule', target: `article:${id}`, detail: { revision: row.revision, from: row.state, to: 'scheduled' } });
    return id;
  });
}

export interface DuePass {
  /** Articles this call published. */
  published: number[];
  /** Due articles it could not publish (changed by SQL since they were scheduled), left scheduled. */
  refused: { id: number; refusal: ArticleRefusal }[];
}

/**
 * Publishes every scheduled article whose instant has come by the server's clock, each at its scheduled instant (the
 * lists' date), as `actor` (the system). An article another instance (or an editor) got to first is skipped.
 */
export async function publishDueArticles(env: ArticlesEnv, actor: Actor = SCHEDULER): Promise<DuePass> {
  const now = env.clock.now().toISOString();
  const due = await env.db.selectFrom('cms_articles').select('id').where('state', '=', 'scheduled').where('publish_at', '<=', now).orderBy('publish_at').orderBy('id').execute();
  const pass: DuePass = { published: [], refused: [] };
  for (const { id } of due) {
    const result = await inTransaction(env.db, async (trx) => {
      const row = await trx
        .updateTable('cms_articles')
        .set((eb) => ({ revision: eb('revision', '+', 1), updated_at: now }))
        .where('id', '=', id)
        .where('state', '=', 'scheduled')
        .where('publish_at', '<=', now)
        .returningAll()
        .executeTakeFirst();
      if (!row) return false;
      await goLive(trx, row, actor, row.publish_at ?? now);
      return true;
    });
    if (!result.ok) pass.refused.push({ id, refusal: result.refusal });
    else if (result.value) pass.published.push(id);
  }
  if (pass.published.length > 0) await publicArticlesChanged(env, pass.published);
  return pass;
}
