import { randomBytes } from 'node:crypto';
import type { ArticleDraft, ArticlePreview } from '@portal/contracts/admin-articles';
import type { Article } from '@portal/contracts/content';
import type { ContentLanguage } from '../../db/schema-content.js';
import { LANGUAGES, type Language } from '@portal/contracts/languages';
import { hashToken } from '../../accounts/sessions.js';
import { fromContentLanguage, languageTag } from '../../i18n/edges.js';
import { findMediaItem } from '../../media/view.js';
import { inTransaction, Refused, type ArticleRefusal, type ArticlesEnv, type Db } from './env.js';
import { libraryDraft } from './media.js';
import { publicText } from './rules.js';

// Previews (issue 25 point 2, docs/adr/0032 "Preview"): the editor's unsaved draft, checked as a save checks it, is
// stored under a random token for PREVIEW_TTL_MS, in a table so that whichever API instance serves the public page
// finds it; only the token's hash is stored. The public article detail takes the token (`?preview=`) and answers the
// draft, never cached; an expired or unknown token, or one for another article, is ignored: the page is the public one.

export const PREVIEW_TTL_MS = 30 * 60 * 1000;
/** The query parameter the token travels in; the request log never shows its value (http/log-redaction.ts). */
export const PREVIEW_PARAM = 'preview';

/** The detail pages (contracts/src/pages): FAQ has its own; every other category is drawn by the news detail. */
const DETAIL_PAGES = { faq: { pc: 'commonProblemDetail', mobile: 'familiarProblem/detail' }, news: { pc: 'latestNewsDetail', mobile: 'news/consult/detail' } } as const;

export type PreviewResult = { ok: true; preview: ArticlePreview } | { ok: false; refusal: ArticleRefusal };

/** The public ids of an article's live rows, by language: a page URL names one so the page's head and status follow. */
async function liveIds(db: Db, translationKey: string | null): Promise<Partial<Record<Language, number>>> {
  if (translationKey === null) return {};
  const rows = await db.selectFrom('articles').select(['id', 'lang']).where('translation_key', '=', translationKey).where('live', '=', 1).execute();
  return Object.fromEntries(rows.map((row) => [fromContentLanguage(row.lang), row.id]));
}

function pagesOf(token: string, cid: number, ids: Partial<Record<Language, number>>): ArticlePreview['pages'] {
  // Only news and FAQ rows are found by their detail pages' heads (site/articles.ts): another category's id would be a 404.
  const kind = cid === 2 ? 'faq' : 'news';
  const page = (language: Language, device: 'pc' | 'mobile') => {
    const query = new URLSearchParams();
    const id = cid <= 2 ? ids[language] : undefined;
    if (id !== undefined) query.set('id', String(id));
    // Always named, Traditional Chinese too: a page without `lang` opens in the language last chosen on this origin.
    query.set('lang', languageTag(language));
    query.set(PREVIEW_PARAM, token);
    return `/${device}/${DETAIL_PAGES[kind][device]}?${query.toString()}`;
  };
  const both = (language: Language) => ({ pc: page(language, 'pc'), mobile: page(language, 'mobile') });
  return { zhComplex: both('zhComplex'), zhSimple: both('zhSimple'), en: both('en') };
}

/**
 * Stores `draft` as a preview of article `id` for `staffId`, checked as a save is (the library's images written in,
 * unknown images or cover refused: nothing stored). Expired previews are removed on the way.
 */
export async function createPreview(env: ArticlesEnv, id: number, sent: ArticleDraft, staffId: number | null): Promise<PreviewResult> {
  const now = env.clock.now();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + PREVIEW_TTL_MS).toISOString();
  const result = await inTransaction(env.db, async (trx) => {
    const article = await trx.selectFrom('cms_articles').select(['id', 'translation_key']).where('id', '=', id).executeTakeFirst();
    if (!article) throw new Refused({ reason: 'noArticle' });
    const { draft } = await libraryDraft(trx, sent);
    await trx.deleteFrom('article_previews').where('expires_at', '<=', now.toISOString()).execute();
    await trx
      .insertInto('article_previews')
      .values({ token_hash: hashToken(token), article_id: id, draft: JSON.stringify(draft), staff_member_id: staffId, created_at: now.toISOString(), expires_at: expiresAt })
      .execute();
    return { cid: draft.cid, translationKey: article.translation_key };
  });
  if (!result.ok) return result;
  const ids = await liveIds(env.db, result.value.translationKey);
  return { ok: true, preview: { token, expiresAt, pages: pagesOf(token, result.value.cid, ids) } };
}

const tokenShape = /^[A-Za-z0-9_-]{43}$/;

/**
 * The public answer a preview token gives for a detail request (`id` optional) in `lang`, or undefined when the token
 * is not live or belongs to another article than the one `id` names: then the request is answered as if it had none.
 */
export async function previewArticle(db: Db, token: string, id: number | undefined, lang: ContentLanguage, now: Date): Promise<Article | undefined> {
  if (!tokenShape.test(token)) return undefined;
  const preview = await db
    .selectFrom('article_previews as p')
    .innerJoin('cms_articles as a', 'a.id', 'p.article_id')
    .select(['p.draft', 'p.expires_at', 'a.translation_key', 'a.legacy_cover', 'a.published_at'])
    .where('p.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!preview || preview.expires_at <= now.toISOString()) return undefined;
  const language = fromContentLanguage(lang);
  const ids = await liveIds(db, preview.translation_key);
  if (id !== undefined && !LANGUAGES.some((one) => ids[one] === id)) return undefined;
  // Stored by createPreview from a validated draft.
  const draft = JSON.parse(preview.draft) as ArticleDraft;
  const text = publicText(draft, language);
  const cover = draft.coverMediaId === null ? preview.legacy_cover : ((await findMediaItem(db, draft.coverMediaId))?.src ?? null);
  return {
    id: ids[language] ?? 0,
    cid: draft.cid,
    type: lang,
    title: text.title,
    abstractField: text.abstract,
    cover,
    createTime: preview.published_at ?? now.toISOString(),
    sample: false,
    content: text.body,
    preview: true,
  };
}
