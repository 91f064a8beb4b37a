import { Type, type Static } from 'typebox';
import type { SiteSettings as SiteSettingsShape } from './site-settings-rules.js';

// The site settings (issue 25 point 3): contacts, address, social links, questionnaire, AR link, intro video and the
// /c/N links, which the front end had compiled in. Now data: GET /api/site/settings (public), every page's
// `portal-settings` data block, and GET/PUT /api/admin/settings (editors and organizers). The API validates with these
// schemas; the pages take the types. The rules (https only, phone, e-mail, plain text) are in ./site-settings-rules,
// where the back office's form takes them as values; the caps here only stop absurd bodies.

export {
  CHAIN_LINK_RANGE,
  CHAT_APP_LINK_NUMBER,
  SITE_SETTINGS_BLOCK_ID,
  SITE_SETTINGS_LIMITS,
  chainLinkFor,
  isHttpsUrl,
  isSitePageSettings,
  pageSettings,
  shortLinkNumber,
  siteSettingsIssues,
  type LocalizedSetting,
  type SettingIssue,
  type SettingProblem,
  type SitePageSettings,
} from './site-settings-rules.js';

const strict = { additionalProperties: false } as const;
// Twice the longest value the rules allow: a longer one is no settings body at all (the rules name the field otherwise).
const Text = Type.String({ maxLength: 1000 });
const Localized = Type.Object({ zhComplex: Text, zhSimple: Text, en: Text }, strict);

export const SiteSettings = Type.Object(
  {
    contact: Type.Object({ phone: Text, email: Text, address: Localized }, strict),
    social: Type.Object({ instagram: Text, facebook: Text, whatsapp: Text }, strict),
    questionnaire: Localized,
    arPromoUrl: Text,
    // Null first: the API's validator coerces types, and would take null as the string '' were the string tried first.
    introVideoUrl: Type.Union([Type.Null(), Text]),
    chatAppUrl: Text,
    chainTransactions: Type.Array(Text, { maxItems: 179 }),
  },
  strict,
);
export type SiteSettings = SiteSettingsShape;

// The schema and the plain interface are one shape: a change to either without the other fails to compile.
const sameShape: [Static<typeof SiteSettings>, SiteSettings] extends [SiteSettings, Static<typeof SiteSettings>] ? true : never = true;
void sameShape;

/** GET /api/admin/settings and PUT's answer: the settings as stored, with what a save is made against. */
export const AdminSiteSettings = Type.Object({
  /** 1 for the settings the site started with; each save adds one. A save names the version it started from. */
  version: Type.Integer({ minimum: 1 }),
  /** When they were last saved (ISO instant), null for the settings the site started with. */
  updatedAt: Type.Union([Type.String(), Type.Null()]),
  /** The demo's placeholders, which nobody has saved over yet. */
  sample: Type.Boolean(),
  settings: SiteSettings,
});
export type AdminSiteSettings = Static<typeof AdminSiteSettings>;

/** PUT /api/admin/settings: the whole settings, made against `version` (409 when someone saved since). */
export const SaveSiteSettingsBody = Type.Object({ version: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), settings: SiteSettings }, strict);
export type SaveSiteSettingsBody = Static<typeof SaveSiteSettingsBody>;
