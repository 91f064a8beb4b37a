import type { ArticleDraft } from '@portal/contracts/admin-articles';
import type { ArticleCategory } from '@portal/contracts/content';
import type { RichTextDocument } from '@portal/contracts/rich-text';
import type { FormProblem } from '@portal/shared/form';
import type { TFunction } from '@portal/shared/i18n';
import { ABSTRACT_MAX, ARTICLE_LANGUAGES, CATEGORIES, TITLE_MAX, type ArticleLanguage } from './labels';

/**
 * The article form's fields (react-hook-form through @portal/shared/form): the category, each language's title and
 * abstract, and the two fallbacks. The bodies are the editors' own state (TipTap), joined to these when a save is sent.
 */
export interface DocumentValues {
  cid: string;
  zhComplex: { title: string; abstract: string };
  zhSimple: { title: string; abstract: string };
  en: { title: string; abstract: string };
  fallback: { zhSimple: boolean; en: boolean };
}

export type Bodies = Record<ArticleLanguage, RichTextDocument>;

export function valuesOf(draft: ArticleDraft): DocumentValues {
  const texts = (language: ArticleLanguage) => ({ title: draft[language].title, abstract: draft[language].abstract });
  return { cid: String(draft.cid), zhComplex: texts('zhComplex'), zhSimple: texts('zhSimple'), en: texts('en'), fallback: { ...draft.fallback } };
}

export function bodiesOf(draft: ArticleDraft): Bodies {
  return { zhComplex: draft.zhComplex.body, zhSimple: draft.zhSimple.body, en: draft.en.body };
}

/** What a save sends: the fields, the bodies as the editors normalized them, and the cover chosen. */
export function draftOf(values: DocumentValues, bodies: Bodies, coverMediaId: number | null): ArticleDraft {
  const cid = Number(values.cid) as ArticleCategory;
  const language = (key: ArticleLanguage) => ({ title: values[key].title, abstract: values[key].abstract, body: bodies[key] });
  return { cid, coverMediaId, zhComplex: language('zhComplex'), zhSimple: language('zhSimple'), en: language('en'), fallback: { ...values.fallback } };
}

/** The server's length rules, checked before a save (the inputs' maxLength already stops typing past them). */
export function documentProblem(values: DocumentValues, t: TFunction): FormProblem<DocumentValues> | null {
  if (!CATEGORIES.some((cid) => String(cid) === values.cid)) return { field: 'cid', text: t('articles.chooseCategory') };
  for (const language of ARTICLE_LANGUAGES) {
    const name = t(`articles.language.${language}`);
    if (values[language].title.length > TITLE_MAX) return { field: `${language}.title`, text: t('articles.titleTooLong', { language: name, max: TITLE_MAX }) };
    if (values[language].abstract.length > ABSTRACT_MAX) return { field: `${language}.abstract`, text: t('articles.abstractTooLong', { language: name, max: ABSTRACT_MAX }) };
  }
  return null;
}
