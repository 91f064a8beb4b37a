// The site's three languages (SPEC §1), named once, as the spec keeps the chosen one client-side (`lang`). Other
// spellings belong to an edge and are converted there: the language header and an article's `type` (SPEC §7), the
// page's <html lang>.

export const LANGUAGES = ['zhComplex', 'zhSimple', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** SPEC §1: Traditional Chinese. */
export const DEFAULT_LANGUAGE: Language = 'zhComplex';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The value of <html lang> per language. */
export const HTML_LANG: Record<Language, string> = { zhComplex: 'zh-HK', zhSimple: 'zh-CN', en: 'en' };

/** The language header the API clients send and an article's `type` (SPEC §7: en → en-us, zhSimple → zh-cn, …). */
export const CONTENT_LANGUAGES = ['zh-hk', 'zh-cn', 'en-us'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
export const CONTENT_LANGUAGE: Record<Language, ContentLanguage> = { zhComplex: 'zh-hk', zhSimple: 'zh-cn', en: 'en-us' };

/**
 * The lowercase tag of a language: how a page's URL names it (`?lang=zh-cn`, docs/adr/0023), and how the season files
 * and a registration row store it.
 */
export const LANGUAGE_TAG = { zhComplex: 'zh-hk', zhSimple: 'zh-cn', en: 'en' } as const satisfies Record<Language, string>;
export type LanguageTag = (typeof LANGUAGE_TAG)[Language];

/** The language a tag names, or undefined. */
export function languageFromTag(value: unknown): Language | undefined {
  return LANGUAGES.find((language) => LANGUAGE_TAG[language] === value);
}
