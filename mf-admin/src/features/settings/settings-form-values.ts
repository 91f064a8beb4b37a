import type { AdminSiteSettings, SiteSettings } from '@portal/contracts/site-settings';
import { CHAIN_LINK_RANGE, SITE_SETTINGS_LIMITS, siteSettingsIssues, type LocalizedSetting, type SettingProblem } from '@portal/contracts/site-settings-rules';
import type { FormProblem } from '@portal/shared/form';

/** The form as the editor fills it: every value a text; the /c/N links one per line, line N for /c/N. */
export interface SettingsValues {
  phone: string;
  email: string;
  address: LocalizedSetting;
  instagram: string;
  facebook: string;
  whatsapp: string;
  questionnaire: LocalizedSetting;
  arPromoUrl: string;
  /** Empty: no video (the home page shows the poster alone). */
  introVideoUrl: string;
  chatAppUrl: string;
  chainTransactions: string;
}

export function valuesOf({ settings }: AdminSiteSettings): SettingsValues {
  return {
    phone: settings.contact.phone,
    email: settings.contact.email,
    address: { ...settings.contact.address },
    ...settings.social,
    questionnaire: { ...settings.questionnaire },
    arPromoUrl: settings.arPromoUrl,
    introVideoUrl: settings.introVideoUrl ?? '',
    chatAppUrl: settings.chatAppUrl,
    chainTransactions: settings.chainTransactions.join('\n'),
  };
}

const trimAll = (text: LocalizedSetting): LocalizedSetting => ({ zhComplex: text.zhComplex.trim(), zhSimple: text.zhSimple.trim(), en: text.en.trim() });

/** The /c/N links of the text: one per line, trimmed; the empty lines after the last link are dropped. */
export function linesOf(text: string): string[] {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** The settings the server takes: every text trimmed (as it stores them), no video as null. */
export function settingsOf(values: SettingsValues): SiteSettings {
  const video = values.introVideoUrl.trim();
  return {
    contact: { phone: values.phone.trim(), email: values.email.trim(), address: trimAll(values.address) },
    social: { instagram: values.instagram.trim(), facebook: values.facebook.trim(), whatsapp: values.whatsapp.trim() },
    questionnaire: trimAll(values.questionnaire),
    arPromoUrl: values.arPromoUrl.trim(),
    introVideoUrl: video === '' ? null : video,
    chatAppUrl: values.chatAppUrl.trim(),
    chainTransactions: linesOf(values.chainTransactions),
  };
}

/** How the form words a problem; the server words the same refusals (api/src/i18n/settings-messages.ts). */
export interface SettingsTexts {
  /** A field's name as its label shows it, in the page's language (`Address (English)`). */
  field: (path: string) => string;
  problem: (problem: SettingProblem, values: { field: string; max: number; min: number }) => string;
  chainLine: (problem: SettingProblem, values: { n: number; max: number }) => string;
  tooManyLines: (max: number) => string;
}

/** The form's field of a settings path (`contact.address.en` → `address.en`; every /c/N link → the one text). */
export function fieldOf(path: string): FormProblem<SettingsValues>['field'] {
  if (path.startsWith('chainTransactions')) return 'chainTransactions';
  if (path.startsWith('contact.')) return path.slice('contact.'.length) as FormProblem<SettingsValues>['field'];
  if (path.startsWith('social.')) return path.slice('social.'.length) as FormProblem<SettingsValues>['field'];
  return path as FormProblem<SettingsValues>['field'];
}

function maxOf(path: string): number {
  if (path === 'contact.phone') return SITE_SETTINGS_LIMITS.phone;
  if (path === 'contact.email') return SITE_SETTINGS_LIMITS.email;
  if (path.startsWith('contact.address.')) return SITE_SETTINGS_LIMITS.address;
  return SITE_SETTINGS_LIMITS.url;
}

/** The first problem of the form, in the server's order (the contract's rules), worded for its field. */
export function settingsProblem(values: SettingsValues, texts: SettingsTexts): FormProblem<SettingsValues> | null {
  const settings = settingsOf(values);
  if (settings.chainTransactions.length > CHAIN_LINK_RANGE.last) return { field: 'chainTransactions', text: texts.tooManyLines(CHAIN_LINK_RANGE.last) };
  const [first] = siteSettingsIssues(settings);
  if (!first) return null;
  const line = /^chainTransactions\.(\d+)$/.exec(first.path);
  if (line) return { field: 'chainTransactions', text: texts.chainLine(first.problem, { n: Number(line[1]) + 1, max: SITE_SETTINGS_LIMITS.url }) };
  const { min, max } = SITE_SETTINGS_LIMITS.phoneDigits;
  const limit = first.problem === 'phone' ? max : maxOf(first.path);
  return { field: fieldOf(first.path), text: texts.problem(first.problem, { field: texts.field(first.path), max: limit, min }) };
}
