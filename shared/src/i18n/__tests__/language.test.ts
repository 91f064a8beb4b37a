import { CONTENT_LANGUAGES } from '@portal/shared/contracts';
import { contentLanguage, i18n, LANGUAGE_STORAGE_KEY, LANGUAGES, missingTranslationKeys, useLanguageStore } from '@portal/shared/i18n';

describe('language store', () => {
  it('starts in Traditional Chinese with <html lang> zh-HK', () => {
    expect(useLanguageStore.getState().language).toBe('zhComplex');
    expect(document.documentElement.lang).toBe('zh-HK');
  });

  it('switching keeps the choice under `lang`, updates <html lang> and the i18n instance', () => {
    useLanguageStore.getState().setLanguage('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.language).toBe('en');

    useLanguageStore.getState().setLanguage('zhSimple');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(i18n.language).toBe('zhSimple');
  });

  it('tells the server the choice in a cookie, so the next page comes in that language', () => {
    useLanguageStore.getState().setLanguage('en');
    expect(document.cookie).toContain('portal-lang=en');
    useLanguageStore.getState().setLanguage('zhComplex');
    expect(document.cookie).toContain('portal-lang=zhComplex');
    expect(document.cookie).not.toContain('portal-lang=en');
  });
});

describe('missingTranslationKeys', () => {
  it('names keys a language lacks or leaves blank', () => {
    expect(
      missingTranslationKeys({ zhComplex: { a: '甲', b: '乙' }, zhSimple: { a: '甲', b: ' ' }, en: { a: 'A' } }),
    ).toEqual(['zhSimple:b', 'en:b']);
  });
});

describe('contentLanguage', () => {
  it('names each UI language as the content API does, one content language each', () => {
    expect(LANGUAGES.map(contentLanguage)).toEqual(['zh-hk', 'zh-cn', 'en-us']);
    expect([...LANGUAGES.map(contentLanguage)].sort()).toEqual([...CONTENT_LANGUAGES].sort());
  });
});
