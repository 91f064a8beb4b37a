import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';
import { initialLanguage } from './storage';

/** Every namespace gives every key in all three languages; a test per app checks it. */
export type Translations = Record<Language, Record<string, string>>;

/**
 * The one i18next instance of the page. @portal/shared is a federation singleton, so the shell and
 * every remote get this same object and a language switch re-renders all of them.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: initialLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  resources: {},
  initAsync: false,
  // React escapes what it renders; escaping here too would show entities to the user.
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

export function registerTranslations(namespace: string, translations: Translations): void {
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, namespace, translations[language], true, true);
  }
}
