import { recordAudit, type Actor } from '../../audit/record.js';
import { publicCover } from './cover.js';
import { Refused, type ArticleChange, type ArticlesEnv, type Trx } from './env.js';
import { libraryDraft, recordArticleMedia } from './media.js';
import { hidePublicRows, showPublicRows } from './public-rows.js';
import { publicArticlesChanged } from './public-views.js';
import { incompleteLanguage } from './rules.js';
import { changeArticle, claimRevision, claimedDraft, insertRevision, type CmsArticleRow } from './store.js';

// Publishing and unpublishing (issue 25 point 1). Publishing writes the three public rows from the latest revision in
// the same transaction as the new revision (kind 'published', which `publishedRevision` then names) and the audit
// entry; unpublishing hides the rows. Each state change is a revision too, holding the same document, so the history
// reads as one line of who did what and when.

/** Checks the claimed article's latest draft and puts it live at `at`; shared by "publish now" and the scheduler. */
export async function goLive(trx: Trx, row: CmsArticleRow, actor: Actor, at: string): Promise<void> {
  // The library's images as they are now (an alt text changed since the save is published as it now reads).
  const { draft, cover: coverItem } = await libraryDraft(trx, await claimedDraft(trx, row));
  const incomplete = incompleteLanguage(draft);
  if (incomplete) throw new Refused({ reason: 'incomplete', ...incomplete, scheduled: false });
  const cover = publicCover(coverItem, row.legacy_cover);
  const key = row.translation_key ?? `cms-${row.id}`;
  await showPublicRows(trx, key, draft, { cover, sample: row.sample, at });
  await trx
    .updateTable('cms_articles')
    .set({ state: 'published', published_revision: row.revision, published_at: at, publish_at: null, translation_key: key })
    .where('id', '=', row.id)
    .execute();
  await insertRevision(trx, { articleId: row.id, revision: row.revision, kind: 'published', draft, at, actor });
  await recordArticleMedia(trx, row.id, draft, undefined);
  await recordAudit(trx, actor, { action: 'article.publish', target: `article:${row.id}`, detail: { revision: row.revision, from: row.state, to: 'published' } });
}

/**
 * Publishes the latest revision now (a draft, a scheduled or unpublished article, or the newer saves of a published
 * one), made against `expected`. Refused while a language is incomplete and does not fall back.
 */
export async function publishArticle(env: ArticlesEnv, id: number, expected: number, actor: Actor): Promise<ArticleChange> {
  const at = env.clock.now().toISOString();
  const result = await changeArticle(env.db, async (trx) => {
    await goLive(trx, await claimRevision(trx, id, expected, at), actor, at);
    return id;
  });
  if (result.ok) await publicArticlesChanged(env, [id]);
  return result;
}

/**
 * Takes a published article off the public pages (its rows stay, hidden), or cancels a schedule: a scheduled article
 * goes back to a draft, or to unpublished when it was live before.
 */
export async function unpublishArticle(env: ArticlesEnv, id: number, expected: number, actor: Actor): Promise<ArticleChange> {
  const at = env.clock.now().toISOString();
  let wasLive = false;
  const result = await changeArticle(env.db, async (trx) => {
    const row = await claimRevision(trx, id, expected, at);
    if (row.state !== 'published' && row.state !== 'scheduled') throw new Refused({ reason: 'notLive' });
    wasLive = row.state === 'published';
    const to = wasLive || row.published_at !== null ? 'unpublished' : 'draft';
    if (wasLive && row.translation_key !== null) await hidePublicRows(trx, row.translation_key);
    await trx.updateTable('cms_articles').set({ state: to, published_revision: null, publish_at: null }).where('id', '=', id).execute();
    await insertRevision(trx, { articleId: id, revision: row.revision, kind: 'unpublished', draft: await claimedDraft(trx, row), at, actor });
    await recordAudit(trx, actor, { action: 'article.unpublish', target: `article:${id}`, detail: { revision: row.revision, from: row.state, to } });
    return id;
  });
  if (result.ok && wasLive) await publicArticlesChanged(env, [id]);
  return result;
}
