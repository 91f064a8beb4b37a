import { missingTranslationKeys } from '@portal/shared/i18n';
import { resultsTranslations } from '../results-texts';
import { settingsTranslations } from '../settings-texts';
import { adminTranslations } from '../translations';

// The site settings page's texts load with that page: every one in the three languages, none shadowing another's.
test('every text of the site settings page is in the three languages', () => {
  expect(missingTranslationKeys(settingsTranslations)).toEqual([]);
});

test('none replaces a text of the first load or of the results pages', () => {
  const taken = new Set([...Object.keys(adminTranslations.en), ...Object.keys(resultsTranslations.en)]);
  expect(Object.keys(settingsTranslations.en).filter((key) => taken.has(key))).toEqual([]);
});
