import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { AdminComment, AdminCommentPage } from '@portal/contracts/admin-comments';
import type { Comment } from '@portal/contracts/content';
import type { Paged } from '@portal/contracts/common';
import { SITE_NAME } from '@portal/contracts/page-texts';
import type { App } from '../../src/app.js';
import { createStaffSession, type TestStaffSession } from '../../src/testing/staff.js';
import { signIn, withTestApp } from '../helper.js';
import { auditSeq, auditSince, staffCall } from '../staff/results-helpers.js';

// The back office's comment moderation (issue 25 point 6): editors and organizers list comments with their reports,
// hide and restore one with a reason, and reply as the organizers. A hidden comment leaves the public list and its
// count at once; a staff reply shows there with the site's name and a badge. Every change is one audit entry naming
// ids only; every bad input is refused in the envelope with nothing written.

let app: App;
withTestApp((started) => (app = started), { seeded: true });

let editor: TestStaffSession;
let organizer: TestStaffSession;
let articleId: number;
let otherArticleId: number;
let team: { userId: number; token: string };

beforeAll(async () => {
  editor = await createStaffSession(app.db, { role: 'editor' });
  organizer = await createStaffSession(app.db, { role: 'organizer' });
  const [first, second] = await app.db.selectFrom('articles').select('id').where('cid', '=', 1).where('lang', '=', 'en-us').orderBy('id').limit(2).execute();
  articleId = first?.id ?? 0;
  otherArticleId = second?.id ?? 0;
  team = await signIn(app, 'team@example.org', 'Dune Team');
});

beforeEach(async () => {
  for (const table of ['comment_reports', 'comment_moderation', 'comments'] as const) await app.db.deleteFrom(table).execute();
});

async function comment(content: string, at = new Date(), article = articleId): Promise<number> {
  const row = await app.db.insertInto('comments').values({ article_id: article, user_id: team.userId, staff_member_id: null, content, created_at: at.toISOString(), hidden_at: null, moderated_at: null }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

const reportAs = (id: number, reason: string, ip: string) =>
  app.inject({ method: 'POST', url: '/api/comment/report', remoteAddress: ip, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ comment_id: id, reason }) });

async function publicList(lang = 'en-us', article = articleId): Promise<Paged<Comment>> {
  const res = await app.inject({ url: `/api/comment/getArticleIdComment?article_id=${article}&page_size=50`, headers: { 'accept-language': lang } });
  return res.json<{ data: Paged<Comment> }>().data;
}

const list = (query = '', who = editor) => staffCall<AdminCommentPage>(app, who.headers, 'GET', `/api/admin/comments${query}`);
const decide = (id: number | string, action: string, body: unknown, who = editor, lang = 'en-us') => staffCall<AdminComment>(app, who.headers, 'POST', `/api/admin/comments/${id}/${action}`, body, lang);
const reply = (article: number | string, body: unknown, who = editor, lang = 'en-us') => staffCall<AdminComment>(app, who.headers, 'POST', `/api/admin/articles/${article}/comments`, body, lang);

/** Every row moderation touches: a refusal leaves all of it as it was. */
async function moderationState() {
  return {
    comments: await app.db.selectFrom('comments').selectAll().orderBy('id').execute(),
    decisions: await app.db.selectFrom('comment_moderation').selectAll().orderBy('id').execute(),
    audit: await auditSeq(app.db),
  };
}

