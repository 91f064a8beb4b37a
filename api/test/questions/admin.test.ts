import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { AdminQuestionPage, AdminQuestionThread, QuestionFaqDraft } from '@portal/contracts/admin-questions';
import type { AdminArticle } from '@portal/contracts/admin-articles';
import type { MyQuestionThread } from '@portal/contracts/questions';
import type { App } from '../../src/app.js';
import type { OutgoingMessage } from '../../src/messages/kinds.js';
import { createStaffSession, type TestStaffSession } from '../../src/testing/staff.js';
import { signIn, withTestApp, type TestDatabase } from '../helper.js';
import { adminRunner, lastMail } from '../cli/admin-runner.js';
import { auditSeq, auditSince, staffCall } from '../staff/results-helpers.js';
import { pdf } from '../uploads/sample-files.js';
import { questionState, teamCall, upload } from './questions-helpers.js';

// The questions inbox of the back office (issue 26 point 7): the unanswered first; an answer by an organizer or a
// reviewer, audited with ids only and mailed to the team in its language in the answer's transaction; a file opened
// through a file link, each view audited; an FAQ draft made from an answer by an organizer or an editor. Judges see
// nothing, editors do not answer, every refusal writes nothing.

let app: App;
let testDb: TestDatabase;
withTestApp((started, db) => {
  app = started;
  testDb = db;
});

const staff: Record<'organizer' | 'reviewer' | 'editor' | 'judge', TestStaffSession> = {} as never;
let team: { userId: number; token: string };
let other: { userId: number; token: string };

beforeAll(async () => {
  for (const role of ['organizer', 'reviewer', 'editor', 'judge'] as const) staff[role] = await createStaffSession(app.db, { role });
  team = await signIn(app, 'asker@example.org', 'Sand Team');
  other = await signIn(app, 'other@example.org', 'Other Team');
});

beforeEach(async () => {
  for (const table of ['question_attachments', 'question_messages', 'question_threads', 'outbox'] as const) await app.db.deleteFrom(table).execute();
});

const ask = (token: string, content: string, lang = 'en-us', files: string[] = []) => teamCall(app, token, 'POST', '/api/question/add', { content, files }, lang);
const threadIdOf = async (userId: number) => (await app.db.selectFrom('question_threads').select('id').where('user_id', '=', userId).executeTakeFirstOrThrow()).id;
const list = (who: TestStaffSession, query = '') => staffCall<AdminQuestionPage>(app, who.headers, 'GET', `/api/admin/questions${query}`);
const read = (who: TestStaffSession, id: number | string) => staffCall<AdminQuestionThread>(app, who.headers, 'GET', `/api/admin/questions/${id}`);
const answer = (who: TestStaffSession, id: number | string, body: unknown, lang = 'en-us') => staffCall<AdminQuestionThread>(app, who.headers, 'POST', `/api/admin/questions/${id}/answer`, body, lang);
const faq = (who: TestStaffSession, id: number | string, messageId: number | string) => staffCall<QuestionFaqDraft>(app, who.headers, 'POST', `/api/admin/questions/${id}/messages/${messageId}/faq-draft`);

describe('the inbox', () => {
  it('lists the unanswered first with the team, and reads a thread with its files as file routes', async () => {
    await ask(team.token, 'First team asks');
    const doc = await upload(app, other.token, '3', 'form.pdf', pdf());
    await ask(other.token, 'Second team asks', 'zh-hk', [doc]);
    await answer(staff.organizer, await threadIdOf(team.userId), { content: 'Answered' });
    const res = await list(staff.reviewer);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.data.count).toBe(2);
    expect(res.body.data.lists.map((q) => [q.team.teamName, q.awaitingAnswer, q.excerpt, q.lang])).toEqual([
      ['Other Team', true, 'Second team asks', 'zhComplex'],
      ['Sand Team', false, 'Answered', 'en'],
    ]);
    expect((await list(staff.editor, '?state=unanswered')).body.data.lists.map((q) => q.team.email)).toEqual(['other@example.org']);
    expect((await list(staff.organizer, '?search=SAND')).body.data.lists.map((q) => q.team.email)).toEqual(['asker@example.org']);
    const id = await threadIdOf(other.userId);
    const thread = (await read(staff.reviewer, id)).body.data;
    expect(thread.team).toMatchObject({ teamName: 'Other Team', registrationId: null, registrationStatus: null, group: null });
    const attachment = thread.messages[0]?.attachments[0];
    expect(attachment).toMatchObject({ name: 'form.pdf', mime: 'application/pdf', path: `/api/admin/questions/${id}/attachments/${attachment?.id}` });
  });

  it('refuses a judge, and answers 404 for a thread that does not exist', async () => {
    expect((await list(staff.judge)).status).toBe(403);
    expect((await read(staff.judge, 1)).status).toBe(403);
    const missing = await read(staff.organizer, 999);
    expect([missing.status, missing.body.code, missing.body.msg]).toEqual([404, 0, 'No such question thread']);
  });
});

