import { LANGUAGES } from './languages';
import type { Translations } from './instance';

/** Keys some language lacks or leaves empty, as `language:key`; a test per namespace expects none. */
export function missingTranslationKeys(translations: Translations): string[] {
  const allKeys = new Set(LANGUAGES.flatMap((language) => Object.keys(translations[language])));
  const missing: string[] = [];
  for (const language of LANGUAGES) {
    for (const key of allKeys) {
      if (!translations[language][key]?.trim()) missing.push(`${language}:${key}`);
    }
  }
  return missing;
}
