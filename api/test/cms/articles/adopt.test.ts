import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Migrator, type Kysely } from 'kysely';
import type { ArticleDraft } from '@portal/contracts/admin-articles';
import { paragraphsToDocument } from '@portal/contracts/rich-text-rules';
import { migrateToLatest } from '../../../src/db/migrate.js';
import { migrationProvider } from '../../../src/db/migrations/index.js';
import type { Database } from '../../../src/db/schema.js';
import { articlesSeed } from '../../../src/db/seed/articles.js';
import { runSeeds } from '../../../src/db/seed/index.js';
import { openTestDatabase } from '../../helper.js';

// Migration 021 on a database that already has articles (the seed's, and rows written by SQL): each group of rows
// becomes a published document at revision 1 (kind 'created', actor system) that editors can edit; the rows stay live.
// A body is read as a rich-text document when it is one (migration 020's), else as the older JSON array of paragraphs
// (a row an older process wrote after 020), else as one paragraph.

let opened: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Kysely<Database>;

beforeAll(async () => {
  opened = await openTestDatabase({ migrate: false });
  db = opened.db;
});

afterAll(() => opened.close());

const doc = { type: 'doc', content: [{ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Rich' }] }] };
const row = (key: string, lang: 'zh-hk' | 'zh-cn' | 'en-us', content: string, created = '2023-05-01T00:00:00.000Z') => ({
  translation_key: key,
  lang,
  cid: 2 as const,
  title: `${key} ${lang}`,
  abstract: '',
  cover: '/media/cover.svg',
  content,
  sample: 0 as const,
  created_at: created,
});

describe('021_cms_articles', () => {
  it('adopts every group of public rows as a published document at revision 1', async () => {
    const migrator = new Migrator({ db, provider: migrationProvider });
    const before = await migrator.migrateTo('020_article_rich_text');
    expect(before.error).toBeUndefined();
    await runSeeds(db, [articlesSeed]);
    await db
      .insertInto('articles')
      .values([
        // Written by SQL or an older process: Traditional Chinese a document, English the older paragraphs, no
        // Simplified Chinese; and one whose body is not JSON at all.
        row('by-hand', 'zh-hk', JSON.stringify(doc), '2023-05-02T00:00:00.000Z'),
        row('by-hand', 'en-us', JSON.stringify(['one', 'two']), '2023-05-01T00:00:00.000Z'),
        row('plain', 'zh-hk', 'not JSON at all'),
      ])
      .execute();
    // Up to 021 only: the later migrations are not this test's.
    const adopted = await migrator.migrateTo('021_cms_articles');
    expect(adopted.error).toBeUndefined();
    expect(adopted.results?.map((result) => result.migrationName)).toEqual(['021_cms_articles']);

    const documents = await db.selectFrom('cms_articles').selectAll().orderBy('id').execute();
    expect(documents).toHaveLength(28);
    expect(documents.every((one) => one.state === 'published' && one.revision === 1 && one.published_revision === 1 && one.publish_at === null)).toBe(true);
    const revisions = await db.selectFrom('cms_article_revisions').selectAll().execute();
    expect(revisions).toHaveLength(28);
    expect(revisions.every((one) => one.revision === 1 && one.kind === 'created' && one.actor_kind === 'system' && one.actor_name === 'migration 021_cms_articles')).toBe(true);
    expect(await db.selectFrom('articles').select('id').where('live', '!=', 1).execute()).toEqual([]);

    const byHand = documents.find((one) => one.translation_key === 'by-hand');
    expect(byHand).toMatchObject({ cid: 2, sample: 0, title_zh_hk: 'by-hand zh-hk', title_zh_cn: '', title_en: 'by-hand en-us', published_at: '2023-05-01T00:00:00.000Z', legacy_cover: '/media/cover.svg' });
    const draft = JSON.parse(revisions.find((one) => one.article_id === byHand?.id)?.draft ?? '{}') as ArticleDraft;
    expect(draft).toEqual({
      cid: 2,
      coverMediaId: null,
      zhComplex: { title: 'by-hand zh-hk', abstract: '', body: doc },
      zhSimple: { title: '', abstract: '', body: { type: 'doc', content: [] } },
      en: { title: 'by-hand en-us', abstract: '', body: paragraphsToDocument(['one', 'two']) },
      fallback: { zhSimple: true, en: false },
    });
    const plain = documents.find((one) => one.translation_key === 'plain');
    const plainDraft = JSON.parse(revisions.find((one) => one.article_id === plain?.id)?.draft ?? '{}') as ArticleDraft;
    expect(plainDraft).toMatchObject({ zhComplex: { body: paragraphsToDocument(['not JSON at all']) }, fallback: { zhSimple: true, en: true } });

    const news = documents.find((one) => one.translation_key === 'news-registration-opens');
    const seeded = await db.selectFrom('articles').selectAll().where('translation_key', '=', 'news-registration-opens').orderBy('id').execute();
    expect(news).toMatchObject({ sample: seeded[0]?.sample, published_at: seeded[0]?.created_at, title_en: seeded[2]?.title });
    const newsDraft = JSON.parse(revisions.find((one) => one.article_id === news?.id)?.draft ?? '{}') as ArticleDraft;
    expect(newsDraft.en.body).toEqual(JSON.parse(seeded[2]?.content ?? '{}'));

    // The seed module that adopts a new database's rows finds nothing more here (the other seeds write the later
    // migrations' columns: the database goes to the latest first, as a server's start does).
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await runSeeds(db)).toContain('005_cms_articles');
    expect(await db.selectFrom('cms_articles').select('id').execute()).toHaveLength(28);
  });

  it('goes down and up again', async () => {
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('020_article_rich_text')).error).toBeUndefined();
    const tables = (await db.introspection.getTables()).map((table) => table.name);
    expect(tables).not.toContain('cms_articles');
    expect(tables.find((table) => table === 'articles')).toBe('articles');
    expect((await db.introspection.getTables()).find((table) => table.name === 'articles')?.columns.map((column) => column.name)).not.toContain('live');
    expect(await migrateToLatest(db)).toContain('021_cms_articles');
    expect(await db.selectFrom('cms_articles').select('id').execute()).toHaveLength(28);
  });
});
