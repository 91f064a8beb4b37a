import type { NewArticleBody } from '@portal/contracts/admin-articles';
import { recordAudit, type Actor } from '../../audit/record.js';
import type { ArticleChange, ArticlesEnv } from './env.js';
import { emptyDraft } from './rules.js';
import { changeArticle, insertRevision } from './store.js';

/** A new draft of a category, empty in the three languages, at revision 1 (kind 'created'); no public row yet. */
export async function createArticle(env: ArticlesEnv, body: NewArticleBody, actor: Actor): Promise<ArticleChange> {
  const at = env.clock.now().toISOString();
  const draft = emptyDraft(body.cid);
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
        title_zh_hk: '',
        title_zh_cn: '',
        title_en: '',
        legacy_cover: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertRevision(trx, { articleId: id, revision: 1, kind: 'created', draft, at, actor });
    await recordAudit(trx, actor, { action: 'article.create', target: `article:${id}`, detail: { revision: 1, state: 'draft', cid: body.cid } });
    return id;
  });
}
