import { missingTranslationKeys } from '@portal/shared/i18n';
import { contentTranslations } from '../../../i18n/translations';
import { REPORT_REASONS, reportTranslations } from '../report-texts';

// The report dialog's texts load with the dialog, so the remote contract suite (which checks ./routes' texts) does not
// see them: every one in the three languages, every reason of the server's list, none shadowing a first-load text.
test('every text of the report dialog is in the three languages', () => {
  expect(missingTranslationKeys(reportTranslations)).toEqual([]);
});

test('every reason the server takes has its label', () => {
  expect(REPORT_REASONS).toEqual(['spam', 'abuse', 'personalData', 'offTopic', 'other']);
  for (const reason of REPORT_REASONS) expect(reportTranslations.en[`report.reasons.${reason}`]).toBeTruthy();
});

test('none replaces a text the first load already has', () => {
  const first = new Set(Object.keys(contentTranslations.en));
  expect(Object.keys(reportTranslations.en).filter((key) => first.has(key))).toEqual([]);
});