describe('an answer', () => {
  it('is stored, audited with ids only and mailed to the team in the language it wrote in', async () => {
    await ask(team.token, 'Wie lange?', 'zh-cn');
    const id = await threadIdOf(team.userId);
    const enqueue = jest.spyOn(app.messages, 'enqueue');
    const seq = await auditSeq(app.db);
    const res = await answer(staff.reviewer, id, { content: 'Two weeks.\n\nSee the rules.' });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('Answered; the team is told by e-mail');
    expect(res.body.data.awaitingAnswer).toBe(false);
    expect(res.body.data.messages.map((m) => [m.by, m.staffName])).toEqual([['team', null], ['staff', staff.reviewer.member.name]]);
    const messageId = res.body.data.messages[1]?.id;
    expect(await auditSince(app.db, seq)).toEqual([{ action: 'question.answer', target: `question:${id}`, actor: { kind: 'staff', id: staff.reviewer.member.id }, detail: { message: messageId } }]);
    const queued = enqueue.mock.calls.flatMap(([messages]) => messages as readonly OutgoingMessage[]);
    enqueue.mockRestore();
    expect(queued).toEqual([expect.objectContaining({ kind: 'thread-answer', channel: 'email', to: 'asker@example.org', lang: 'zhSimple', userId: team.userId })]);
    expect(queued[0]?.params).toMatchObject({ team: 'Sand Team', excerpt: 'Two weeks. See the rules.' });
    await app.messages.drain();
    expect((await lastMail(app, 'asker@example.org'))?.text).toContain('Two weeks. See the rules.');
    // The team sees it as the organizers', unread once.
    const mine = async () => (await teamCall(app, team.token, 'GET', '/api/question/thread')).body.data as MyQuestionThread;
    const first = await mine();
    expect([first.unread, first.awaitingAnswer, first.messages[1]]).toEqual([1, false, expect.objectContaining({ by: 'staff', text: 'Two weeks.\n\nSee the rules.' })]);
    expect(JSON.stringify(first)).not.toContain(staff.reviewer.member.name);
    expect((await mine()).unread).toBe(0);
  });

  it('refuses an editor, a judge, an empty or too long answer and an unknown thread, writing and mailing nothing', async () => {
    await ask(team.token, 'A question');
    const id = await threadIdOf(team.userId);
    const before = await questionState(app);
    expect((await answer(staff.editor, id, { content: 'no' })).status).toBe(403);
    expect((await answer(staff.judge, id, { content: 'no' })).status).toBe(403);
    for (const [target, body, status, msg] of [
      [id, { content: '  ' }, 400, 'Please write the answer'],
      [id, { content: 'y'.repeat(2001) }, 400, 'The text must not exceed 2000 characters'],
      [id, {}, 400, ''],
      [999, { content: 'fine' }, 404, 'No such question thread'],
    ] as const) {
      const res = await answer(staff.organizer, target, body);
      expect([res.status, res.body.code, res.body.data]).toEqual([status, 0, null]);
      if (msg) expect(res.body.msg).toBe(msg);
    }
    await app.messages.drain();
    expect(await questionState(app)).toEqual(before);
    expect(await app.db.selectFrom('outbox').select('id').execute()).toEqual([]);
  });

  it('is given by `pnpm admin questions answer` through the same feature code, and listed by `questions list`', async () => {
    await ask(team.token, 'From the CLI?', 'zh-hk');
    const id = await threadIdOf(team.userId);
    const run = adminRunner(() => testDb, new Date());
    const seq = await auditSeq(app.db);
    const done = await run('questions', 'answer', String(id), '--text', 'Yes.', '--by', 'ops');
    expect([done.code, done.stderr]).toEqual([0, '']);
    expect(await auditSince(app.db, seq)).toEqual([expect.objectContaining({ action: 'question.answer', actor: { kind: 'cli', name: 'ops' } })]);
    expect((await lastMail(app, 'asker@example.org'))?.text).toContain('Yes.');
    expect((await read(staff.organizer, id)).body.data.messages[1]).toMatchObject({ by: 'staff', staffName: 'ops', text: 'Yes.' });
    const listed = await run('questions', 'list');
    expect(listed.stdout).toContain(`${id}\tanswered\t2`);
    expect((await run('questions', 'answer', '999', '--text', 'x')).code).not.toBe(0);
  });
});

