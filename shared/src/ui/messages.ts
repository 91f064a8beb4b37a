import { LANGUAGES } from '@portal/contracts/languages';
import { USER_MESSAGES, type UserMessageKey } from '@portal/contracts/messages';
import type { Translations } from '@portal/shared/i18n';

/** Namespace of the user messages of SPEC §8, shared by the shell, every remote and the API clients. */
export const MESSAGES_NAMESPACE = 'portal';

/** The catalogue the server answers from too (@portal/contracts/messages): one wording per key and language. */
export type MessageKey = UserMessageKey;

/** The catalogue as i18next resources: its `{name}` marks in i18next's `{{name}}`. */
export const messageTranslations: Translations = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    Object.fromEntries(
      Object.entries(USER_MESSAGES).map(([key, texts]) => [key, texts[language].replace(/\{(\w+)\}/g, '{{$1}}')]),
    ),
  ]),
) as Translations;
