import { describe, expect, it } from '@jest/globals';
import { languages, messages } from '../../src/i18n/messages.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogue', () => {
  it.each(Object.entries(messages))('%s has a text in every language with the same placeholders', (_key, texts) => {
    const byLanguage: Record<string, string> = texts;
    for (const lang of languages) {
      expect(byLanguage[lang]?.trim()).toBeTruthy();
      expect(placeholders(byLanguage[lang] ?? '')).toEqual(placeholders(texts.en));
    }
    expect(Object.keys(texts).sort()).toEqual([...languages].sort());
  });
});
