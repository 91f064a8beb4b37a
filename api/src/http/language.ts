import type { FastifyRequest } from 'fastify';
import type { Language } from '../i18n/messages.js';
import { languageFromHeader } from '../i18n/translate.js';

/** The language a request's answer is written in (clients send Accept-Language: zh-hk | zh-cn | en-us). */
export function requestLanguage(request: FastifyRequest): Language {
  return languageFromHeader(request.headers['accept-language']);
}
