import { DISPLAY_COLLECTION_TABLE, DISPLAY_COLLECTIONS, type DisplayCollectionSpec } from '@portal/contracts/display-collections';
import { missingTranslationKeys } from '@portal/shared/i18n';
import { displayTranslations } from '../display-texts';
import { resultsTranslations } from '../results-texts';
import { settingsTranslations } from '../settings-texts';
import { adminTranslations } from '../translations';

// The display pages' texts load with those pages: every one in the three languages, none shadowing another's, and a
// label for every collection, field and option the contract's descriptors name (a new field fails here, not on screen).
test('every text of the display pages is in the three languages', () => {
  expect(missingTranslationKeys(displayTranslations)).toEqual([]);
});

test('none replaces a text of the first load, the results or the settings pages', () => {
  const taken = new Set([...Object.keys(adminTranslations.en), ...Object.keys(resultsTranslations.en), ...Object.keys(settingsTranslations.en)]);
  expect(Object.keys(displayTranslations.en).filter((key) => taken.has(key))).toEqual([]);
});

test("every collection, field and option of the contract has its words", () => {
  const needed = DISPLAY_COLLECTIONS.flatMap((collection) => {
    const { fields, maxItems } = DISPLAY_COLLECTION_TABLE[collection] as DisplayCollectionSpec;
    return [
      `display.collection.${collection}`,
      `display.about.${collection}`,
      `display.item.${collection}`,
      ...(maxItems > 1 ? [`display.add.${collection}`] : []),
      ...fields.flatMap((field) => [
        `display.field.${collection}.${field.name}`,
        ...(field.kind === 'select' ? field.options.map((option) => `display.option.${collection}.${field.name}.${option}`) : []),
      ]),
    ];
  });
  expect(needed.filter((key) => !(key in displayTranslations.en))).toEqual([]);
});
