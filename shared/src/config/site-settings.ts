import { create } from 'zustand';
import { SITE_SETTINGS_BLOCK_ID, isSitePageSettings, type SitePageSettings } from '@portal/contracts/site-settings-rules';

// The site settings the pages draw (issue 25: contacts, address, social links, questionnaire, AR link, intro video)
// are runtime data, not part of the build: the server writes them into every page it serves (the `portal-settings`
// data block, api/src/shell-html), read here once; a page without the block (a development server, a test) gets them
// from GET /api/site/settings through `loadSiteSettings` (@portal/shared/api). Until then, and when neither is there,
// they are null and the pages leave out what needs them.

interface SiteSettingsStore {
  settings: SitePageSettings | null;
}

/** The block the server wrote into this page, or null (none, or not the settings' shape). */
function fromPage(): SitePageSettings | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(SITE_SETTINGS_BLOCK_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isSitePageSettings(value) ? value : null;
  } catch {
    return null;
  }
}

const useSiteSettingsStore = create<SiteSettingsStore>(() => ({ settings: fromPage() }));

/** The site settings as this page has them (null until known): components re-render when they arrive. */
export function useSiteSettings(): SitePageSettings | null {
  return useSiteSettingsStore((state) => state.settings);
}

/** The same outside React. */
export function siteSettings(): SitePageSettings | null {
  return useSiteSettingsStore.getState().settings;
}

/** Puts settings in place: the loader's answer, or a test's own (null forgets them). */
export function setSiteSettings(settings: SitePageSettings | null): void {
  useSiteSettingsStore.setState({ settings });
}
