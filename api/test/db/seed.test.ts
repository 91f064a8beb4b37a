import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import { connectDatabase } from '../../src/db/connect.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import type { Database } from '../../src/db/schema.js';
import { runSeeds, seedModules } from '../../src/db/seed/index.js';
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

const countTimeline = async () =>
  Number((await db.selectFrom('timeline_entries').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('runSeeds', () => {
  it('runs every module once, even when two starts race', async () => {
    const [first, second] = await Promise.all([runSeeds(db), runSeeds(db)]);
    expect([...first, ...second]).toEqual(seedModules.map((seed) => seed.name));
    expect(await runSeeds(db)).toEqual([]);
    expect(await countTimeline()).toBe(21);
  });

  it('seeds both schedules of the spec in step order', async () => {
    const rows = await db.selectFrom('timeline_entries').selectAll().orderBy('contest_group').orderBy('step').execute();
    const secondary = rows.filter((row) => row.contest_group === 'secondary');
    const university = rows.filter((row) => row.contest_group === 'university');
    expect(secondary.map((row) => row.step)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(university).toHaveLength(11);
    expect(secondary[0]).toMatchObject({ title_en: 'Registration', start_date: '2023-08-15', end_date: '2023-10-31' });
    expect(secondary[8]).toMatchObject({ title_en: 'Award ceremony', start_date: null, date_note_en: 'To be decided' });
    expect(university[10]).toMatchObject({ title_zh_hk: '公佈得獎名單', start_date: '2024-04-20' });
    for (const row of rows) {
      expect(row.title_zh_hk && row.title_zh_cn && row.title_en).toBeTruthy();
      for (const date of [row.start_date, row.end_date]) if (date) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
