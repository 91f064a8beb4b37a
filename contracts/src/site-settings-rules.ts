import { LANGUAGES, type Language } from './languages.js';
import { isMediaSrc } from './rich-text-rules.js';

// The site settings' rules (issue 25 point 3) as plain values, without schema code: the back office's form imports
// them and checks what the server checks, in the server's order, and the pages read the settings' shape with
// `isSitePageSettings`. The schema built around them (./site-settings, which re-exports these) stays the server's.

/** A text in the three languages, side by side. */
export type LocalizedSetting = Record<Language, string>;

/**
 * What the public pages show and where the short links lead (SPEC §2). Every value is data the editors change at run
 * time (GET /api/site/settings, PUT /api/admin/settings): a change needs no rebuild and no restart.
 */
export interface SiteSettings {
  contact: {
    /** As people write it (`+852 1234 5678`): the footer shows it, `tel:` links take its digits. */
    phone: string;
    email: string;
    /** An empty Simplified Chinese or English address shows the Traditional Chinese one. */
    address: LocalizedSetting;
  };
  /** Each the foundation's page on that network; '' hides the link. */
  social: { instagram: string; facebook: string; whatsapp: string };
  /** The questionnaire form of each language (the header's icon, the home page's dialog, the contact page). */
  questionnaire: LocalizedSetting;
  /** The AR experience the phone menu's and home page's QR codes lead to. */
  arPromoUrl: string;
  /** The home page's introduction video (SPEC §2: autoplaying, looping); null shows its poster alone and loads no video. */
  introVideoUrl: string | null;
  /** /c/180 leads here (SPEC §2: a chat-app link). */
  chatAppUrl: string;
  /** /c/N for N from 1 to 179 leads to entry N−1 (a blockchain transaction's page); '' or a missing entry leads to /. */
  chainTransactions: string[];
}

/**
 * What every page carries in its HTML (the `portal-settings` data block): the settings the pages draw. The /c/N links
 * stay out — the server answers /c/N itself, and 179 transaction links would add kilobytes to every page.
 */
export type SitePageSettings = Omit<SiteSettings, 'chatAppUrl' | 'chainTransactions'>;

/** The /c/N numbers (SPEC §2): 1–179 are transaction links, 180 the chat app. */
export const CHAIN_LINK_RANGE = { first: 1, last: 179 } as const;
export const CHAT_APP_LINK_NUMBER = 180;

/** The data block of the page that carries the page settings (api/src/shell-html, read by @portal/shared/config). */
export const SITE_SETTINGS_BLOCK_ID = 'portal-settings';

export const SITE_SETTINGS_LIMITS = {
  /** Characters of a URL. */
  url: 500,
  /** Characters of a phone number as written, and its digits. */
  phone: 30,
  phoneDigits: { min: 6, max: 15 },
  /** RFC 5321's longest address. */
  email: 254,
  /** Characters of an address, as people count them. */
  address: 200,
} as const;

/** The part of the settings every page carries (SitePageSettings). */
export function pageSettings(settings: SiteSettings): SitePageSettings {
  const { chatAppUrl: _chat, chainTransactions: _chain, ...page } = settings;
  return page;
}

/** The number a /c/N segment names when it is one of the short links' (1–180), else null. */
export function shortLinkNumber(segment: string): number | null {
  if (!/^\d{1,3}$/.test(segment)) return null;
  const n = Number(segment);
  return n === CHAT_APP_LINK_NUMBER || (n >= CHAIN_LINK_RANGE.first && n <= CHAIN_LINK_RANGE.last) ? n : null;
}

/** Where /c/N leads, or null when N is not a known number or has no link (the caller then goes to the site root). */
export function chainLinkFor(segment: string, settings: Pick<SiteSettings, 'chatAppUrl' | 'chainTransactions'>): string | null {
  const n = shortLinkNumber(segment);
  if (n === null) return null;
  if (n === CHAT_APP_LINK_NUMBER) return settings.chatAppUrl || null;
  return settings.chainTransactions[n - 1] || null;
}

// ——— The rules ———

/**
 * The problems a value can have: `required` (empty where a value must be), `url` (not an https:// address without
 * credentials), `media` (neither an https:// address nor a /media/… file of this site), `phone`, `email`, `tooLong`,
 * `text` (not one line of plain text: control characters or markup).
 */
export type SettingProblem = 'required' | 'url' | 'media' | 'phone' | 'email' | 'tooLong' | 'text';

/**
 * Where a problem is, as a path of the settings: `contact.phone`, `contact.address.en`, `social.facebook`,
 * `questionnaire.zhSimple`, `arPromoUrl`, `introVideoUrl`, `chatAppUrl`, `chainTransactions.12` (the link of /c/13).
 */
