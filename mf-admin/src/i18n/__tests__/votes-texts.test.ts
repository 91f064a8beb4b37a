import { missingTranslationKeys } from '@portal/shared/i18n';
import { adminTranslations } from '../translations';
import { voteTranslations } from '../votes-texts';

// The annulled votes' page texts load with that page: every one in the three languages, none shadowing the first load's.
test('every text of the annulled votes page is in the three languages', () => {
  expect(missingTranslationKeys(voteTranslations)).toEqual([]);
});

test('none replaces a text the first load already has', () => {
  const first = new Set(Object.keys(adminTranslations.en));
  expect(Object.keys(voteTranslations.en).filter((key) => first.has(key))).toEqual([]);
});
