import { isLanguage } from '@portal/contracts/languages';
import { SITE_SETTINGS_LIMITS, type SettingIssue } from '@portal/contracts/site-settings';
import { AppError } from '../lib/app-error.js';
import { LANGUAGE_NAME_KEYS } from '../i18n/language-names.js';
import type { MessageKey } from '../i18n/messages.js';
import type { SettingsRefusal } from './save.js';

// The settings' refusals as the back office answers them: a status and a message naming the field, in the caller's
// language. The form checks the same rules first (@portal/contracts/site-settings-rules) and marks each field itself.

const FIELD_KEYS: Record<string, MessageKey> = {
  'contact.phone': 'settingsFieldPhone',
  'contact.email': 'settingsFieldEmail',
  'contact.address': 'settingsFieldAddress',
  'social.instagram': 'settingsFieldInstagram',
  'social.facebook': 'settingsFieldFacebook',
  'social.whatsapp': 'settingsFieldWhatsapp',
  questionnaire: 'settingsFieldQuestionnaire',
  arPromoUrl: 'settingsFieldArPromo',
  introVideoUrl: 'settingsFieldIntroVideo',
  chatAppUrl: 'settingsFieldChatApp',
};

const PROBLEM_KEYS = {
  required: 'settingsRequired',
  url: 'settingsUrl',
  media: 'settingsMedia',
  phone: 'settingsPhone',
  email: 'settingsEmail',
  tooLong: 'settingsTooLong',
  text: 'settingsText',
} as const satisfies Record<SettingIssue['problem'], MessageKey>;

/** The problems a field in one language can have (an address, a questionnaire link), said with the language. */
const IN_LANGUAGE_KEYS: Partial<Record<SettingIssue['problem'], MessageKey>> = {
  required: 'settingsRequiredIn',
  url: 'settingsUrlIn',
  tooLong: 'settingsTooLongIn',
  text: 'settingsTextIn',
};

/** The longest value of a field, as the tooLong message names it. */
function maxOf(path: string): number {
  if (path === 'contact.phone') return SITE_SETTINGS_LIMITS.phone;
  if (path === 'contact.email') return SITE_SETTINGS_LIMITS.email;
  if (path.startsWith('contact.address.')) return SITE_SETTINGS_LIMITS.address;
  return SITE_SETTINGS_LIMITS.url;
}

/** The first issue, named: the form shows one problem at a time too. */
function issueError(issues: SettingIssue[]): AppError {
  const [first] = issues;
  if (!first) return new AppError(400, 'badRequest');
  const detail = `${issues.length} settings problem(s), first ${first.path} ${first.problem}`;
  const chain = /^chainTransactions\.(\d+)$/.exec(first.path);
  if (chain) {
    const n = Number(chain[1]) + 1;
    return first.problem === 'tooLong'
      ? new AppError(400, 'settingsChainTooLong', { params: { n, max: SITE_SETTINGS_LIMITS.url }, detail })
      : new AppError(400, 'settingsChainUrl', { params: { n }, detail });
  }
  const at = first.path.lastIndexOf('.');
  const language = first.path.slice(at + 1);
  if (isLanguage(language)) {
    // An address or a questionnaire link: named with its language.
    const field = FIELD_KEYS[first.path.slice(0, at)];
    const key = IN_LANGUAGE_KEYS[first.problem];
    if (!field || !key) return new AppError(400, 'badRequest', { detail });
    return new AppError(400, key, { params: { max: maxOf(first.path) }, paramKeys: { field, language: LANGUAGE_NAME_KEYS[language] }, detail });
  }
  const field = FIELD_KEYS[first.path];
  if (!field) return new AppError(400, 'badRequest', { detail });
  const { min, max } = SITE_SETTINGS_LIMITS.phoneDigits;
  const params: Record<string, number> = first.problem === 'phone' ? { min, max } : { max: maxOf(first.path) };
  return new AppError(400, PROBLEM_KEYS[first.problem], { params, paramKeys: { field }, detail });
}

export function settingsError(refusal: SettingsRefusal): AppError {
  switch (refusal.reason) {
    case 'issues':
      return issueError(refusal.issues);
    case 'stale':
      return new AppError(409, 'settingsStale', { params: { version: refusal.version } });
    case 'missing':
      return new AppError(503, 'settingsUnavailable', { detail: 'no site_settings row' });
  }
}
