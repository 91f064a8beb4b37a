import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { MyQuestionThread } from '@portal/contracts/questions';
import type { App } from '../../src/app.js';
import { signIn, withTestApp } from '../helper.js';
import { docx, pdf, png } from '../uploads/sample-files.js';
import { questionState, teamCall, upload } from './questions-helpers.js';

// A team's own thread (issue 26 point 7): text and files checked by their content (images and PDF, the team's own
// uploads), in the language the team writes in; every refusal in the envelope with nothing written.

let app: App;
withTestApp((started) => (app = started));

let team: { userId: number; token: string };
let other: { userId: number; token: string };

beforeAll(async () => {
  team = await signIn(app, 'asker@example.org', 'Sand Team');
  other = await signIn(app, 'other@example.org', 'Other Team');
});

beforeEach(async () => {
  for (const table of ['question_attachments', 'question_messages', 'question_threads'] as const) await app.db.deleteFrom(table).execute();
});

const ask = (body: unknown, token: string | null = team.token, lang = 'en-us') => teamCall(app, token ?? undefined, 'POST', '/api/question/add', body, lang);
const thread = async (token = team.token) => (await teamCall(app, token, 'GET', '/api/question/thread')).body.data as MyQuestionThread;

describe('POST /api/question/add', () => {
  it('starts the thread with text and a PDF, in the language the team writes in', async () => {
    const doc = await upload(app, team.token, '3', 'rules question.pdf', pdf());
    const res = await ask({ content: '  Can a team have five members?  ', files: [doc] }, team.token, 'zh-cn');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 1, show: true, msg: '问题已提交，主办单位回复后会以电邮通知你' });
    const data = res.body.data as MyQuestionThread;
    expect(data.awaitingAnswer).toBe(true);
    expect(data.messages).toEqual([
      expect.objectContaining({ by: 'team', text: 'Can a team have five members?', attachments: [expect.objectContaining({ name: 'rules question.pdf', mime: 'application/pdf', image: false, uri: doc })] }),
    ]);
    const [row] = await app.db.selectFrom('question_threads').selectAll().execute();
    expect(row).toMatchObject({ user_id: team.userId, lang: 'zh-cn', awaiting_answer: 1 });
  });

  it('accepts a file alone, and images', async () => {
    const image = await upload(app, team.token, '1', 'screen.png', png(200));
    expect((await ask({ content: '', files: [image] })).status).toBe(200);
    expect((await thread()).messages[0]?.attachments[0]).toMatchObject({ image: true, mime: 'image/png' });
  });

  it('keeps one thread per account, each team its own', async () => {
    await ask({ content: 'first' });
    await ask({ content: 'second' });
    await ask({ content: 'not yours' }, other.token);
    expect((await thread()).messages.map((m) => m.text)).toEqual(['first', 'second']);
    expect((await thread(other.token)).messages.map((m) => m.text)).toEqual(['not yours']);
    expect(await app.db.selectFrom('question_threads').select('id').execute()).toHaveLength(2);
  });

  it('refuses bad input in the envelope and writes nothing', async () => {
    await ask({ content: 'existing' });
    const before = await questionState(app);
    const othersFile = await upload(app, other.token, '1', 'theirs.png', png(200));
    const word = await upload(app, team.token, '3', 'notes.docx', docx());
    const mine = await upload(app, team.token, '1', 'mine.png', png(200));
    const cases: [unknown, number, string][] = [
      [{ content: '   ' }, 400, 'Please write your question or attach a file'],
      [{ content: 'x'.repeat(2001) }, 400, 'The text must not exceed 2000 characters'],
      [{ content: 'a', files: [othersFile] }, 400, 'An attached file is not valid; please upload it again'],
      [{ content: 'a', files: ['/uploads/../../etc/passwd'] }, 400, 'An attached file is not valid; please upload it again'],
      [{ content: 'a', files: ['/uploads/AAAAAAAAAAAAAAAAAAAAAA.png'] }, 400, 'An attached file is not valid; please upload it again'],
      [{ content: 'a', files: [word] }, 400, 'Files can only be images or PDF'],
      [{ content: 'a', files: [mine, mine] }, 400, 'The same file is attached twice'],
      [{ content: 'a', files: [mine, mine, mine, mine] }, 400, ''],
      [{ files: [] }, 400, ''],
    ];
    for (const [body, status, msg] of cases) {
      const res = await ask(body);
      expect({ body, status: res.status, code: res.body.code, data: res.body.data }).toEqual({ body, status, code: 0, data: null });
      if (msg) expect(res.body.msg).toBe(msg);
    }
    expect(await questionState(app)).toEqual(before);
  });

  it('refuses a visitor and an expired session', async () => {
    expect((await ask({ content: 'hello' }, null)).body.code).toBe(-1);
    await app.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', other.userId).execute();
    const res = await ask({ content: 'hello' }, other.token);
    expect([res.status, res.body.code]).toEqual([401, -1]);
    expect(await app.db.selectFrom('question_messages').select('id').execute()).toEqual([]);
  });
});

describe('GET /api/question/thread', () => {
  it('answers an empty thread before the first question, never cached', async () => {
    const res = await teamCall(app, team.token, 'GET', '/api/question/thread');
    expect(res.body.data).toEqual({ messages: [], unread: 0, awaitingAnswer: false });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});
