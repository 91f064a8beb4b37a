import type { ArticleDraft } from '@portal/contracts/admin-articles';
import type { Language, TFunction } from '@portal/shared/i18n';

type Titles = Record<Language, string>;

/** The title to name an article by: the page's language's, else the Traditional Chinese one, else "untitled". */
export function pickTitle(titles: Titles, language: Language, t: TFunction): string {
  return titles[language].trim() || titles.zhComplex.trim() || t('articles.untitled');
}

export const titlesOf = (draft: ArticleDraft): Titles => ({ zhComplex: draft.zhComplex.title, zhSimple: draft.zhSimple.title, en: draft.en.title });
