import { setSiteSettings, siteSettings, type SiteSettings } from '@portal/shared/config';
import { isSitePageSettings, pageSettings } from '@portal/contracts/site-settings-rules';
import { layerB } from '../layer-b';
import type { RequestOptions } from '../request-options';

/** GET /api/site/settings: the whole site settings, the /c/N links included (a public answer). */
export function getSiteSettings(options?: RequestOptions): Promise<SiteSettings> {
  return layerB.get('/site/settings', undefined, options);
}

let pending: Promise<void> | null = null;

/**
 * Makes sure this page has the site settings: the server wrote them into the page it served, so this asks the API
 * only for a page without them (a development server). Never rejects and shows nothing: without them the pages leave
 * out the contacts and links.
 */
export function loadSiteSettings(): Promise<void> {
  if (siteSettings()) return Promise.resolve();
  pending ??= getSiteSettings({ silent: true })
    .then(
      (settings) => {
        const page = typeof settings === 'object' && settings !== null ? pageSettings(settings) : null;
        if (isSitePageSettings(page)) setSiteSettings(page);
      },
      (error: unknown) => console.warn('[settings] GET /api/site/settings failed; the pages show no contacts or links', error),
    )
    .finally(() => {
      pending = null;
    });
  return pending;
}
