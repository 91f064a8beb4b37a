import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import { connectDatabase } from '../../src/db/connect.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { migrations } from '../../src/db/migrations/index.js';
import type { Database } from '../../src/db/schema.js';
import { createTestDatabase, type TestDatabase } from '../helper.js';

let testDb: TestDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = connectDatabase(testDb.database).db;
});

afterAll(async () => {
  await db.destroy();
  await testDb.drop();
});

describe('migrateToLatest', () => {
  it('applies every migration once, then nothing', async () => {
    expect(await migrateToLatest(db)).toEqual(Object.keys(migrations));
    expect(await migrateToLatest(db)).toEqual([]);
  });

  it('leaves the tables the app needs', async () => {
    const tables = (await db.introspection.getTables()).map((table) => table.name);
    expect(tables).toEqual(
      expect.arrayContaining(['seed_runs', 'users', 'sessions', 'articles', 'comments', 'prizes', 'gallery_images', 'registrations', 'registration_members', 'registration_history', 'group_slots']),
    );
    // The schedule is the season file's now (seasons/*.json), not a table.
    expect(tables).not.toContain('timeline_entries'
    );
  });

  it('enforces the contest group values', async () => {
    const user = await db
      .insertInto('users')
      .values({ email: 'check@example.org', team_name: null, password_hash: null, created_at: 'x', avatar: null, members: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = {
      season: 's',
      user_id: user.id,
      contest_group: 'kindergarten' as 'secondary',
      team_name: 'x',
      topic_key: 'x',
      status: 'pending' as const,
      reason: null,
      language: 'en',
      created_at: 'x',
      updated_at: 'x',
    };
    // Assert on the message: better-sqlite3 builds its errors outside Jest's realm, so
    // `rejects.toThrow` does not recognise them as Errors.
    const error: unknown = await db.insertInto('registrations').values(row).execute().then(() => null, (e: unknown) => e);
    expect(String(error)).toMatch(/check/i);
  });

  it('migration names keep a numeric prefix so they sort in order', () => {
    const names = Object.keys(migrations);
    expect(names.every((name) => /^\d{3}_[a-z0-9_]+$/.test(name))).toBe(true);
    expect([...names].sort()).toEqual(names);
  });
});
