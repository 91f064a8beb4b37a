import deployment from './deployment.config.json';

/**
 * What a build of the site is fixed to: where its API lives. Deployment, not content — the contacts and links the
 * pages show are runtime data (./site-settings).
 */
export interface DeploymentConfig {
  /** Origin of Layer A calls (§7 "{host}"); empty means the site's own origin. */
  apiHost: string;
  /** Where the home page's live-stream switch is served (the API's own route). */
  liveStreamConfigUrl: string;
}

export const deploymentConfig: DeploymentConfig = deployment;

export { setSiteSettings, siteSettings, useSiteSettings } from './site-settings';
export { chainLinkFor, shortLinkNumber } from '@portal/contracts/site-settings-rules';
export type { LocalizedSetting, SitePageSettings, SiteSettings } from '@portal/contracts/site-settings-rules';

/**
 * The nonce of this page's Content-Security-Policy, which the server writes into the page (`<meta property="csp-nonce">`,
 * api/src/shell-html): each app hands it to webpack (`__webpack_nonce__`), so the <style> elements its libraries add
 * at run time (a dialog's scroll lock) carry it. The browser hides the attribute once read; the property keeps it.
 */
export function cspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
}
