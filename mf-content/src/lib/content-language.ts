import { CONTENT_LANGUAGES, type ContentLanguage } from '@portal/shared/contracts';
import { API_LANG, type Language } from '@portal/shared/i18n';

/** The UI language as the content API names it (`type` of an article): zh-hk, zh-cn or en-us. */
export function contentLanguage(language: Language): ContentLanguage {
  const name = API_LANG[language];
  return CONTENT_LANGUAGES.find((candidate) => candidate === name) ?? CONTENT_LANGUAGES[0];
}
