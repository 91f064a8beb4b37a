import { isUserMessageKey, userMessage } from '@portal/contracts/messages';
import { defaultLanguage, messages, type Language, type MessageKey } from './messages.js';

export type MessageParams = Record<string, string | number>;

export function translate(key: MessageKey, lang: Language, params: MessageParams = {}): string {
  if (isUserMessageKey(key)) return userMessage(key, lang, params);
  return messages[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * Picks the language from an Accept-Language header. Our clients send exactly
 * zh-hk, zh-cn or en-us; browsers send weighted lists, so honour q-values too.
 */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return defaultLanguage;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...options] = part.trim().toLowerCase().split(';');
      const q = options.map((o) => /^\s*q=([\d.]+)\s*$/.exec(o)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const lang = languageFromTag(tag);
    if (lang) return lang;
  }
  return defaultLanguage;
}

function languageFromTag(tag: string): Language | undefined {
  if (tag === 'en' || tag.startsWith('en-')) return 'en';
  // Simplified script regions; every other Chinese tag reads Traditional, the site default.
  if (/^zh-(cn|sg|hans)\b/.test(tag)) return 'zhSimple';
  if (tag === 'zh' || tag.startsWith('zh-')) return 'zhComplex';
  return undefined;
}
