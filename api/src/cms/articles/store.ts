import type { Selectable } from 'kysely';
import type { AdminArticle, ArticleDraft, RevisionKind } from '@portal/contracts/admin-articles';
import type { Actor } from '../../audit/record.js';
import type { CmsArticleTable } from '../../db/schema-cms.js';
import { contentActor, storedActor } from './actors.js';
import { inTransaction, Refused, type ArticleChange, type Db, type Trx } from './env.js';

// The documents and their revisions in the database. A change first claims the article at the revision its caller
// started from (one conditional UPDATE: on PostgreSQL it locks the row until commit, on SQLite it takes the write lock),
// so two editors, or an editor and the scheduler, never both build on the same revision: the second finds the number
// moved and is refused with the latest one.

export type CmsArticleRow = Selectable<CmsArticleTable>;

/**
 * Moves article `id` from revision `expected` to the next, stamping `at`; answers the row after (its `revision` the new
 * number, every other column as before). Refuses an unknown article or a revision that is not the latest.
 */
export async function claimRevision(trx: Trx, id: number, expected: number, at: string): Promise<CmsArticleRow> {
  const row = await trx
    .updateTable('cms_articles')
    .set({ revision: expected + 1, updated_at: at })
    .where('id', '=', id)
    .where('revision', '=', expected)
    .returningAll()
    .executeTakeFirst();
  if (row) return row;
  const current = await trx.selectFrom('cms_articles').select('revision').where('id', '=', id).executeTakeFirst();
  throw new Refused(current ? { reason: 'stale', latest: current.revision } : { reason: 'noArticle' });
}

export interface NewRevision {
  articleId: number;
  revision: number;
  kind: RevisionKind;
  restoredFrom?: number;
  draft: ArticleDraft;
  at: string;
  actor: Actor;
}

/** Appends a whole snapshot of the document. */
export async function insertRevision(trx: Trx, revision: NewRevision): Promise<void> {
  await trx
    .insertInto('cms_article_revisions')
    .values({
      article_id: revision.articleId,
      revision: revision.revision,
      kind: revision.kind,
      restored_from: revision.restoredFrom ?? null,
      draft: JSON.stringify(revision.draft),
      saved_at: revision.at,
      ...storedActor(revision.actor),
    })
    .execute();
}

/** The document as revision `revision` holds it, or undefined. */
export async function draftAt(db: Db | Trx, id: number, revision: number): Promise<ArticleDraft | undefined> {
  const row = await db.selectFrom('cms_article_revisions').select('draft').where('article_id', '=', id).where('revision', '=', revision).executeTakeFirst();
  // Written by insertRevision from a validated draft (or by the adoption of 021): trusted as the contract's shape.
  return row ? (JSON.parse(row.draft) as ArticleDraft) : undefined;
}

/** The document as revision `revision` holds it; the revision exists (it was just claimed from). */
export async function claimedDraft(trx: Trx, row: CmsArticleRow): Promise<ArticleDraft> {
  const draft = await draftAt(trx, row.id, row.revision - 1);
  if (!draft) throw new Error(`article ${row.id} has no revision ${row.revision - 1}`);
  return draft;
}

/** The list's copy of the latest draft's category and titles; a changed sample is the editors' own from then on. */
export async function setLatestDraft(trx: Trx, id: number, draft: ArticleDraft): Promise<void> {
  await trx
    .updateTable('cms_articles')
    .set({ cid: draft.cid, title_zh_hk: draft.zhComplex.title, title_zh_cn: draft.zhSimple.title, title_en: draft.en.title, sample: 0 })
    .where('id', '=', id)
    .execute();
}

/** The articles with their latest revision and who saved it: what the list and the document read. */
export function articlesWithLatest(db: Db | Trx) {
  return db
    .selectFrom('cms_articles as a')
    .innerJoin('cms_article_revisions as r', (join) => join.onRef('r.article_id', '=', 'a.id').onRef('r.revision', '=', 'a.revision'))
    .leftJoin('staff_members as s', (join) => join.onRef('s.id', '=', 'r.actor_id').on('r.actor_kind', '=', 'staff'));
}

/** The document as it stands (its latest revision), or undefined. */
export async function readArticle(db: Db | Trx, id: number): Promise<AdminArticle | undefined> {
  const row = await articlesWithLatest(db)
    .selectAll('a')
    .select(['r.draft', 'r.actor_kind', 'r.actor_id', 'r.actor_name', 's.name as staff_name'])
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    state: row.state,
    revision: row.revision,
    draft: JSON.parse(row.draft) as ArticleDraft,
    publishAt: row.publish_at,
    publishedAt: row.published_at,
    publishedRevision: row.published_revision,
    updatedAt: row.updated_at,
    updatedBy: contentActor(row),
    sample: row.sample === 1,
  };
}

/** readArticle inside a change that just wrote the article. */
export async function changedArticle(trx: Trx, id: number): Promise<AdminArticle> {
  const article = await readArticle(trx, id);
  if (!article) throw new Error(`article ${id} vanished inside its own transaction`);
  return article;
}

/** One change in one transaction: `work` writes and answers the article's id; the answer is the article as it then stands. */
export async function changeArticle(db: Db, work: (trx: Trx) => Promise<number>): Promise<ArticleChange> {
  const result = await inTransaction(db, async (trx) => changedArticle(trx, await work(trx)));
  return result.ok ? { ok: true, article: result.value } : result;
}
