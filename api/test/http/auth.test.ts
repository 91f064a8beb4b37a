import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { App } from '../../src/app.js';
import { SESSION_TTL_MS, hashToken, issueSession, revokeSession } from '../../src/accounts/sessions.js';
import { ok } from '../../src/lib/envelope.js';
import { buildTestApp, createTestDatabase, signIn, type TestDatabase } from '../helper.js';
import { migrateToLatest } from '../../src/db/migrate.js';

let testDb: TestDatabase;
let app: App;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = buildTestApp(testDb);
  // A test-only route guarded like every signed-in route.
  app.after(() => {
    app.get('/api/test/me', { onRequest: [app.authenticate] }, async (request) => ok(request.user));
  });
  await app.ready();
  await migrateToLatest(app.db);
});

afterAll(async () => {
  await app.close();
  await testDb.drop();
});

const me = (headers: Record<string, string | string[]> = {}) => app.inject({ url: '/api/test/me', headers });

describe('issueSession', () => {
  it('returns a 43-character base64url token and stores only its SHA-256, for 7 days', async () => {
    const { userId, token } = await signIn(app, 'store@example.org');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await app.db.selectFrom('sessions').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashToken(token));
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(SESSION_TTL_MS);
    expect(row.revoked_at).toBeNull();
  });

  it('gives every session its own token', async () => {
    const { userId } = await signIn(app, 'many@example.org');
    const tokens = await Promise.all([1, 2, 3].map(() => issueSession(app.db, userId)));
    expect(new Set(tokens).size).toBe(3);
  });
});

describe('authenticate', () => {
  it('sets request.user from the token header', async () => {
    const { userId, token } = await signIn(app, 'Team@Example.org', 'Sand Team');
    const res = await me({ token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 1, data: { id: userId, email: 'team@example.org', teamName: 'Sand Team' } });
  });

  it.each([
    ['zh-hk', '請先登入'],
    ['zh-cn', '请先登录'],
    ['en-us', 'Please log in first'],
  ])('answers 401, code -1 without a token (%s)', async (lang, msg) => {
    const res = await me({ 'accept-language': lang });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: -1, data: null, msg, show: true });
  });

  it('refuses revoked, expired, unknown and malformed tokens', async () => {
    const { userId, token: revoked } = await signIn(app, 'gone@example.org');
    expect(await revokeSession(app.db, revoked)).toBe(true);
    expect(await revokeSession(app.db, revoked)).toBe(false);
    const expired = await issueSession(app.db, userId, new Date(Date.now() - SESSION_TTL_MS - 1));
    const almost = await issueSession(app.db, userId, new Date(Date.now() - SESSION_TTL_MS + 60_000));
    expect((await me({ token: almost })).statusCode).toBe(200);
    for (const token of [revoked, expired, 'A'.repeat(43), 'short', 'x'.repeat(10_000), `${almost} `]) {
      const res = await me({ token });
      expect([token.slice(0, 8), res.statusCode]).toEqual([token.slice(0, 8), 401]);
      expect(res.json()).toMatchObject({ code: -1, show: true });
    }
  });

  it('refuses a token header sent twice', async () => {
    const { token } = await signIn(app, 'twice@example.org');
    expect((await me({ token: [token, token] })).statusCode).toBe(401);
  });
});
