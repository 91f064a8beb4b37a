import { missingTranslationKeys } from '@portal/shared/i18n';
import { articlesTranslations } from '../articles-texts';
import { adminTranslations } from '../translations';

// The articles pages' texts load with those pages, so the remote contract suite (which checks ./routes' texts) does not
// see them: every one in the three languages, and none shadowing a text of the sign-in's first load.
test('every text of the articles pages is in the three languages', () => {
  expect(missingTranslationKeys(articlesTranslations)).toEqual([]);
});

test('none replaces a text the first load already has', () => {
  const first = new Set(Object.keys(adminTranslations.en));
  expect(Object.keys(articlesTranslations.en).filter((key) => first.has(key))).toEqual([]);
});
