import { beforeEach, describe, expect, it } from '@jest/globals';
import type { App } from '../../src/app.js';
import { issueSession, SESSION_TTL_MS } from '../../src/accounts/sessions.js';
import { REPORT_RATE_MAX, REPORT_WINDOW_MS } from '../../src/content/reports.js';
import { signIn, withTestApp } from '../helper.js';

// POST /api/comment/report (issue 25 point 6): anyone reports a comment with a reason from the list, once per reporter
// (an account, or a visitor's address kept as a keyed hash), the same answer for a repeated report, a limit per
// reporter counted in the database, and every bad input refused in the envelope with nothing stored.

let app: App;
withTestApp((started) => (app = started), { seeded: true });

const VISITOR = '198.51.100.23';
let articleId: number;
let commentId: number;
let author: { userId: number; token: string };

beforeEach(async () => {
  await app.db.deleteFrom('comment_reports').execute();
  await app.db.deleteFrom('comments').execute();
  articleId = (await app.db.selectFrom('articles').select('id').where('cid', '=', 1).orderBy('id').executeTakeFirstOrThrow()).id;
  author ??= await signIn(app, 'author@example.org', 'Dune Team');
  commentId = await comment('a comment to report');
});

async function comment(content: string): Promise<number> {
  const row = await app.db.insertInto('comments').values({ article_id: articleId, user_id: author.userId, staff_member_id: null, content, created_at: new Date().toISOString(), hidden_at: null, moderated_at: null }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

function report(body: unknown, options: { ip?: string; token?: string; lang?: string; raw?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/comment/report',
    remoteAddress: options.ip ?? VISITOR,
    headers: { 'content-type': 'application/json', 'accept-language': options.lang ?? 'en-us', ...(options.token ? { token: options.token } : {}) },
    payload: options.raw ?? JSON.stringify(body),
  });
}

const reports = () => app.db.selectFrom('comment_reports').selectAll().orderBy('id').execute();
const THANKS = { code: 1, data: null, msg: 'Thank you. The organizers will look at this comment.', show: false };

describe('POST /api/comment/report', () => {
  it('takes a visitor\'s report without an account, keeping a keyed hash of the address, never the address', async () => {
    const answer = await report({ comment_id: commentId, reason: 'spam' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(THANKS);
    const [row, ...rest] = await reports();
    expect(rest).toEqual([]);
    expect(row).toMatchObject({ comment_id: commentId, reason: 'spam', reporter_user_id: null, reporter_key: expect.stringMatching(/^ip:[0-9a-f]{64}$/) });
    expect(JSON.stringify(row)).not.toContain(VISITOR);
    expect(JSON.stringify(row)).not.toContain('198.51');
  });

  it.each([
    ['zh-hk', '謝謝！主辦單位會查看這則評論。'],
    ['zh-cn', '谢谢！主办单位会查看这条评论。'],
    ['en-us', 'Thank you. The organizers will look at this comment.'],
  ])('thanks in %s, and answers a repeated report the same without a second row', async (lang, msg) => {
    const first = await report({ comment_id: commentId, reason: 'abuse' }, { lang });
    const again = await report({ comment_id: commentId, reason: 'other' }, { lang });
    expect(first.json()).toEqual({ ...THANKS, msg });
    expect(again.json()).toEqual(first.json());
    expect(again.statusCode).toBe(first.statusCode);
    expect((await reports()).map((row) => row.reason)).toEqual(['abuse']);
  });

  it('counts a signed-in account as its own reporter, whatever its address', async () => {
    const reader = await signIn(app, 'reader@example.org');
    expect((await report({ comment_id: commentId, reason: 'offTopic' }, { token: reader.token })).json()).toEqual(THANKS);
    expect((await report({ comment_id: commentId, reason: 'offTopic' }, { token: reader.token, ip: '192.0.2.9' })).json()).toEqual(THANKS);
    // The visitor at the same address is another reporter.
    expect((await report({ comment_id: commentId, reason: 'spam' })).json()).toEqual(THANKS);
    const rows = await reports();
    expect(rows.map((row) => [row.reporter_key, row.reporter_user_id])).toEqual([
      [`user:${reader.userId}`, reader.userId],
      [expect.stringMatching(/^ip:/), null],
    ]);
  });

  it('takes a report with a stale or unknown token as a visitor\'s', async () => {
    const stale = await issueSession(app.db, author.userId, new Date(Date.now() - SESSION_TTL_MS - 1000));
    expect((await report({ comment_id: commentId, reason: 'spam' }, { token: stale })).json()).toEqual(THANKS);
    expect((await report({ comment_id: commentId, reason: 'spam' }, { token: 'not-a-token' })).json()).toEqual(THANKS);
    expect((await reports()).map((row) => row.reporter_user_id)).toEqual([null]);
  });

  it('tells different addresses apart', async () => {
    await report({ comment_id: commentId, reason: 'spam' }, { ip: '192.0.2.1' });
    await report({ comment_id: commentId, reason: 'spam' }, { ip: '192.0.2.2' });
    await report({ comment_id: commentId, reason: 'spam' }, { ip: '2001:db8::1' });
    expect(new Set((await reports()).map((row) => row.reporter_key)).size).toBe(3);
  });

  it('takes a report of a hidden comment (a page may still show it)', async () => {
    await app.db.updateTable('comments').set({ hidden_at: new Date().toISOString() }).where('id', '=', commentId).execute();
    expect((await report({ comment_id: commentId, reason: 'abuse' })).json()).toEqual(THANKS);
  });

  it(`allows ${REPORT_RATE_MAX} reports an hour per reporter, then answers 429 with Retry-After`, async () => {
    const ids = [];
    for (let i = 0; i <= REPORT_RATE_MAX; i += 1) ids.push(await comment(`comment ${i}`));
    for (const id of ids.slice(0, REPORT_RATE_MAX)) expect((await report({ comment_id: id, reason: 'spam' })).statusCode).toBe(200);
    const refused = await report({ comment_id: ids[REPORT_RATE_MAX], reason: 'spam' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 0, data: null, msg: expect.stringMatching(/^You are reporting too often, please try again in \d+ min$/), show: true });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(REPORT_WINDOW_MS / 1000 - 60);
    expect(await reports()).toHaveLength(REPORT_RATE_MAX);
    // A repeated report uses no slot and is not refused; another reporter is not held back.
    expect((await report({ comment_id: ids[0], reason: 'spam' })).json()).toEqual(THANKS);
    expect((await report({ comment_id: ids[REPORT_RATE_MAX], reason: 'spam' }, { ip: '192.0.2.50' })).statusCode).toBe(200);
  });

  it('frees the limit as the window moves', async () => {
    const old = new Date(Date.now() - REPORT_WINDOW_MS - 1000).toISOString();
    await report({ comment_id: commentId, reason: 'spam' });
    const key = (await reports())[0]?.reporter_key ?? '';
    const ids = [];
    for (let i = 0; i < REPORT_RATE_MAX; i += 1) ids.push(await comment(`old ${i}`));
    await app.db.insertInto('comment_reports').values(ids.map((id) => ({ comment_id: id, reason: 'spam' as const, reporter_key: key, reporter_user_id: null, created_at: old }))).execute();
    expect((await report({ comment_id: await comment('new'), reason: 'spam' })).statusCode).toBe(200);
  });

  it.each([
    ['zh-hk', '找不到該評論'],
    ['en-us', 'Comment not found'],
  ])('answers an unknown comment with a 404 in %s', async (lang, msg) => {
    const answer = await report({ comment_id: 999999, reason: 'spam' }, { lang });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ code: 0, data: null, msg, show: true });
    expect(await reports()).toEqual([]);
  });

  it.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['no reason', { comment_id: 1 }],
    ['no comment', { reason: 'spam' }],
    ['a reason off the list', { comment_id: 1, reason: 'boring' }],
    ['a free-text reason', { comment_id: 1, reason: 'He called me names' }],
    ['a reason of another case', { comment_id: 1, reason: 'SPAM' }],
    ['a zero id', { comment_id: 0, reason: 'spam' }],
    ['a negative id', { comment_id: -3, reason: 'spam' }],
    ['a fractional id', { comment_id: 1.5, reason: 'spam' }],
    ['an id past integer', { comment_id: 2 ** 31, reason: 'spam' }],
    ['a text id', { comment_id: 'one', reason: 'spam' }],
    ['an array of ids', { comment_id: [1, 2], reason: 'spam' }],
    ['a null reason', { comment_id: 1, reason: null }],
    ['the camelCase name', { commentId: 1, reason: 'spam' }],
    ['an array body', [{ comment_id: 1, reason: 'spam' }]],
  ])('refuses %s with a 400 in the envelope and stores nothing', async (_label, body) => {
    const answer = await report(body, body === undefined ? { raw: '' } : {});
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 0, data: null, show: true, msg: expect.any(String) });
    expect(await reports()).toEqual([]);
  });

  it('refuses malformed JSON and a non-JSON body in the envelope', async () => {
    for (const [raw, type] of [['{"comment_id": 1,', 'application/json'], ['comment_id=1&reason=spam', 'application/x-www-form-urlencoded']]) {
      const answer = await app.inject({ method: 'POST', url: '/api/comment/report', headers: { 'content-type': type }, payload: raw });
      expect([400, 415]).toContain(answer.statusCode);
      expect(answer.json()).toMatchObject({ code: 0, data: null, show: true });
    }
    expect(await reports()).toEqual([]);
  });
});
