import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import { loadRenderContext, renderMessage } from '../../src/messages/render.js';
import { readSiteSettings } from '../../src/site-settings/store.js';
import { saveSiteSettings } from '../../src/site-settings/save.js';
import { openTestDatabase } from '../helper.js';

// The frame's contact is the site settings as the back office last saved them (issue 25.3): a change shows in the next
// mail, and settings that cannot be read leave the site's name with no contact lines, never a broken mail.

let db: Kysely<Database>;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
});
afterAll(async () => close());

describe('loadRenderContext', () => {
  it('reads the organizers’ contact from the site settings, and follows a save', async () => {
    const first = await loadRenderContext(db);
    expect(first.site.phone).toBe('+852 0000 0000');
    expect(first.site.name.en).toBe('International Desert Sustainability Award');

    const stored = await readSiteSettings(db);
    if (!stored) throw new Error('the migration stores settings');
    const contact = { phone: '+852 3111 2222', email: 'hello@desert-award.example', address: { zhComplex: '香港新界沙田', zhSimple: '香港新界沙田', en: 'Sha Tin, Hong Kong' } };
    const saved = await saveSiteSettings(db, { version: stored.version, settings: { ...stored.settings, contact } }, { kind: 'cli', name: 'test' });
    expect(saved.ok).toBe(true);

    const context = await loadRenderContext(db);
    const mail = await renderMessage('signup-code', 'en', { code: '123456', minutes: 10 }, context);
    for (const part of ['+852 3111 2222', 'hello@desert-award.example', 'Sha Tin, Hong Kong']) {
      expect(mail.text).toContain(part);
      expect(mail.html).toContain(part);
    }
  });

  it('leaves the contact out when the stored settings break the rules', async () => {
    await db.updateTable('site_settings').set({ document: '{"contact":{}}' }).where('id', '=', 1).execute();
    const context = await loadRenderContext(db);
    expect(context.site.phone).toBe('');
    const mail = await renderMessage('signup-code', 'zhComplex', { code: '123456', minutes: 10 }, context);
    expect(mail.text).toContain('國際沙漠可持續發展大獎');
    expect(mail.text).not.toContain('電話');
  });
});
