import { create } from 'zustand';
import { i18n } from './instance';
import { HTML_LANG, type Language } from './languages';
import { LANGUAGE_COOKIE, initialLanguage, languageFromUrl, storeLanguage } from './storage';

interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
}

function applyToDocument(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[language];
}

export const useLanguageStore = create<LanguageState>()((set) => ({
  language: initialLanguage(),
  setLanguage: (language) => {
    storeLanguage(language);
    applyToDocument(language);
    void i18n.changeLanguage(language);
    set({ language });
  },
}));

applyToDocument(useLanguageStore.getState().language);
// A language chosen before the cookie existed, or named by the URL, reaches the server from the next page on.
if (typeof document !== 'undefined' && (languageFromUrl() !== null || !document.cookie.includes(`${LANGUAGE_COOKIE}=`))) {
  storeLanguage(useLanguageStore.getState().language);
}
