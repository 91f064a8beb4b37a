import type { FastifyRequest } from 'fastify';
import { DEFAULT_PAGE_LANGUAGE, isPageLanguage } from '../site/head.js';
import type { PageLanguage } from '../site/page-text.js';
import type { FirstViewLanguage } from './prerendered.js';

// A page's language: the URL's (`?lang=`, how a shared link and a search result name it, docs/adr/0023), else the
// visitor's choice (the cookie the client writes, shared/src/i18n/storage.ts), else Traditional Chinese.

const LANGUAGE_COOKIE = /(?:^|;\s*)portal-lang=([A-Za-z]+)/;
const FROM_CLIENT: Record<FirstViewLanguage, PageLanguage> = { zhComplex: 'zh-hk', zhSimple: 'zh-cn', en: 'en' };
const TO_CLIENT: Record<PageLanguage, FirstViewLanguage> = { 'zh-hk': 'zhComplex', 'zh-cn': 'zhSimple', en: 'en' };
/** The content language the client asks the API in (shared/src/i18n/languages.ts, API_LANG). */
const API_LANGUAGE: Record<PageLanguage, string> = { 'zh-hk': 'zh-hk', 'zh-cn': 'zh-cn', en: 'en-us' };

export function pageLanguage(request: FastifyRequest, params: URLSearchParams): PageLanguage {
  const named = params.get('lang');
  if (isPageLanguage(named)) return named;
  const cookie = LANGUAGE_COOKIE.exec(request.headers.cookie ?? '')?.[1];
  return cookie !== undefined && Object.hasOwn(FROM_CLIENT, cookie) ? FROM_CLIENT[cookie as FirstViewLanguage] : DEFAULT_PAGE_LANGUAGE;
}

/** The client's name of a language (its first views are kept under it). */
export const clientLanguage = (language: PageLanguage): FirstViewLanguage => TO_CLIENT[language];
export const apiLanguage = (language: PageLanguage): string => API_LANGUAGE[language];
