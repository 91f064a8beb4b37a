import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Migrator, type Kysely } from 'kysely';
import { connectDatabase } from '../../src/db/connect.js';
import { migrationProvider } from '../../src/db/migrations/index.js';
import type { Database } from '../../src/db/schema.js';
import { createTestDatabase, type TestDatabase } from '../helper.js';

// Migration 018 on a database whose finalists were written by SQL: numbers shared within a group stop it, naming them,
// and nothing is renumbered; once each has its own, the index holds every later write to one finalist per number.

let testDb: TestDatabase;
let db: Kysely<Database>;
let migrator: Migrator;

const finalist = (group: 'secondary' | 'university', position: number) => ({
  contest_group: group,
  position,
  sample: 0 as const,
  team_name_zh_hk: 't', team_name_zh_cn: 't', team_name_en: 't',
  school_zh_hk: 's', school_zh_cn: 's', school_en: 's',
  work_title_zh_hk: 'w', work_title_zh_cn: 'w', work_title_en: 'w',
});

/** Assert on the message: better-sqlite3 builds its errors outside Jest's realm. */
const failure = (work: Promise<unknown>) => work.then(() => 'no error', (error: unknown) => String(error));

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = connectDatabase(testDb.database).db;
  migrator = new Migrator({ db, provider: migrationProvider });
});

afterAll(async () => {
  await db.destroy();
  await testDb.drop();
});

describe('018_finalist_admin', () => {
  it('stops on numbers shared within a group, naming them, and changes no finalist', async () => {
    expect((await migrator.migrateTo('015_staff')).error).toBeUndefined();
    await db.insertInto('finalists').values([finalist('secondary', 1), finalist('secondary', 1), finalist('university', 1), finalist('university', 2)]).execute();
    const { error } = await migrator.migrateToLatest();
    expect(String(error)).toContain('finalists share a number within their group (secondary No. 1)');
    expect((await db.selectFrom('finalists').select('position').orderBy('id').execute()).map((row) => row.position)).toEqual([1, 1, 1, 2]);
  });

  it('then runs, and one number is one finalist per group from then on', async () => {
    const [, second] = await db.selectFrom('finalists').select('id').where('contest_group', '=', 'secondary').orderBy('id').execute();
    await db.updateTable('finalists').set({ position: 2 }).where('id', '=', second?.id ?? 0).execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await failure(db.insertInto('finalists').values(finalist('university', 2)).execute())).toMatch(/unique|duplicate/i);
    await db.insertInto('finalists').values(finalist('university', 3)).execute();
    expect(await db.selectFrom('finalists').select('id').execute()).toHaveLength(5);
  });
});
