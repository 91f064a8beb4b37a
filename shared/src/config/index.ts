import type { Language } from '@portal/shared/i18n';
import site from './site.config.json';

/**
 * The site's configuration: contacts, social and external links, the questionnaire per language. The spec gives
 * none of these values, so the file holds marked placeholders that the organizers replace before launch.
 */
export interface SiteConfig {
  /** Origin of Layer A calls (§7 "{host}"); empty means the site's own origin. */
  apiHost: string;
  contact: { phone: string; email: string; address: Record<Language, string> };
  social: { instagram: string; facebook: string; whatsapp: string };
  questionnaire: Record<Language, string>;
  arPromo: { url: string };
  liveStreamConfigUrl: string;
  /** The home page's introduction video; null until one exists (then only its poster shows, and nothing is requested). */
  introVideo: { url: string | null };
  externalLinks: { chatApp: string; chainTransactions: Record<string, string> };
}

export const siteConfig: SiteConfig = site;

/** /c/N numbers (§2): 1–179 are transaction-detail links, 180 the chat app. */
export const CHAIN_LINK_RANGE = { first: 1, last: 179 } as const;
export const CHAT_APP_LINK_NUMBER = 180;

/** Where /c/N leaves for, or null when N is not a known number (the caller then goes to the site root). */
export function externalLinkFor(segment: string, config: SiteConfig = siteConfig): string | null {
  if (!/^\d{1,3}$/.test(segment)) return null;
  const n = Number(segment);
  if (n === CHAT_APP_LINK_NUMBER) return config.externalLinks.chatApp;
  if (n < CHAIN_LINK_RANGE.first || n > CHAIN_LINK_RANGE.last) return null;
  return config.externalLinks.chainTransactions[String(n)] ?? null;
}

/**
 * The nonce of this page's Content-Security-Policy, which the server writes into the page (`<meta property="csp-nonce">`,
 * api/src/shell-html): each app hands it to webpack (`__webpack_nonce__`), so the <style> elements its libraries add
 * at run time (a dialog's scroll lock) carry it. The browser hides the attribute once read; the property keeps it.
 */
export function cspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
}