describe('a file of the thread', () => {
  it('opens through a file link for organizers and reviewers, private, each view audited', async () => {
    const doc = await upload(app, team.token, '3', 'scan.pdf', pdf());
    await ask(team.token, 'See the file', 'en-us', [doc]);
    const id = await threadIdOf(team.userId);
    const path = (await read(staff.organizer, id)).body.data.messages[0]?.attachments[0]?.path ?? '';
    const link = await staffCall<{ url: string }>(app, staff.reviewer.headers, 'POST', '/api/admin/file-links', { path });
    expect(link.status).toBe(200);
    const seq = await auditSeq(app.db);
    const res = await app.inject({ url: link.body.data.url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdf())).toBe(true);
    expect(res.headers).toMatchObject({ 'content-type': 'application/pdf', 'cache-control': 'no-store, private', 'x-content-type-options': 'nosniff' });
    expect(await auditSince(app.db, seq)).toEqual([{ action: 'question.attachmentView', target: `question:${id}`, actor: { kind: 'staff', id: staff.reviewer.member.id }, detail: { attachment: Number(path.split('/').pop()) } }]);
    // An editor may read the thread but not open the team's file; nobody opens it under another thread's id.
    expect((await app.inject({ url: path, headers: staff.editor.headers })).statusCode).toBe(403);
    expect((await app.inject({ url: path.replace(`/questions/${id}/`, `/questions/${id + 1}/`), headers: staff.organizer.headers })).statusCode).toBe(404);
    expect((await app.inject({ url: path })).statusCode).toBe(401);
  });
});

describe('an FAQ draft from an answer', () => {
  it('is a new FAQ article in the thread language, the other languages showing the Traditional Chinese', async () => {
    await ask(team.token, '隊伍可以有五人嗎？', 'zh-hk');
    const id = await threadIdOf(team.userId);
    const answered = await answer(staff.organizer, id, { content: '不可以，每隊二至四人。' });
    const messageId = answered.body.data.messages[1]?.id ?? 0;
    const seq = await auditSeq(app.db);
    const res = await faq(staff.editor, id, messageId);
    expect([res.status, res.body.msg]).toEqual([200, 'FAQ draft created']);
    const articleId = res.body.data.articleId;
    const article = (await staffCall<AdminArticle>(app, staff.editor.headers, 'GET', `/api/admin/articles/${articleId}`)).body.data;
    expect(article).toMatchObject({ state: 'draft', revision: 1 });
    expect(article.draft).toMatchObject({
      cid: 2,
      zhComplex: { title: '隊伍可以有五人嗎？', body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: '不可以，每隊二至四人。' }] }] } },
      zhSimple: { title: '' },
      fallback: { zhSimple: true, en: true },
    });
    expect((await auditSince(app.db, seq)).map((entry) => [entry.action, entry.target, entry.detail])).toEqual([
      ['article.create', `article:${articleId}`, { revision: 1, state: 'draft', cid: 2 }],
      ['question.faqDraft', `question:${id}`, { message: messageId, article: articleId }],
    ]);
  });

  it('in English leaves the Chinese empty (Traditional Chinese never falls back)', async () => {
    await ask(team.token, 'Can we submit late?');
    const id = await threadIdOf(team.userId);
    const messageId = (await answer(staff.reviewer, id, { content: 'No.' })).body.data.messages[1]?.id ?? 0;
    const res = await faq(staff.organizer, id, messageId);
    const article = (await staffCall<AdminArticle>(app, staff.organizer.headers, 'GET', `/api/admin/articles/${res.body.data.articleId}`)).body.data;
    expect(article.draft).toMatchObject({ en: { title: 'Can we submit late?' }, zhComplex: { title: '' }, fallback: { zhSimple: false, en: false } });
  });

  it("refuses a team's message, another thread's message, a reviewer and a judge, writing nothing", async () => {
    await ask(team.token, 'Q');
    const id = await threadIdOf(team.userId);
    const thread = (await answer(staff.organizer, id, { content: 'A' })).body.data;
    const [question, reply] = thread.messages.map((m) => m.id);
    const before = await questionState(app);
    expect((await faq(staff.reviewer, id, reply ?? 0)).status).toBe(403);
    expect((await faq(staff.judge, id, reply ?? 0)).status).toBe(403);
    const own = await faq(staff.editor, id, question ?? 0);
    expect([own.status, own.body.msg]).toEqual([400, "Only an organizers' answer can become an FAQ draft"]);
    expect((await faq(staff.editor, id + 1, reply ?? 0)).status).toBe(404);
    expect(await questionState(app)).toEqual(before);
  });
});
