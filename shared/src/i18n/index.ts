export { i18n, registerTranslations } from './instance';
export type { Translations } from './instance';
export { LANGUAGES, DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, HTML_LANG, API_LANG, contentLanguage, isLanguage } from './languages';
export type { Language } from './languages';
export { useLanguageStore } from './language-store';
export { missingTranslationKeys } from './completeness';
