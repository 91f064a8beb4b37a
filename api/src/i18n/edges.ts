import {
  CONTENT_LANGUAGE,
  DEFAULT_LANGUAGE,
  LANGUAGE_TAG,
  languageFromTag,
  type ContentLanguage,
  type Language,
  type LanguageTag,
} from '@portal/contracts/languages';
import type { Localized } from '../db/schema-content.js';

// Inside, the API speaks the site's one language type (@portal/contracts/languages). These are the other spellings
// at its edges, converted here only: what the database and the season files store, and the column suffixes.

export { CONTENT_LANGUAGES as contentLanguages } from '@portal/contracts/languages';

/** The article `type` and Accept-Language value of a language (SPEC §7: en is en-us). */
export function toContentLanguage(lang: Language): ContentLanguage {
  return CONTENT_LANGUAGE[lang];
}

/** The language of an article row (`lang`, its `type` in SPEC §7). */
export function fromContentLanguage(value: ContentLanguage): Language {
  return (Object.keys(CONTENT_LANGUAGE) as Language[]).find((lang) => CONTENT_LANGUAGE[lang] === value) ?? DEFAULT_LANGUAGE;
}

/** The tag a registration row stores (`language`, its status mails' language) and a page's URL names (`?lang=`). */
export const languageTag = (lang: Language): LanguageTag => LANGUAGE_TAG[lang];
export const parseLanguageTag = languageFromTag;

/** A stored language read back; anything unknown reads as the site default. */
export function fromStoredLanguage(value: string): Language {
  return parseLanguageTag(value) ?? DEFAULT_LANGUAGE;
}

/** A text of a season file (`{"zh-hk": …, "zh-cn": …, "en": …}`) in a language. */
export function storedText(texts: Record<LanguageTag, string>, lang: Language): string {
  return texts[LANGUAGE_TAG[lang]];
}

const COLUMN_SUFFIX = { zhComplex: 'zh_hk', zhSimple: 'zh_cn', en: 'en' } as const satisfies Record<Language, string>;

/** The text of a per-language column group (`title_zh_hk`...) in the request's language. */
export function pick<B extends string, V>(row: Localized<B, V>, base: B, lang: Language): V {
  return row[`${base}_${COLUMN_SUFFIX[lang]}`];
}
