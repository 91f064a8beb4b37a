import { create } from 'zustand';
import { i18n } from './instance';
import { HTML_LANG, type Language } from './languages';
import { LANGUAGE_COOKIE, initialLanguage, isPreviewPage, languageFromUrl, storeLanguage } from './storage';

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
// A language chosen before the cookie existed, or named by the URL, reaches the server from the next page on — except
// in an editor's preview frame, whose language is the preview's, not a choice of the editor's (the back office shares
// this origin's storage).
if (typeof document !== 'undefined' && !isPreviewPage() && (languageFromUrl() !== null || !document.cookie.includes(`${LANGUAGE_COOKIE}=`))) {
  storeLanguage(useLanguageStore.getState().language);
}
