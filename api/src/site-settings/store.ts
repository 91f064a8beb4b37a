import type { Kysely } from 'kysely';
import { Value } from 'typebox/value';
import { SiteSettings, siteSettingsIssues, type AdminSiteSettings } from '@portal/contracts/site-settings';
import type { Database } from '../db/schema.js';

// Reading the one row of site settings (migration 023). What was written by the server was checked before it was
// written; a row changed by SQL by hand is checked here the same way, and one that breaks a rule is not served (the
// pages then show no contacts and no links rather than whatever the row holds).

/** The row as the back office edits it (AdminSiteSettings), or null when there is none or it breaks the rules. */
export type StoredSiteSettings = AdminSiteSettings;

export interface SettingsRow {
  version: number;
  document: string;
  sample: number;
  updated_at: string | null;
}

/** The settings of a row, checked: null for JSON that is not settings by the schema and the rules. */
export function settingsOfDocument(document: string): SiteSettings | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(document);
  } catch {
    return null;
  }
  return Value.Check(SiteSettings, parsed) && siteSettingsIssues(parsed).length === 0 ? parsed : null;
}

export function storedOf(row: SettingsRow): StoredSiteSettings | null {
  const settings = settingsOfDocument(row.document);
  return settings ? { version: row.version, updatedAt: row.updated_at, sample: row.sample === 1, settings } : null;
}

export async function readSettingsRow(db: Kysely<Database>): Promise<SettingsRow | undefined> {
  return db.selectFrom('site_settings').select(['version', 'document', 'sample', 'updated_at']).where('id', '=', 1).executeTakeFirst();
}

export async function readSiteSettings(db: Kysely<Database>): Promise<StoredSiteSettings | null> {
  const row = await readSettingsRow(db);
  return row ? storedOf(row) : null;
}
