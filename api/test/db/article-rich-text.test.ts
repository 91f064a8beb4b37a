import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Migrator, type Kysely } from 'kysely';
import { Value } from 'typebox/value';
import { RichTextDocument } from '@portal/contracts/rich-text';
import { paragraphsToDocument } from '@portal/contracts/rich-text-rules';
import { connectDatabase } from '../../src/db/connect.js';
import { migrationProvider } from '../../src/db/migrations/index.js';
import type { Database } from '../../src/db/schema.js';
import { articleRows } from '../../src/db/seed/articles.js';
import { createTestDatabase, type TestDatabase } from '../helper.js';

// Migration 020 on a database whose articles hold the older bodies (a JSON array of paragraphs) and rows written by
// hand: each becomes a RichTextDocument as the page showed it, a document already there is left alone, and the way
// down gives the paragraphs back.

let testDb: TestDatabase;
let db: Kysely<Database>;
let migrator: Migrator;

const stored: Record<string, string> = {
  paragraphs: JSON.stringify(['第一段', '', 'Second <b>paragraph</b>']),
  text: 'Written by hand, not JSON: <script>alert(1)</script>',
  otherJson: '{"html":"<p>x</p>"}',
  numbers: '[1,2]',
  empty: '',
  document: JSON.stringify({ type: 'doc', content: [{ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Kept' }] }] }),
};

const row = (key: string, content: string) => ({ ...articleRows()[0]!, translation_key: `m020-${key}`, content });

async function bodies(): Promise<Record<string, string>> {
  const rows = await db.selectFrom('articles').select(['translation_key', 'content']).where('translation_key', 'like', 'm020-%').execute();
  return Object.fromEntries(rows.map((r) => [r.translation_key.slice('m020-'.length), r.content]));
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = connectDatabase(testDb.database).db;
  migrator = new Migrator({ db, provider: migrationProvider });
  expect((await migrator.migrateTo('019_staff_file_links')).error).toBeUndefined();
  await db.insertInto('articles').values(Object.entries(stored).map(([key, content]) => row(key, content))).execute();
});

afterAll(async () => {
  await db.destroy();
  await testDb.drop();
});

describe('020_article_rich_text', () => {
  it('turns every stored body into a document of what the page showed', async () => {
    expect((await migrator.migrateTo('020_article_rich_text')).error).toBeUndefined();
    const after = await bodies();
    expect(JSON.parse(after.paragraphs!)).toEqual(paragraphsToDocument(['第一段', '', 'Second <b>paragraph</b>']));
    expect(JSON.parse(after.text!)).toEqual(paragraphsToDocument([stored.text!]));
    expect(JSON.parse(after.otherJson!)).toEqual(paragraphsToDocument([stored.otherJson!]));
    expect(JSON.parse(after.numbers!)).toEqual(paragraphsToDocument(['[1,2]']));
    expect(JSON.parse(after.empty!)).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
    expect(after.document).toBe(stored.document);
    for (const content of Object.values(after)) expect(Value.Check(RichTextDocument, JSON.parse(content))).toBe(true);
  });

  it('moves the content version, so no cached answer keeps the older body', async () => {
    // The triggers of migration 012 fire on the migration's own updates: checked by running it again over older rows.
    await db.updateTable('articles').set({ content: '["again"]' }).where('translation_key', '=', 'm020-paragraphs').execute();
    const before = (await db.selectFrom('content_version').select('version').executeTakeFirstOrThrow()).version;
    expect((await migrator.migrateDown()).error).toBeUndefined();
    expect((await migrator.migrateTo('020_article_rich_text')).error).toBeUndefined();
    expect((await db.selectFrom('content_version').select('version').executeTakeFirstOrThrow()).version).toBeGreaterThan(before);
    expect(JSON.parse((await bodies()).paragraphs!)).toEqual(paragraphsToDocument(['again']));
  });

  it('gives the paragraphs back on the way down', async () => {
    expect((await migrator.migrateDown()).error).toBeUndefined();
    const down = await bodies();
    expect(JSON.parse(down.paragraphs!)).toEqual(['again']);
    expect(JSON.parse(down.text!)).toEqual([stored.text]);
    expect(JSON.parse(down.document!)).toEqual(['Kept']);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});
