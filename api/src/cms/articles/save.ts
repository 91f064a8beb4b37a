import type { ArticleDraft, SaveArticleBody } from '@portal/contracts/admin-articles';
import { recordAudit, type Actor } from '../../audit/record.js';
import { Refused, type ArticleChange, type ArticlesEnv, type Trx } from './env.js';
import { libraryDraft, recordArticleMedia } from './media.js';
import { incompleteLanguage } from './rules.js';
import { changeArticle, claimRevision, draftAt, insertRevision, setLatestDraft, type CmsArticleRow } from './store.js';

// Saving and restoring: each appends a revision holding the whole document. Neither changes what the public sees — a
// published article keeps showing its published revision until the next publication — but a scheduled article must
// stay publishable, since the scheduler will publish its latest revision at the instant.

function keepPublishable(row: CmsArticleRow, draft: ArticleDraft): void {
  if (row.state !== 'scheduled') return;
  const incomplete = incompleteLanguage(draft);
  if (incomplete) throw new Refused({ reason: 'incomplete', ...incomplete, scheduled: true });
}

async function appendDraft(trx: Trx, row: CmsArticleRow, sent: ArticleDraft, at: string, actor: Actor, restoredFrom?: number): Promise<void> {
  const { draft } = await libraryDraft(trx, sent);
  keepPublishable(row, draft);
  await setLatestDraft(trx, row.id, draft);
  const published = row.published_revision === null ? undefined : await draftAt(trx, row.id, row.published_revision);
  await recordArticleMedia(trx, row.id, draft, published);
  await insertRevision(trx, { articleId: row.id, revision: row.revision, kind: restoredFrom === undefined ? 'saved' : 'restored', restoredFrom, draft, at, actor });
}

/** A save made against `body.revision`: refused (409) when a newer revision exists. */
export async function saveArticle(env: ArticlesEnv, id: number, body: SaveArticleBody, actor: Actor): Promise<ArticleChange> {
  const at = env.clock.now().toISOString();
  return changeArticle(env.db, async (trx) => {
    const row = await claimRevision(trx, id, body.revision, at);
    await appendDraft(trx, row, body.draft, at, actor);
    await recordAudit(trx, actor, { action: 'article.save', target: `article:${id}`, detail: { revision: row.revision, state: row.state } });
    return id;
  });
}

/** Brings back revision `from` as a new revision (kind 'restored'), made against the latest revision `expected`. */
export async function restoreRevision(env: ArticlesEnv, id: number, from: number, expected: number, actor: Actor): Promise<ArticleChange> {
  const at = env.clock.now().toISOString();
  return changeArticle(env.db, async (trx) => {
    const row = await claimRevision(trx, id, expected, at);
    const draft = await draftAt(trx, id, from);
    if (!draft) throw new Refused({ reason: 'noRevision', revision: from });
    await appendDraft(trx, row, draft, at, actor, from);
    await recordAudit(trx, actor, { action: 'article.restore', target: `article:${id}`, detail: { revision: row.revision, restoredFrom: from, state: row.state } });
    return id;
  });
}
