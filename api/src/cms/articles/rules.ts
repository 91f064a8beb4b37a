import type { ArticleDraft, ArticleLanguageDraft } from '@portal/contracts/admin-articles';
import type { ArticleCategory } from '@portal/contracts/content';
import { LANGUAGES, type Language } from '@portal/contracts/languages';
import { isEmptyDocument } from '@portal/contracts/rich-text-rules';
import type { ArticlePart } from './env.js';

// The rules of an article's languages (issue 25 point 1): each language is published with a title and a body, unless
// the editor marked Simplified Chinese or English 'show the Traditional Chinese text'. Traditional Chinese, the site's
// default language, never falls back.

/** Whether a language shows the Traditional Chinese text. */
export function fallsBack(draft: ArticleDraft, language: Language): boolean {
  return language !== 'zhComplex' && draft.fallback[language];
}

/** The first language (in the site's order) that may not be published as it is, with what it lacks. */
export function incompleteLanguage(draft: ArticleDraft): { language: Language; part: ArticlePart } | undefined {
  for (const language of LANGUAGES) {
    if (fallsBack(draft, language)) continue;
    const text = draft[language];
    if (text.title.trim() === '') return { language, part: 'title' };
    if (isEmptyDocument(text.body)) return { language, part: 'body' };
  }
  return undefined;
}

/** The text a language's public row shows: its own, or the Traditional Chinese text when it falls back. */
export function publicText(draft: ArticleDraft, language: Language): ArticleLanguageDraft {
  return fallsBack(draft, language) ? draft.zhComplex : draft[language];
}

const emptyLanguage = (): ArticleLanguageDraft => ({ title: '', abstract: '', body: { type: 'doc', content: [] } });

/** A new article: nothing written in any language, no language falling back. */
export function emptyDraft(cid: ArticleCategory): ArticleDraft {
  return { cid, coverMediaId: null, zhComplex: emptyLanguage(), zhSimple: emptyLanguage(), en: emptyLanguage(), fallback: { zhSimple: false, en: false } };
}
