import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { pageSettings, type SitePageSettings } from '@portal/contracts/site-settings';
import type { Database } from '../db/schema.js';
import { webOrigin } from '../security/csp.js';
import { readSettingsRow, settingsOfDocument } from './store.js';

// What every page carries of the site settings (issue 25 point 3): the part the pages draw, read from the database as
// the page is served — so a save shows on the next page load, on every instance, with no rebuild and no restart.

export interface ServedPageSettings {
  settings: SitePageSettings;
  /**
   * A short key of these settings: a first view captured under another key showed other contacts or links (every page
   * has the footer), so it is not served (prerendered.ts).
   */
  key: string;
  /** The intro video's origin when it plays from another site: the page's policy lets media load from it. */
  videoOrigin: string | null;
}

/** The key of page settings (none: ''), as the server announces it and `pnpm prerender` records it. */
export function settingsKeyOf(settings: SitePageSettings | null): string {
  if (!settings) return '';
  return createHash('sha256').update(JSON.stringify(settings)).digest('base64url').slice(0, 16);
}

/**
 * A reader of the page settings: one query per page, the JSON parsed and checked again only when the row changed.
 * Null while the row is missing or breaks the rules (the pages then show no contacts and no links).
 */
export function pageSettingsReader(db: Kysely<Database>): () => Promise<ServedPageSettings | null> {
  let last: { document: string; served: ServedPageSettings | null } | null = null;
  return async () => {
    const row = await readSettingsRow(db);
    if (!row) return null;
    if (last?.document === row.document) return last.served;
    const settings = settingsOfDocument(row.document);
    const page = settings ? pageSettings(settings) : null;
    const served = page ? { settings: page, key: settingsKeyOf(page), videoOrigin: page.introVideoUrl ? webOrigin(page.introVideoUrl) : null } : null;
    last = { document: row.document, served };
    return served;
  };
}