describe('GET /api/admin/comments', () => {
  it('lists comments newest first with their article, author, reports counted by reason, and no reporter', async () => {
    const older = await comment('older', new Date(Date.now() - 60_000));
    const newer = await comment('newer');
    for (const ip of ['192.0.2.1', '192.0.2.2']) await reportAs(newer, 'spam', ip);
    await reportAs(newer, 'abuse', '192.0.2.3');
    const answer = await list();
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const article = await app.db.selectFrom('articles').select('title').where('id', '=', articleId).executeTakeFirstOrThrow();
    expect(answer.body.data).toMatchObject({ count: 2, page_no: 1, page_size: 20 });
    expect(answer.body.data.lists).toEqual([
      {
        id: newer,
        articleId,
        articleTitle: article.title,
        content: 'newer',
        createTime: expect.any(String),
        author: 'Dune Team',
        byStaff: false,
        staffAuthor: null,
        reports: { count: 3, open: 3, reasons: [{ reason: 'abuse', count: 1 }, { reason: 'spam', count: 2 }] },
        hidden: null,
        history: [],
      },
      expect.objectContaining({ id: older, reports: { count: 0, open: 0, reasons: [] } }),
    ]);
    expect(answer.body.code).toBe(1);
    expect(JSON.stringify(answer.body)).not.toMatch(/192\.0\.2|ip:|team@example/);
  });

  it('filters by article and by state, and pages', async () => {
    const reported = await comment('reported');
    const hidden = await comment('hidden');
    const elsewhere = await comment('elsewhere', new Date(), otherArticleId);
    await reportAs(reported, 'spam', '192.0.2.1');
    await reportAs(hidden, 'spam', '192.0.2.1');
    expect((await decide(hidden, 'hide', { reason: 'Spam link' })).status).toBe(200);
    const ids = async (query: string) => (await list(query)).body.data.lists.map((row) => row.id);
    expect(await ids('?state=reported')).toEqual([reported]);
    expect(await ids('?state=hidden')).toEqual([hidden]);
    expect(await ids('?state=all')).toEqual([elsewhere, hidden, reported]);
    expect(await ids(`?article_id=${otherArticleId}`)).toEqual([elsewhere]);
    expect(await ids(`?article_id=${otherArticleId}&state=reported`)).toEqual([]);
    expect((await list('?page_size=2&page_no=2')).body.data).toMatchObject({ count: 3, page_no: 2, page_size: 2, lists: [{ id: reported }] });
  });

  it('leaves the queue after a decision until someone reports again', async () => {
    const id = await comment('borderline');
    await reportAs(id, 'offTopic', '192.0.2.1');
    await decide(id, 'hide', { reason: 'Looks off topic' });
    await decide(id, 'restore', { reason: 'On topic after all' });
    expect((await list('?state=reported')).body.data.lists).toEqual([]);
    const restored = (await list()).body.data.lists[0];
    expect(restored?.reports).toEqual({ count: 1, open: 0, reasons: [{ reason: 'offTopic', count: 1 }] });
    // A report after the decision puts it back (the times moved apart: the calls above ran within one millisecond or so).
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
    await app.db.updateTable('comment_reports').set({ created_at: ago(10_000) }).execute();
    await app.db.updateTable('comments').set({ moderated_at: ago(5000) }).execute();
    await reportAs(id, 'abuse', '192.0.2.2');
    expect((await list('?state=reported')).body.data.lists.map((row) => [row.id, row.reports.open])).toEqual([[id, 1]]);
  });

  it.each([
    '?state=reviewed',
    '?state=',
    '?article_id=0',
    '?article_id=abc',
    '?page_size=51',
    '?page_no=0',
  ])('refuses %s with a 400 envelope', async (query) => {
    const answer = await list(query);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 0, data: null, show: true, msg: expect.stringMatching(/^Invalid parameters/) });
  });
});

