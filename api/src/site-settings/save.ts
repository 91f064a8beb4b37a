import type { Kysely } from 'kysely';
import { siteSettingsIssues, type SaveSiteSettingsBody, type SettingIssue, type SiteSettings } from '@portal/contracts/site-settings';
import { recordAudit, type Actor } from '../audit/record.js';
import type { Database } from '../db/schema.js';
import { changedKeys } from './changes.js';
import { readSettingsRow, settingsOfDocument, storedOf, type StoredSiteSettings } from './store.js';

// Saving the site settings (issue 25 point 3): checked by the contract's rules, written whole against the version the
// editor started from, with one audit entry in the same transaction. The next page load shows them: every page reads
// the row as it is served (shell-html), GET /api/site/settings is cached per content version, which this write moves
// (migration 023's trigger), and a first view captured under other settings is no longer served (prerendered.ts).

export type SettingsRefusal =
  | { reason: 'issues'; issues: SettingIssue[] }
  /** Someone saved since the editor's version: their change is not overwritten. */
  | { reason: 'stale'; version: number }
  /** The row is missing (a database the migration did not fill) or broken by hand: nothing to save against. */
  | { reason: 'missing' };

export type SettingsSave = { ok: true; stored: StoredSiteSettings } | { ok: false; refusal: SettingsRefusal };

/** Another save landed between the read and the update. */
class Stale extends Error {}

/** What the form sends, as it is stored: every text trimmed. */
function trimmed(settings: SiteSettings): SiteSettings {
  return JSON.parse(JSON.stringify(settings), (_key, value: unknown) => (typeof value === 'string' ? value.trim() : value)) as SiteSettings;
}

export async function saveSiteSettings(db: Kysely<Database>, body: SaveSiteSettingsBody, actor: Actor, clock: () => Date = () => new Date()): Promise<SettingsSave> {
  const settings = trimmed(body.settings);
  const issues = siteSettingsIssues(settings);
  if (issues.length > 0) return { ok: false, refusal: { reason: 'issues', issues } };
  const row = await readSettingsRow(db);
  if (!row) return { ok: false, refusal: { reason: 'missing' } };
  if (row.version !== body.version) return { ok: false, refusal: { reason: 'stale', version: row.version } };
  // A row broken by hand is saved over: the editor's settings are the way out of it.
  const before = settingsOfDocument(row.document);
  const version = row.version + 1;
  const updatedAt = clock().toISOString();
  const document = JSON.stringify(settings);
  try {
    await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('site_settings')
        .set({ version, document, sample: 0, updated_at: updatedAt })
        .where('id', '=', 1)
        .where('version', '=', body.version)
        .executeTakeFirst();
      if (updated.numUpdatedRows !== 1n) throw new Stale();
      const { keys, chainLinks } = before ? changedKeys(before, settings) : { keys: ['*'], chainLinks: settings.chainTransactions.length };
      await recordAudit(trx, actor, { action: 'settings.save', target: 'settings:site', detail: { version, changed: keys, chainLinks } });
    });
  } catch (error) {
    if (error instanceof Stale) {
      const now = await readSettingsRow(db);
      return { ok: false, refusal: { reason: 'stale', version: now?.version ?? body.version } };
    }
    throw error;
  }
  const stored = storedOf({ version, document, sample: 0, updated_at: updatedAt });
  if (!stored) throw new Error('site settings saved that do not read back');
  return { ok: true, stored };
}
