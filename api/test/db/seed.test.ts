import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { Value } from 'typebox/value';
import { RichTextDocument } from '@portal/contracts/rich-text';
import { plainTextOf } from '@portal/contracts/rich-text-rules';
import { connectDatabase } from '../../src/db/connect.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import type { Database } from '../../src/db/schema.js';
import { runSeeds, seedModules } from '../../src/db/seed/index.js';
import { contentLanguages } from '../../src/i18n/edges.js';
import { repoRoot } from '../../src/paths.js';
import { createTestDatabase, type TestDatabase } from '../helper.js';

let testDb: TestDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = connectDatabase(testDb.database).db;
  await migrateToLatest(db);
});

afterAll(async () => {
  await db.destroy();
  await testDb.drop();
});

type ContentTable = 'articles' | 'prizes' | 'topics' | 'judges' | 'finalists' | 'winners' | 'partners' | 'gallery_images';

const count = async (table: ContentTable) =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** Rows per table after seeding: the report's seed summary. */
const expectedCounts: Record<ContentTable, number> = {
  articles: 26 * 3,
  prizes: 9,
  topics: 8,
  judges: 6,
  finalists: 25,
  winners: 6,
  partners: 10,
  gallery_images: 24,
};

describe('runSeeds', () => {
  it('runs every module once, even when two starts race', async () => {
    // With a public media folder, as the server's start has: the sample media module runs too.
    const context = { publicMediaDir: join(testDb.dir, 'public-media'), sampleMediaCache: join(repoRoot, 'var', 'cache', 'sample-media') };
    const [first, second] = await Promise.all([runSeeds(db, undefined, context), runSeeds(db, undefined, context)]);
    // Either start may take any module (on PostgreSQL they interleave): together, each exactly once.
    expect([...first, ...second].sort()).toEqual(seedModules.map((seed) => seed.name).sort());
    expect(await runSeeds(db)).toEqual([]);
    expect(await count('articles')).toBe(expectedCounts.articles);
    // The media modules encode ~40 images (sharp, AVIF and WebP): half a minute on a shared 2-CPU machine.
  }, 120_000);
});

describe('seed content', () => {
  it('fills every content table once; running again changes nothing', async () => {
    const before = Object.fromEntries(await Promise.all(Object.keys(expectedCounts).map(async (t) => [t, await count(t as ContentTable)])));
    expect(before).toEqual(expectedCounts);
    expect(await runSeeds(db)).toEqual([]);
    for (const [table, n] of Object.entries(expectedCounts)) expect(await count(table as ContentTable)).toBe(n);
  });

  it('has every article in all three languages, with the same category and date', async () => {
    const rows = await db.selectFrom('articles').selectAll().execute();
    const byKey = new Map<string, typeof rows>();
    for (const row of rows) byKey.set(row.translation_key, [...(byKey.get(row.translation_key) ?? []), row]);
    for (const [key, versions] of byKey) {
      expect([key, versions.map((v) => v.lang).sort()]).toEqual([key, [...contentLanguages].sort()]);
      expect(new Set(versions.map((v) => `${v.cid}|${v.created_at}|${v.sample}`)).size).toBe(1);
      for (const version of versions) {
        expect(version.title.trim() && version.abstract.trim()).toBeTruthy();
        // A rich-text document of non-empty paragraphs (issue 25), stored as the editor stores one.
        const body: unknown = JSON.parse(version.content);
        expect(Value.Errors(RichTextDocument, body)).toEqual([]);
        const blocks = (body as RichTextDocument).content;
        expect(blocks.length).toBeGreaterThan(0);
        for (const block of blocks) expect(block.type === 'paragraph' && plainTextOf({ type: 'doc', content: [block] }).trim() !== '').toBe(true);
      }
    }
  });

  it('covers every category: news samples, at least 8 FAQs, about, background and rules, highlights, pc_wd', async () => {
    const perCid = await db
      .selectFrom('articles')
      .select(['cid', 'sample', (eb) => eb.fn.countAll().as('n')])
      .where('lang', '=', 'en-us')
      .groupBy(['cid', 'sample'])
      .orderBy('cid')
      .execute();
    expect(perCid.map((row) => [row.cid, row.sample, Number(row.n)])).toEqual([
      [1, 1, 8],
      [2, 0, 10],
      [3, 0, 1],
      [4, 0, 3],
      [5, 1, 1],
      [6, 1, 2],
      [7, 1, 1],
    ]);
  });

  it('writes the English texts in English and the Chinese ones in Chinese', async () => {
    const rows = await db.selectFrom('articles').select(['lang', 'title']).execute();
    for (const row of rows) {
      const han = /\p{Script=Han}/u.test(row.title);
      expect([row.lang, row.title, han]).toEqual([row.lang, row.title, row.lang !== 'en-us']);
    }
  });

  it('marks every person and partner as a sample, with an obvious placeholder name', async () => {
    for (const table of ['judges', 'finalists', 'winners', 'partners'] as const) {
      const rows = await db.selectFrom(table).select('sample').execute();
      expect(rows.every((row) => row.sample === 1)).toBe(true);
    }
    const names = await db.selectFrom('finalists').select(['school_en', 'school_zh_hk']).execute();
    expect(names.every((row) => row.school_en.startsWith('Sample ') && row.school_zh_hk.startsWith('示例'))).toBe(true);
  });
});

describe('finalist posters (004_finalist_posters)', () => {
  const posters = () => db.selectFrom('finalists').select(['contest_group', 'position', 'poster', 'video']).orderBy('contest_group').orderBy('position').execute();

  it('gives every sample finalist its placeholder poster and no film', async () => {
    const rows = await posters();
    expect(rows).toHaveLength(25);
    expect(rows[0]).toEqual({ contest_group: 'secondary', position: 1, poster: '/media/posters/secondary-01.svg', video: null });
    expect(rows[24]).toEqual({ contest_group: 'university', position: 10, poster: '/media/posters/university-10.svg', video: null });
  });

  it("fills a database seeded before it, keeping a poster an organizer set", async () => {
    // As an install seeded before issue 11's posters: no posters, and 004 never ran.
    await db.updateTable('finalists').set({ poster: null }).execute();
    await db.updateTable('finalists').set({ poster: '/media/finalists/real.png' }).where('contest_group', '=', 'secondary').where('position', '=', 2).execute();
    await db.deleteFrom('seed_runs').where('name', '=', '004_finalist_posters').execute();
    expect(await runSeeds(db)).toEqual(['004_finalist_posters']);
    const rows = await posters();
    expect(rows.filter((row) => row.poster === null)).toEqual([]);
    expect(rows[1]?.poster).toBe('/media/finalists/real.png');
    expect(rows[2]?.poster).toBe('/media/posters/secondary-03.svg');
  });
});
