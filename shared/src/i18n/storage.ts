import { languageFromTag } from '@portal/contracts/languages';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, isLanguage, type Language } from './languages';

/**
 * The language a page URL names (`?lang=zh-hk|zh-cn|en`, as the server writes it for search engines, docs/adr/0023),
 * or null: a link in a language opens in it, as if the visitor had chosen it.
 */
export function languageFromUrl(): Language | null {
  if (typeof location === 'undefined') return null;
  return languageFromTag(new URLSearchParams(location.search).get('lang')) ?? null;
}

/** Whether the page was opened as an editor's article preview (`?preview=`, api/src/cms/articles/preview.ts). */
export function isPreviewPage(): boolean {
  return typeof location !== 'undefined' && new URLSearchParams(location.search).has('preview');
}

/** The language the page starts in: the URL's, else the visitor's last choice, else the default. */
export function initialLanguage(): Language {
  return languageFromUrl() ?? readStoredLanguage();
}

export function readStoredLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    // Storage can be blocked (private mode, sandboxed frames): fall back to the default.
    return DEFAULT_LANGUAGE;
  }
}

/** The cookie that tells the server the visitor's language, so a page's first view comes in it (shell/src/prerender). */
export const LANGUAGE_COOKIE = 'portal-lang';
const YEAR_SECONDS = 365 * 24 * 3600;

export function storeLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not kept across visits when storage is blocked; the switch still applies to this page.
  }
  if (typeof document !== 'undefined') {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${YEAR_SECONDS}; SameSite=Lax`;
  }
}
