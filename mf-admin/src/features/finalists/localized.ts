import type { LocalizedText } from '@portal/contracts/admin-results';
import type { Language } from '@portal/shared/i18n';

/** A finalist's text as the page's language shows it: the Traditional Chinese stands in for an empty one, as on the site. */
export function localized(text: LocalizedText, language: Language): string {
  return text[language].trim() || text.zhComplex;
}
