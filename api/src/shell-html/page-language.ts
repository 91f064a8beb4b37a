import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@portal/contracts/languages';
import { urlLanguage } from '../site/head.js';

// A page's language: the URL's (`?lang=`, how a shared link and a search result name it, docs/adr/0023), else the
// visitor's choice (the cookie the client writes, shared/src/i18n/storage.ts), else Traditional Chinese.

const LANGUAGE_COOKIE = /(?:^|;\s*)portal-lang=([A-Za-z]+)/;

export function pageLanguage(request: FastifyRequest, params: URLSearchParams): Language {
  const named = urlLanguage(params.get('lang'));
  if (named) return named;
  const cookie = LANGUAGE_COOKIE.exec(request.headers.cookie ?? '')?.[1];
  return isLanguage(cookie) ? cookie : DEFAULT_LANGUAGE;
}
