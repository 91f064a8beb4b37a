import type { ArticleDraft, ArticleRevision, ArticleRevisionSummary } from '@portal/contracts/admin-articles';
import { contentActor } from './actors.js';
import type { Db } from './env.js';

// An article's history: every revision, newest first, and one revision whole (to compare two, or restore one).

function revisions(db: Db, id: number) {
  return db
    .selectFrom('cms_article_revisions as r')
    .leftJoin('staff_members as s', (join) => join.onRef('s.id', '=', 'r.actor_id').on('r.actor_kind', '=', 'staff'))
    .select(['r.revision', 'r.kind', 'r.restored_from', 'r.saved_at', 'r.actor_kind', 'r.actor_id', 'r.actor_name', 's.name as staff_name'])
    .where('r.article_id', '=', id);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof revisions>['executeTakeFirstOrThrow']>>;

const summary = (row: SummaryRow): ArticleRevisionSummary => ({
  revision: row.revision,
  kind: row.kind,
  restoredFrom: row.restored_from,
  savedAt: row.saved_at,
  savedBy: contentActor(row),
});

/** The revisions of an article, newest first; undefined for an unknown article. */
export async function listRevisions(db: Db, id: number): Promise<ArticleRevisionSummary[] | undefined> {
  const rows = await revisions(db, id).orderBy('r.revision', 'desc').execute();
  // Every article has its revision 1 (created or adopted): none means no article.
  return rows.length === 0 ? undefined : rows.map(summary);
}

/** One revision whole, or undefined. */
export async function findRevision(db: Db, id: number, revision: number): Promise<ArticleRevision | undefined> {
  const row = await revisions(db, id).select('r.draft').where('r.revision', '=', revision).executeTakeFirst();
  return row && { ...summary(row), draft: JSON.parse(row.draft) as ArticleDraft };
}
