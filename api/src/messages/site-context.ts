import type { Kysely } from 'kysely';
import { SITE_NAME } from '@portal/contracts/page-texts';
import type { Database } from '../db/schema.js';
import { readSiteSettings } from '../site-settings/store.js';
import type { SiteContext } from './templates/site.js';

// What the mails' frame needs from the database: the organizers' contact as the back office last saved it (site
// settings, issue 25.3), and the site's name. Read per batch, not per message, by whoever delivers.

/** The site's name with no contact lines: what a mail shows when the settings cannot be read. */
export const SITE_WITHOUT_CONTACT: SiteContext = {
  name: { ...SITE_NAME },
  phone: '',
  email: '',
  address: { zhComplex: '', zhSimple: '', en: '' },
};

/** The `site` part of renderMessage's context, from the stored settings. */
export async function loadRenderContext(db: Kysely<Database>): Promise<{ site: SiteContext }> {
  const stored = await readSiteSettings(db);
  if (!stored) return { site: SITE_WITHOUT_CONTACT };
  const { phone, email, address } = stored.settings.contact;
  return { site: { name: { ...SITE_NAME }, phone, email, address: { ...address } } };
}
