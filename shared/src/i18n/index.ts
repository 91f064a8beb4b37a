export { i18n, registerTranslations } from './instance';
export type { Translations } from './instance';
export { LANGUAGES, DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, HTML_LANG, API_LANG, contentLanguage, isLanguage } from './languages';
export type { Language } from './languages';
export { useLanguageStore } from './language-store';
export { missingTranslationKeys } from './completeness';
// React's side of i18n, as the shell and every remote use it. react-i18next is not shared whole (a shared package is
// provided as a whole module, and its Trans components and HTML parser are a quarter of it, used by no page): this
// module is the one shared entry, under the `@portal/shared/` singleton prefix, so there is still one instance and
// one context, and webpack keeps only what is listed (docs/adr/0019).
export { I18nextProvider, useTranslation } from 'react-i18next';
export type { TFunction } from 'i18next';
