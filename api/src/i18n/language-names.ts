import type { Language } from '@portal/contracts/languages';
import type { MessageKey } from './messages.js';

/** The message that names each language, for refusals that say which language lacks something (a `paramKeys` value). */
export const LANGUAGE_NAME_KEYS: Record<Language, MessageKey> = {
  zhComplex: 'languageNameZhComplex',
  zhSimple: 'languageNameZhSimple',
  en: 'languageNameEn',
};