export interface SettingIssue {
  path: string;
  problem: SettingProblem;
}

// eslint-disable-next-line no-control-regex -- what is refused is exactly the control characters
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// A tag (`<b`, `</`, `<!--`, `<?`) or a character reference: text that means markup somewhere.
const MARKUP = /<[a-z!/?]|&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i;
const PHONE = /^\+?[0-9(][0-9 ()-]*[0-9]$/;
// One @, a dot in the domain, nothing that would end an attribute or a header.
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

/** An https:// address of another site: no credentials, no spaces, a host with a dot; what a link may lead to. */
export function isHttpsUrl(value: string): boolean {
  if (value.length > SITE_SETTINGS_LIMITS.url || !value.startsWith('https://') || /\s/.test(value) || CONTROL.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.username === '' && url.password === '' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

function urlProblem(value: string, required: boolean): SettingProblem | undefined {
  if (value === '') return required ? 'required' : undefined;
  if (value.length > SITE_SETTINGS_LIMITS.url) return 'tooLong';
  return isHttpsUrl(value) ? undefined : 'url';
}

function phoneProblem(value: string): SettingProblem | undefined {
  if (value.trim() === '') return 'required';
  if (value.length > SITE_SETTINGS_LIMITS.phone) return 'tooLong';
  const digits = value.replace(/\D/g, '').length;
  const { min, max } = SITE_SETTINGS_LIMITS.phoneDigits;
  return PHONE.test(value) && digits >= min && digits <= max ? undefined : 'phone';
}

function emailProblem(value: string): SettingProblem | undefined {
  if (value === '') return 'required';
  if (value.length > SITE_SETTINGS_LIMITS.email) return 'tooLong';
  return EMAIL.test(value) ? undefined : 'email';
}

function textProblem(value: string, required: boolean): SettingProblem | undefined {
  if (value.trim() === '') return required ? 'required' : undefined;
  if (Array.from(value).length > SITE_SETTINGS_LIMITS.address) return 'tooLong';
  return CONTROL.test(value) || MARKUP.test(value) ? 'text' : undefined;
}

function videoProblem(value: string | null): SettingProblem | undefined {
  if (value === null) return undefined;
  if (value.length > SITE_SETTINGS_LIMITS.url) return 'tooLong';
  return isHttpsUrl(value) || isMediaSrc(value) ? undefined : 'media';
}

/**
 * Every problem of the settings, in the order the form shows its fields (contacts, social links, questionnaire, AR,
 * intro video, chat app, transaction links); none when they may be saved. Values are checked as they are: the form
 * trims what it sends.
 */
export function siteSettingsIssues(settings: SiteSettings): SettingIssue[] {
  const issues: SettingIssue[] = [];
  const check = (path: string, problem: SettingProblem | undefined) => {
    if (problem) issues.push({ path, problem });
  };
  check('contact.phone', phoneProblem(settings.contact.phone));
  check('contact.email', emailProblem(settings.contact.email));
  for (const language of LANGUAGES) check(`contact.address.${language}`, textProblem(settings.contact.address[language], language === 'zhComplex'));
  for (const network of ['instagram', 'facebook', 'whatsapp'] as const) check(`social.${network}`, urlProblem(settings.social[network], false));
  for (const language of LANGUAGES) check(`questionnaire.${language}`, urlProblem(settings.questionnaire[language], true));
  check('arPromoUrl', urlProblem(settings.arPromoUrl, true));
  check('introVideoUrl', videoProblem(settings.introVideoUrl));
  check('chatAppUrl', urlProblem(settings.chatAppUrl, true));
  settings.chainTransactions.forEach((link, index) => check(`chainTransactions.${index}`, urlProblem(link, false)));
  return issues;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isRecordOf = (value: unknown, keys: readonly string[]) =>
  typeof value === 'object' && value !== null && keys.every((key) => isText((value as Record<string, unknown>)[key]));

/**
 * Whether a value has the page settings' shape (what a page reads from its data block or GET /api/site/settings):
 * the server checked the values before it stored them; a page only makes sure it reads what it draws.
 */
export function isSitePageSettings(value: unknown): value is SitePageSettings {
  const settings = value as Partial<SitePageSettings> | null;
  return (
    typeof settings === 'object' &&
    settings !== null &&
    isRecordOf(settings.contact, ['phone', 'email']) &&
    isRecordOf(settings.contact?.address, LANGUAGES) &&
    isRecordOf(settings.social, ['instagram', 'facebook', 'whatsapp']) &&
    isRecordOf(settings.questionnaire, LANGUAGES) &&
    isText(settings.arPromoUrl) &&
    (settings.introVideoUrl === null || isText(settings.introVideoUrl))
  );
}
