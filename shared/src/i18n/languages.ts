import type { ContentLanguage } from '@portal/shared/contracts';

export const LANGUAGES = ['zhComplex', 'zhSimple', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'zhComplex';
/** The spec keeps the chosen language client-side under this key. */
export const LANGUAGE_STORAGE_KEY = 'lang';

/** Value of <html lang> per language. */
export const HTML_LANG: Record<Language, string> = { zhComplex: 'zh-HK', zhSimple: 'zh-CN', en: 'en' };

/**
 * Value of the language header the API clients send (spec §7). Typed as the API's own language names so that
 * contentLanguage() needs no lookup that could miss: the header and an article's `type` are the same values.
 */
export const API_LANG: Record<Language, ContentLanguage> = { zhComplex: 'zh-hk', zhSimple: 'zh-cn', en: 'en-us' };

/** The UI language as the content API names it (`type` of an article): zh-hk, zh-cn or en-us. */
export function contentLanguage(language: Language): ContentLanguage {
  return API_LANG[language];
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
