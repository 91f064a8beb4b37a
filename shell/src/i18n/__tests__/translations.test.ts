import { missingTranslationKeys } from '@portal/shared/i18n';
import { shellTranslations } from '../translations';

test('every shell text exists in all three languages', () => {
  expect(missingTranslationKeys(shellTranslations)).toEqual([]);
});
