import type { ContentLanguage, Localized } from '../db/schema-content.js';
import type { Language } from './messages.js';

// Messages name English `en`; content (article `type`, Accept-Language values) names it `en-us`.
export const contentLanguages = ['zh-hk', 'zh-cn', 'en-us'] as const satisfies readonly ContentLanguage[];

export function toContentLanguage(lang: Language): ContentLanguage {
  return lang === 'en' ? 'en-us' : lang;
}

const columnSuffix = { 'zh-hk': 'zh_hk', 'zh-cn': 'zh_cn', en: 'en' } as const;

/** The text of a per-language column group (`title_zh_hk`...) in the request's language. */
export function pick<B extends string, V>(row: Localized<B, V>, base: B, lang: Language): V {
  return row[`${base}_${columnSuffix[lang]}`];
}
