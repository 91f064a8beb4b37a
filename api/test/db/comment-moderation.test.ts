import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Migrator, type Kysely } from 'kysely';
import { connectDatabase } from '../../src/db/connect.js';
import { migrationProvider } from '../../src/db/migrations/index.js';
import type { Database } from '../../src/db/schema.js';
import { createTestDatabase, type TestDatabase } from '../helper.js';

// Migration 024 on a database that already holds comments: on SQLite the table is rebuilt (a NOT NULL cannot be
// dropped there), so the rows, their ids and the foreign keys must come through; a comment has exactly one author; a
// reporter reports a comment once; reports and decisions go with their comment. And back down. Both dialects.

let testDb: TestDatabase;
let db: Kysely<Database>;
let migrator: Migrator;

/** Assert on the message: better-sqlite3 builds its errors outside Jest's realm. */
const failure = (work: Promise<unknown>) => work.then(() => 'no error', (error: unknown) => String(error));

let userId: number;
let articleId: number;
let staffId: number;
let firstId: number;
let lastId: number;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = connectDatabase(testDb.database).db;
  migrator = new Migrator({ db, provider: migrationProvider });
});

afterAll(async () => {
  await db.destroy();
  await testDb.drop();
});

const now = new Date().toISOString();

describe('024_comment_moderation', () => {
  it('keeps the comments of an earlier install, with their ids, visible and by their teams', async () => {
    expect((await migrator.migrateTo('019_staff_file_links')).error).toBeUndefined();
    userId = (await db.insertInto('users').values({ email: 'a@example.org', team_name: 'A', password_hash: null, created_at: now, avatar: null, members: null }).returning('id').executeTakeFirstOrThrow()).id;
    const article = { translation_key: 'k', lang: 'en-us' as const, cid: 1 as const, title: 'T', abstract: '', cover: null, content: '[]', sample: 0 as const, created_at: now };
    articleId = (await db.insertInto('articles').values(article).returning('id').executeTakeFirstOrThrow()).id;
    // Written as the 003 table was: no staff or moderation columns yet. A gap in the ids must stay a gap.
    const ids: number[] = [];
    for (const content of ['one', 'two', 'three']) {
      ids.push((await db.insertInto('comments').values({ article_id: articleId, user_id: userId, content, created_at: now } as never).returning('id').executeTakeFirstOrThrow()).id);
    }
    const [one, two, three] = ids as [number, number, number];
    await db.deleteFrom('comments').where('id', '=', two).execute();
    const { error, results } = await migrator.migrateToLatest();
    expect(error).toBeUndefined();
    expect(results?.map((result) => result.migrationName)).toContain('024_comment_moderation');
    const rows = await db.selectFrom('comments').selectAll().orderBy('id').execute();
    expect(rows).toEqual([
      { id: one, article_id: articleId, user_id: userId, staff_member_id: null, content: 'one', created_at: now, hidden_at: null, moderated_at: null },
      { id: three, article_id: articleId, user_id: userId, staff_member_id: null, content: 'three', created_at: now, hidden_at: null, moderated_at: null },
    ]);
    firstId = one;
    lastId = three;
    // New ids go on from the highest.
    const next = await db.insertInto('comments').values({ article_id: articleId, user_id: userId, staff_member_id: null, content: 'new', created_at: now, hidden_at: null, moderated_at: null }).returning('id').executeTakeFirstOrThrow();
    expect(next.id).toBeGreaterThan(three);
  });

  it('wants exactly one author: a team account or a staff member', async () => {
    staffId = (
      await db
        .insertInto('staff_members')
        .values({ email: 's@staff.test', name: 'S', role: 'editor', status: 'active', password_hash: null, totp_secret: null, totp_enabled_at: null, totp_last_step: null, invited_by: null, created_at: now, last_sign_in_at: null })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const row = (user: number | null, staff: number | null) => ({ article_id: articleId, user_id: user, staff_member_id: staff, content: 'x', created_at: now, hidden_at: null, moderated_at: null });
    expect(await failure(db.insertInto('comments').values(row(null, null)).execute())).toMatch(/check|comments_one_author/i);
    expect(await failure(db.insertInto('comments').values(row(userId, staffId)).execute())).toMatch(/check|comments_one_author/i);
    expect(await failure(db.insertInto('comments').values(row(null, 999)).execute())).toMatch(/foreign key/i);
    expect(await failure(db.insertInto('comments').values(row(999, null)).execute())).toMatch(/foreign key/i);
    expect(await failure(db.insertInto('comments').values(row(null, staffId)).execute())).toBe('no error');
  });

  it('takes one report per reporter per comment, a reason from the list, and drops reports and decisions with the comment', async () => {
    const report = (reporter: string, reason = 'spam') => ({ comment_id: firstId, reason: reason as 'spam', reporter_key: reporter, reporter_user_id: null, created_at: now });
    await db.insertInto('comment_reports').values(report('ip:aa')).execute();
    expect(await failure(db.insertInto('comment_reports').values(report('ip:aa', 'abuse')).execute())).toMatch(/unique|duplicate/i);
    expect(await failure(db.insertInto('comment_reports').values(report('ip:bb', 'boring')).execute())).toMatch(/check/i);
    await db.insertInto('comment_moderation').values({ comment_id: firstId, action: 'hide', reason: 'r', actor_kind: 'staff', staff_member_id: staffId, actor_name: null, created_at: now }).execute();
    expect(await failure(db.insertInto('comment_moderation').values({ comment_id: firstId, action: 'delete' as 'hide', reason: 'r', actor_kind: 'cli', staff_member_id: null, actor_name: 'x', created_at: now }).execute())).toMatch(/check/i);
    await db.deleteFrom('comments').where('id', '=', firstId).execute();
    expect(await db.selectFrom('comment_reports').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('comment_moderation').selectAll().execute()).toEqual([]);
  });

  it('goes a team\'s comments and reports with its account', async () => {
    await db.insertInto('comment_reports').values({ comment_id: lastId, reason: 'spam', reporter_key: `user:${userId}`, reporter_user_id: userId, created_at: now }).execute();
    await db.deleteFrom('users').where('id', '=', userId).execute();
    expect(await db.selectFrom('comments').select('staff_member_id').execute()).toEqual([{ staff_member_id: staffId }]);
    expect(await db.selectFrom('comment_reports').selectAll().execute()).toEqual([]);
  });

  it('migrates down to the 003 table, without the staff replies, and up again', async () => {
    const user = (await db.insertInto('users').values({ email: 'b@example.org', team_name: null, password_hash: null, created_at: now, avatar: null, members: null }).returning('id').executeTakeFirstOrThrow()).id;
    await db.insertInto('comments').values({ id: 4000, article_id: articleId, user_id: user, staff_member_id: null, content: 'kept', created_at: now, hidden_at: now, moderated_at: now }).execute();
    expect((await migrator.migrateTo('019_staff_file_links')).error).toBeUndefined();
    expect(await db.selectFrom('comments').selectAll().execute()).toEqual([{ id: 4000, article_id: articleId, user_id: user, content: 'kept', created_at: now }]);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await db.selectFrom('comments').select(['id', 'hidden_at']).execute()).toEqual([{ id: 4000, hidden_at: null }]);
  });
});
