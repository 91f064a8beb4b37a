import { CONTENT_LANGUAGE, type ContentLanguage, type Language } from '@portal/contracts/languages';

// The site's languages are one type (@portal/contracts/languages); the API's spelling is an edge converted here.
export { DEFAULT_LANGUAGE, HTML_LANG, LANGUAGES, isLanguage } from '@portal/contracts/languages';
export type { Language } from '@portal/contracts/languages';

/** The spec keeps the chosen language client-side under this key. */
export const LANGUAGE_STORAGE_KEY = 'lang';

/** Value of the language header the API clients send (spec §7), and an article's `type`. */
export const API_LANG: Record<Language, ContentLanguage> = CONTENT_LANGUAGE;

/** The UI language as the content API names it (`type` of an article): zh-hk, zh-cn or en-us. */
export function contentLanguage(language: Language): ContentLanguage {
  return CONTENT_LANGUAGE[language];
}
