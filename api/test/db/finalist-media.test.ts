import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Migrator, type Kysely } from 'kysely';
import { connectDatabase } from '../../src/db/connect.js';
import { migrationProvider } from '../../src/db/migrations/index.js';
import type { Database } from '../../src/db/schema.js';
import { createTestDatabase, type TestDatabase } from '../helper.js';

// Migration 010 on a database that already holds finalists (an install seeded before it): the rows stay, the new
// columns start empty, and the link to a registration is a real foreign key, unique, cleared when the registration
// goes. On SQLite here, on PostgreSQL under scripts/with-postgres.sh.

let testDb: TestDatabase;
let db: Kysely<Database>;
let migrator: Migrator;

/** Assert on the message: better-sqlite3 builds its errors outside Jest's realm. */
const failure = (work: Promise<unknown>) => work.then(() => 'no error', (error: unknown) => String(error));

async function registration(email: string, group: 'secondary' | 'university' = 'secondary'): Promise<number> {
  const user = await db.insertInto('users').values({ email, team_name: null, password_hash: null, created_at: 'x', avatar: null, members: null }).returning('id').executeTakeFirstOrThrow();
  const row = { season: '2023-2024', user_id: user.id, contest_group: group, team_name: email, topic_key: 'water', status: 'passed' as const, reason: null, language: 'en', created_at: 'x', updated_at: 'x' };
  return (await db.insertInto('registrations').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

const finalist = (position: number) => ({
  contest_group: 'secondary' as const,
  position,
  sample: 0 as const,
  team_name_zh_hk: 't', team_name_zh_cn: 't', team_name_en: 't',
  school_zh_hk: 's', school_zh_cn: 's', school_en: 's',
  work_title_zh_hk: `Film ${position}`, work_title_zh_cn: `Film ${position}`, work_title_en: `Film ${position}`,
});

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = connectDatabase(testDb.database).db;
  migrator = new Migrator({ db, provider: migrationProvider });
});

afterAll(async () => {
  await db.destroy();
  await testDb.drop();
});

describe('010_finalist_media', () => {
  it('keeps the finalists of an earlier install, with no media and no registration', async () => {
    expect((await migrator.migrateTo('009_scoring')).error).toBeUndefined();
    await db.insertInto('finalists').values([finalist(1), finalist(2)]).execute();
    const { error, results } = await migrator.migrateToLatest();
    expect(error).toBeUndefined();
    expect(results?.map((result) => result.migrationName)).toContain('010_finalist_media');
    const rows = await db.selectFrom('finalists').select(['position', 'work_title_en', 'poster', 'video', 'registration_id']).orderBy('position').execute();
    expect(rows).toEqual([
      { position: 1, work_title_en: 'Film 1', poster: null, video: null, registration_id: null },
      { position: 2, work_title_en: 'Film 2', poster: null, video: null, registration_id: null },
    ]);
  });

  it('links a finalist to an existing registration only, and one registration to one finalist', async () => {
    const [first, second] = await db.selectFrom('finalists').select('id').orderBy('position').execute();
    const team = await registration('team-a@example.org');
    await db.updateTable('finalists').set({ registration_id: team, poster: '/media/finalists/a.png', video: '/media/finalists/b.mp4' }).where('id', '=', first?.id ?? 0).execute();
    expect(await db.selectFrom('finalists').select(['registration_id', 'poster', 'video']).where('id', '=', first?.id ?? 0).executeTakeFirst()).toEqual({
      registration_id: team, poster: '/media/finalists/a.png', video: '/media/finalists/b.mp4',
    });
    expect(await failure(db.updateTable('finalists').set({ registration_id: 999_999 }).where('id', '=', second?.id ?? 0).execute())).toMatch(/foreign key/i);
    expect(await failure(db.updateTable('finalists').set({ registration_id: team }).where('id', '=', second?.id ?? 0).execute())).toMatch(/unique/i);
  });

  it('clears the link, and keeps the finalist, when the registration is deleted', async () => {
    const team = await registration('team-b@example.org');
    const [, second] = await db.selectFrom('finalists').select('id').orderBy('position').execute();
    await db.updateTable('finalists').set({ registration_id: team }).where('id', '=', second?.id ?? 0).execute();
    await db.deleteFrom('registrations').where('id', '=', team).execute();
    expect(await db.selectFrom('finalists').select(['position', 'registration_id']).where('id', '=', second?.id ?? 0).executeTakeFirst()).toEqual({ position: 2, registration_id: null });
  });

  it('goes down and up again', async () => {
    expect((await migrator.migrateTo('009_scoring')).error).toBeUndefined();
    const columns = async () => (await db.introspection.getTables()).find((table) => table.name === 'finalists')?.columns.map((column) => column.name) ?? [];
    expect(await columns()).not.toContain('poster');
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await columns()).toEqual(expect.arrayContaining(['poster', 'video', 'registration_id']));
  });
});