describe('hiding and restoring', () => {
  it('hides a comment with a reason: gone from the public list and its count at once, in every language', async () => {
    const keep = await comment('keep me');
    const id = await comment('hide me');
    expect((await publicList()).count).toBe(2);
    const seq = await auditSeq(app.db);
    const answer = await decide(id, 'hide', { reason: '  Insults another team\r\n' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 1, show: true, msg: 'Comment hidden: visitors no longer see it' });
    expect(answer.body.data).toMatchObject({
      id,
      hidden: { action: 'hide', reason: 'Insults another team', by: editor.member.name, at: expect.any(String) },
      history: [{ action: 'hide', reason: 'Insults another team', by: editor.member.name }],
    });
    for (const lang of ['zh-hk', 'zh-cn', 'en-us']) {
      const page = await publicList(lang);
      expect(page.count).toBe(1);
      expect(page.lists.map((row) => row.id)).toEqual([keep]);
    }
    const decision = await app.db.selectFrom('comment_moderation').select('id').executeTakeFirstOrThrow();
    expect(await auditSince(app.db, seq)).toEqual([
      { action: 'comment.hide', target: `comment:${id}`, actor: { kind: 'staff', id: editor.member.id }, detail: { articleId, decisionId: decision.id } },
    ]);
  });

  it('restores a hidden comment with a reason: listed again where it was', async () => {
    const first = await comment('first', new Date(Date.now() - 2000));
    const id = await comment('second', new Date(Date.now() - 1000));
    const last = await comment('third');
    await decide(id, 'hide', { reason: 'Reported as abuse' });
    const seq = await auditSeq(app.db);
    const answer = await decide(id, 'restore', { reason: 'Not abusive on a second reading' }, organizer, 'zh-hk');
    expect(answer.body).toMatchObject({ code: 1, msg: '評論已恢復顯示', data: { id, hidden: null } });
    expect(answer.body.data.history.map((entry) => [entry.action, entry.by])).toEqual([
      ['hide', editor.member.name],
      ['restore', organizer.member.name],
    ]);
    expect((await publicList()).lists.map((row) => row.id)).toEqual([last, id, first]);
    expect((await auditSince(app.db, seq)).map((entry) => [entry.action, entry.target, Object.keys(entry.detail).sort()])).toEqual([['comment.restore', `comment:${id}`, ['articleId', 'decisionId']]]);
  });

  it('keeps the reason text out of the audit log', async () => {
    const id = await comment('x');
    await decide(id, 'hide', { reason: 'SECRET-REASON-TEXT' });
    await decide(id, 'restore', { reason: 'ANOTHER-SECRET' });
    const rows = await app.db.selectFrom('audit_log').select('detail').execute();
    expect(JSON.stringify(rows)).not.toMatch(/SECRET/);
  });

  it('forgets the first views that showed comments, and only those', async () => {
    const dir = join(app.config.prerenderDir, 'en');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'news.json'), JSON.stringify({ sources: ['/api/article/detail', '/api/comment/getArticleIdComment'] }));
    await writeFile(join(dir, 'home.json'), JSON.stringify({ sources: ['/api/display/prizes'] }));
    await decide(await comment('x'), 'hide', { reason: 'Spam' });
    expect(await readdir(dir)).toEqual(['home.json']);
  });

  it.each([
    [{ reason: '' }, 'Please give a reason'],
    [{ reason: ' \n\t ' }, 'Please give a reason'],
    [{ reason: '\u0000\u0007' }, 'Please give a reason'],
    [{}, 'Please give a reason'],
    [{ reason: 'x'.repeat(501) }, 'A reason can have at most 500 characters'],
  ])('refuses the reason %j with a 400 and changes nothing', async (body, msg) => {
    const id = await comment('x');
    const before = await moderationState();
    for (const action of ['hide', 'restore']) {
      const answer = await decide(id, action, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 0, data: null, msg, show: true });
    }
    expect(await moderationState()).toEqual(before);
  });

  it('accepts a reason of 500 characters, an emoji counting one', async () => {
    expect((await decide(await comment('x'), 'hide', { reason: '🌵'.repeat(500) })).status).toBe(200);
  });

  it.each([
    ['zh-hk', '這則評論已經隱藏', '這則評論沒有隱藏，無需恢復'],
    ['en-us', 'This comment is already hidden', 'This comment is not hidden: there is nothing to restore'],
  ])('refuses to hide a hidden comment or restore a visible one with a 409 (%s)', async (lang, hiddenMsg, visibleMsg) => {
    const id = await comment('x');
    const visible = await decide(id, 'restore', { reason: 'why' }, editor, lang);
    expect(visible.status).toBe(409);
    expect(visible.body).toEqual({ code: 0, data: null, msg: visibleMsg, show: true });
    await decide(id, 'hide', { reason: 'why' });
    const before = await moderationState();
    const again = await decide(id, 'hide', { reason: 'why' }, organizer, lang);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 0, data: null, msg: hiddenMsg, show: true });
    expect(await moderationState()).toEqual(before);
  });

  it('lets one of two simultaneous decisions through', async () => {
    const id = await comment('x');
    const answers = await Promise.all([decide(id, 'hide', { reason: 'a' }), decide(id, 'hide', { reason: 'b' }, organizer)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await app.db.selectFrom('comment_moderation').selectAll().execute()).toHaveLength(1);
  });

  it.each([
    ['an unknown comment', 999999, { reason: 'x' }, 404],
    ['a zero id', 0, { reason: 'x' }, 400],
    ['a text id', 'abc', { reason: 'x' }, 400],
    ['a reason that is not text', 'X', { reason: { text: 'x' } }, 400],
    ['an array body', 'X', ['x'], 400],
  ])('refuses %s in the envelope and changes nothing', async (_label, id, body, status) => {
    const real = await comment('x');
    const before = await moderationState();
    for (const action of ['hide', 'restore']) {
      const answer = await decide(id === 'X' ? real : id, action, body);
      expect(answer.status).toBe(status);
      expect(answer.body).toMatchObject({ code: 0, data: null, show: true });
    }
    expect(await moderationState()).toEqual(before);
  });
});

