import { describe, expect, it } from '@jest/globals';
import { languageFromHeader, translate } from '../../src/i18n/translate.js';

describe('languageFromHeader', () => {
  it.each([
    [undefined, 'zhComplex'],
    ['', 'zhComplex'],
    ['zh-hk', 'zhComplex'],
    ['zh-cn', 'zhSimple'],
    ['en-us', 'en'],
    ['en', 'en'],
    ['EN-US', 'en'],
    ['zh-TW', 'zhComplex'],
    ['zh-Hans-CN', 'zhSimple'],
    ['fr-FR', 'zhComplex'],
    ['fr-FR, en;q=0.5', 'en'],
    ['zh-cn;q=0.4, en-GB;q=0.9', 'en'],
    ['en;q=0, zh-cn', 'zhSimple'],
  ])('%p → %s', (header, lang) => {
    expect(languageFromHeader(header)).toBe(lang);
  });
});

describe('translate', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate('invalidParams', 'en', { field: 'page_no' })).toBe('Invalid parameters: page_no');
    expect(translate('invalidParams', 'zhComplex')).toBe('參數無效：{field}');
  });
});
