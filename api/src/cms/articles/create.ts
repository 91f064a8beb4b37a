import type { ArticleDraft, NewArticleBody } from '@portal/contracts/admin-articles';
import { recordAudit, type Actor } from '../../audit/record.js';
import type { ArticleChange, ArticlesEnv, Trx } from './env.js';
import { emptyDraft } from './rules.js';
import { changeArticle, insertRevision } from './store.js';

/** What another feature starts a draft with (an FAQ from a question's answer): its text, and its own write in the same transaction. */
export interface StartingDraft {
  draft: ArticleDraft;
  also(trx: Trx, articleId: number): Promise<void>;
}

/**
 * A new draft of a category at revision 1 (kind 'created'); no public row yet. Empty in the three languages, unless
 * `starting` gives its text (of the same category).
 */
export async function createArticle(env: ArticlesEnv, body: NewArticleBody, actor: Actor, starting?: StartingDraft): Promise<ArticleChange> {
  const at = env.clock.now().toISOString();
  const draft = starting ? { ...starting.draft, cid: body.cid } : emptyDraft(body.cid);
  return changeArticle(env.db, async (trx) => {
    const { id } = await trx
      .insertInto('cms_articles')
      .values({
        translation_key: null,
        state: 'draft',
        revision: 1,
        published_revision: null,
        publish_at: null,
        published_at: null,
        updated_at: at,
        sample: 0,
        cid: body.cid,
        title_zh_hk: draft.zhComplex.title,
        title_zh_cn: draft.zhSimple.title,
        title_en: draft.en.title,
        legacy_cover: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertRevision(trx, { articleId: id, revision: 1, kind: 'created', draft, at, actor });
    await recordAudit(trx, actor, { action: 'article.create', target: `article:${id}`, detail: { revision: 1, state: 'draft', cid: body.cid } });
    await starting?.also(trx, id);
    return id;
  });
}