describe('POST /api/admin/articles/:articleId/comments (staff reply)', () => {
  it('posts a reply visitors see as the organizers, with the badge, in the public order and paging', async () => {
    const earlier = await comment('a question', new Date(Date.now() - 1000));
    const seq = await auditSeq(app.db);
    const answer = await reply(articleId, { content: '  Thanks, the answer is in the FAQ.  ' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 1, show: true, msg: 'Reply posted as the organizers' });
    const id = answer.body.data.id;
    expect(answer.body.data).toMatchObject({ articleId, content: 'Thanks, the answer is in the FAQ.', byStaff: true, author: SITE_NAME.en, staffAuthor: editor.member.name, hidden: null });
    for (const [lang, language] of [['zh-hk', 'zhComplex'], ['zh-cn', 'zhSimple'], ['en-us', 'en']] as const) {
      const page = await publicList(lang);
      expect(page.count).toBe(2);
      expect(page.lists).toEqual([
        { id, articleId, content: 'Thanks, the answer is in the FAQ.', createTime: expect.any(String), author: SITE_NAME[language], byStaff: true },
        expect.objectContaining({ id: earlier, byStaff: false, author: 'Dune Team' }),
      ]);
      // Never the staff member's name or address.
      expect(JSON.stringify(page)).not.toContain(editor.member.name);
      expect(JSON.stringify(page)).not.toContain(editor.member.email);
    }
    expect(await auditSince(app.db, seq)).toEqual([{ action: 'comment.reply', target: `comment:${id}`, actor: { kind: 'staff', id: editor.member.id }, detail: { articleId } }]);
  });

  it('can be reported, hidden and restored like any comment', async () => {
    const id = (await reply(articleId, { content: 'A reply' })).body.data.id;
    expect((await reportAs(id, 'other', '192.0.2.1')).statusCode).toBe(200);
    expect((await decide(id, 'hide', { reason: 'Wrong answer' }, organizer)).status).toBe(200);
    expect((await publicList()).count).toBe(0);
  });

  it.each([
    ['an unknown article', 999999, { content: 'hi' }, 404, 'Article not found'],
    ['empty text', 'A', { content: '' }, 400, 'Please enter content to comment'],
    ['blank text', 'A', { content: ' \r\n ' }, 400, 'Please enter content to comment'],
    ['no text', 'A', {}, 400, 'Please enter content to comment'],
    ['501 characters', 'A', { content: 'x'.repeat(501) }, 400, 'A comment can have at most 500 characters'],
    ['a zero article id', 0, { content: 'hi' }, 400, undefined],
    ['a text article id', 'abc', { content: 'hi' }, 400, undefined],
    ['text that is not a string', 'A', { content: { text: 'hi' } }, 400, undefined],
  ])('refuses %s in the envelope and writes nothing', async (_label, article, body, status, msg) => {
    const before = await moderationState();
    const answer = await reply(article === 'A' ? articleId : article, body);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ code: 0, data: null, show: true, ...(msg ? { msg } : {}) });
    expect(await moderationState()).toEqual(before);
  });
});

describe('who may moderate', () => {
  it.each(['reviewer', 'judge', 'releaseManager'] as const)('refuses a %s with 403 and changes nothing', async (role) => {
    const id = await comment('x');
    const other = await createStaffSession(app.db, { role });
    const before = await moderationState();
    for (const answer of [await list('', other), await decide(id, 'hide', { reason: 'x' }, other), await decide(id, 'restore', { reason: 'x' }, other), await reply(articleId, { content: 'x' }, other)]) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: 0, data: null });
    }
    expect(await moderationState()).toEqual(before);
  });

  it('refuses a team token (in either header) and no session with 401 code -1', async () => {
    const id = await comment('x');
    const before = await moderationState();
    for (const headers of [{}, { token: team.token }, { 'staff-token': team.token }] as Record<string, string>[]) {
      for (const [method, url, body] of [
        ['GET', '/api/admin/comments', undefined],
        ['POST', `/api/admin/comments/${id}/hide`, { reason: 'x' }],
        ['POST', `/api/admin/comments/${id}/restore`, { reason: 'x' }],
        ['POST', `/api/admin/articles/${articleId}/comments`, { content: 'x' }],
      ] as const) {
        const answer = await staffCall(app, headers, method, url, body);
        expect(answer.status).toBe(401);
        expect(answer.body).toMatchObject({ code: -1, data: null });
      }
    }
    expect(await moderationState()).toEqual(before);
  });

  it('lets an editor and an organizer through without a fresh second factor (moderation is routine)', async () => {
    const stale = await createStaffSession(app.db, { role: 'editor', fresh: false });
    expect((await decide(await comment('x'), 'hide', { reason: 'Spam' }, stale)).status).toBe(200);
  });
});
