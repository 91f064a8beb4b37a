import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { App } from '../../../src/app.js';
import { issueSession, revokeSession, SESSION_TTL_MS } from '../../../src/accounts/sessions.js';
import { COMMENT_RATE_MAX } from '../../../src/content/comments.js';
import { createTestDatabase, signIn, startSeededApp, type TestDatabase } from '../../helper.js';

let testDb: TestDatabase;
let app: App;
let articleId: number;
let token: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await startSeededApp(testDb);
  const first = await app.db.selectFrom('articles').select('id').where('cid', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  articleId = first.id;
  ({ token } = await signIn(app, 'Writer@Example.org', 'Dune Team'));
});

afterAll(async () => {
  await app.close();
  await testDb.drop();
});

// Each test starts from no comments, so rate limits and counts do not leak between tests.
beforeEach(async () => {
  await app.db.deleteFrom('comments').execute();
});

const countComments = async () =>
  Number((await app.db.selectFrom('comments').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

function post(body: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/comment/add', payload: body as object, headers });
}

describe('POST /api/comment/add', () => {
  it('stores exactly the text and answers with the new comment and a localized success', async () => {
    const content = '<script>alert(1)</script> & "quotes" \'single\' 沙漠 🌵';
    const res = await post({ articleId, content }, { token, 'accept-language': 'en-us' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 1,
      msg: 'Comment posted',
      show: true,
      data: { id: expect.any(Number), articleId, content, createTime: expect.any(String), author: 'Dune Team', byStaff: false },
    });
    const rows = await app.db.selectFrom('comments').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.content).toBe(content);
    expect(Buffer.from(rows[0]?.content ?? '')).toEqual(Buffer.from(content));
  });

  it('trims, keeps newlines and drops other control characters', async () => {
    const res = await post({ articleId, content: '  \tfirst line\r\nsecond\u0000\u0007 line\n\n ' }, { token });
    expect(res.json()).toMatchObject({ code: 1, msg: '評論成功', data: { content: 'first line\nsecond line' } });
  });

  it.each([
    ['zh-hk', '請先登入'],
    ['zh-cn', '请先登录'],
    ['en-us', 'Please log in first'],
  ])('answers 401 with code -1 without a token (%s)', async (lang, msg) => {
    const res = await post({ articleId, content: 'hello' }, { 'accept-language': lang });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: -1, data: null, msg, show: true });
    expect(await countComments()).toBe(0);
  });

  it('answers 401 before looking at the body', async () => {
    const res = await post({ nonsense: true });
    expect(res.statusCode).toBe(401);
  });

  it('refuses unknown, revoked and expired tokens', async () => {
    const { userId, token: revoked } = await signIn(app, 'revoked@example.org');
    await revokeSession(app.db, revoked);
    const expired = await issueSession(app.db, userId, new Date(Date.now() - SESSION_TTL_MS - 1000));
    for (const bad of [revoked, expired, 'x'.repeat(43), 'not-a-token', '']) {
      const res = await post({ articleId, content: 'hello' }, { token: bad });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: -1 });
    }
    expect(await countComments()).toBe(0);
  });

  it.each([
    ['zh-hk', '請輸入評論內容'],
    ['zh-cn', '请输入评论内容'],
    ['en-us', 'Please enter content to comment'],
  ])('refuses empty and whitespace content in %s', async (lang, msg) => {
    for (const content of ['', '   ', '\n\t \r\n', '\u0000\u0001', undefined, null]) {
      const res = await post({ articleId, content }, { token, 'accept-language': lang });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 0, data: null, msg, show: true });
    }
    expect(await countComments()).toBe(0);
  });

  it('accepts 500 characters (counting an emoji as one) and refuses 501', async () => {
    expect((await post({ articleId, content: '🌵'.repeat(500) }, { token })).statusCode).toBe(200);
    const res = await post({ articleId, content: 'a'.repeat(501) }, { token, 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 0, data: null, msg: 'A comment can have at most 500 characters', show: true });
    expect(await countComments()).toBe(1);
  });

  it.each([
    ['an unknown article', { articleId: 999999, content: 'hi' }, 404],
    ['a missing article id', { content: 'hi' }, 400],
    ['a non-numeric article id', { articleId: 'abc', content: 'hi' }, 400],
    ['an object as content', { articleId: 1, content: { html: '<b>' } }, 400],
    ['a JSON array body', [], 400],
  ])('refuses %s and stores nothing', async (_label, body, status) => {
    const res = await post(body, { token });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code: 0, data: null, show: true });
    expect(await countComments()).toBe(0);
  });

  it('refuses malformed JSON with a 400 envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/comment/add',
      headers: { token, 'content-type': 'application/json' },
      payload: '{"articleId": 1,',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 0, show: true });
  });

  it(`allows ${COMMENT_RATE_MAX} comments a minute per user, then answers 429 with Retry-After`, async () => {
    for (let i = 0; i < COMMENT_RATE_MAX; i += 1) {
      expect((await post({ articleId, content: `comment ${i}` }, { token })).statusCode).toBe(200);
    }
    const res = await post({ articleId, content: 'one too many' }, { token, 'accept-language': 'en' });
    expect(res.statusCode).toBe(429);
    const body = res.json<{ msg: string }>();
    expect(body).toMatchObject({ code: 0, data: null, show: true });
    expect(body.msg).toMatch(/^You are commenting too often, please try again in \d+ s$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countComments()).toBe(COMMENT_RATE_MAX);
    // The limit is per user: another team is not held back.
    const other = await signIn(app, 'other@example.org');
    expect((await post({ articleId, content: 'hello' }, { token: other.token })).statusCode).toBe(200);
  });
});

describe('GET /api/comment/getArticleIdComment', () => {
  it('lists an article\'s comments newest first, masking e-mails of teams without a name', async () => {
    const anonymous = await signIn(app, 'abcdef@example.org');
    await post({ articleId, content: 'first' }, { token });
    await post({ articleId, content: 'second' }, { token: anonymous.token });
    const res = await app.inject({ url: `/api/comment/getArticleIdComment?article_id=${articleId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 1,
      data: {
        count: 2,
        page_no: 1,
        page_size: 10,
        lists: [
          { content: 'second', author: 'ab***@example.org', articleId },
          { content: 'first', author: 'Dune Team', articleId },
        ],
      },
    });
  });

  it('pages, and answers an empty page past the end', async () => {
    for (const content of ['a', 'b', 'c']) await post({ articleId, content }, { token });
    const page2 = await app.inject({ url: `/api/comment/getArticleIdComment?article_id=${articleId}&page_no=2&page_size=2` });
    expect(page2.json()).toMatchObject({ data: { count: 3, lists: [{ content: 'a' }] } });
    const past = await app.inject({ url: `/api/comment/getArticleIdComment?article_id=${articleId}&page_no=9` });
    expect(past.json()).toMatchObject({ data: { count: 3, lists: [] } });
  });

  it.each([
    ['zh-cn', '找不到该文章'],
    ['en-us', 'Article not found'],
  ])('answers an unknown article with a 404 in %s', async (lang, msg) => {
    const res = await app.inject({ url: '/api/comment/getArticleIdComment?article_id=999999', headers: { 'accept-language': lang } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 0, data: null, msg, show: true });
  });

  it.each(['', '?article_id=abc', '?article_id=0', `?article_id=1&page_size=51`, '?article_id=1&page_no=-1'])(
    'refuses %s with a 400 envelope',
    async (query) => {
      const res = await app.inject({ url: `/api/comment/getArticleIdComment${query}`, headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 0, data: null, show: true, msg: expect.stringMatching(/^Invalid parameters: /) });
    },
  );
});
