// A page URL names its language for search engines and shared links (`?lang=zh-cn|en`, docs/adr/0023): opened, the
// page starts in it and keeps it as the visitor's choice; without it, the stored choice holds as before.
import type * as LanguageStoreModule from '../language-store';

function freshStore(url: string): typeof LanguageStoreModule {
  window.history.replaceState({}, '', url);
  let loaded: typeof LanguageStoreModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof LanguageStoreModule>('../language-store');
  });
  return loaded!;
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'portal-lang=; max-age=0; path=/';
});

test.each([
  ['/pc/latestNewsDetail?id=3&lang=en', 'en', 'en'],
  ['/mobile/home?lang=zh-cn', 'zhSimple', 'zh-CN'],
  ['/pc/home?lang=zh-hk', 'zhComplex', 'zh-HK'],
])('%s starts in its language and keeps it as the choice', (url, language, htmlLang) => {
  localStorage.setItem('lang', 'zhComplex');
  const { useLanguageStore } = freshStore(url);
  expect(useLanguageStore.getState().language).toBe(language);
  expect(document.documentElement.lang).toBe(htmlLang);
  expect(localStorage.getItem('lang')).toBe(language);
  expect(document.cookie).toContain(`portal-lang=${language}`);
});

test('without one, or with one that is not a language, the stored choice holds', () => {
  localStorage.setItem('lang', 'en');
  expect(freshStore('/pc/home').useLanguageStore.getState().language).toBe('en');
  expect(freshStore('/pc/home?lang=fr').useLanguageStore.getState().language).toBe('en');
  expect(freshStore('/pc/home?lang=__proto__').useLanguageStore.getState().language).toBe('en');
});

test('an editor’s preview frame starts in its language but keeps the choice as it was (the back office shares it)', () => {
  localStorage.setItem('lang', 'en');
  const { useLanguageStore } = freshStore(`/pc/latestNewsDetail?lang=zh-cn&preview=${'A'.repeat(43)}`);
  expect(useLanguageStore.getState().language).toBe('zhSimple');
  expect(localStorage.getItem('lang')).toBe('en');
  expect(document.cookie).not.toContain('portal-lang=zhSimple');
});
