import { beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import type { AdminWork, AdminWorkPage } from '@portal/contracts/admin-review';
import type { Envelope } from '@portal/contracts/common';
import type { App } from '../../src/app.js';
import { withTestApp, type TestDatabase } from '../helper.js';
import { auditHead, auditSince, call, expectRefused, staff, type Staff } from '../admin/review-helpers.js';
import { lastMail } from '../cli/admin-runner.js';
import { AT, addWork, finishedUpload, registeredTeam, workBody, type Team } from './user-work/work-helpers.js';

// The back office's works (issue 24): the list with filters and search, the detail with the file's facts, the file
// itself by HTTP ranges (a <video> seeks; a view is audited once, at its first range) or as a download, and status
// changes (sensitive, audited, mailed).

let app: App;
let testDb: TestDatabase;
withTestApp(
  (started, db) => {
    app = started;
    testDb = db;
  },
  { seeded: true, config: { portalNow: AT.bothOpen } },
);

let reviewer: Staff;
let film: Team;
let plan: Team;
let filmWork: number;
let planWork: number;
const filmBytes = randomBytes(256 * 1024 + 13);

beforeAll(async () => {
  reviewer = await staff(app, 'reviewer');
  film = await registeredTeam(app, 1, { language: 'zh-hk' });
  plan = await registeredTeam(app, 2);
  const video = await finishedUpload(app, film.userId, 'mp4', { name: '沙漠之水 "final".mp4', durationMs: 89_500, bytes: filmBytes });
  const pdf = await finishedUpload(app, plan.userId, 'pdf', { name: 'plan' });
  filmWork = (await addWork(app, film.token, workBody('videoSubmission', video.tusId, { title: '沙漠之水' }))).json<Envelope<{ id: number }>>().data.id;
  planWork = (await addWork(app, plan.token, workBody('preliminarySubmission', pdf.tusId, { title: 'Zero Carbon Oasis', topic: 'zero-carbon-new-town' }))).json<Envelope<{ id: number }>>().data.id;
  // The submissions' receipts are delivered now, not in the middle of a test that checks nothing changed.
  await app.messages.drain();
});

const list = (query: string) => call(app, reviewer, { url: `/api/admin/works${query}` });
const ids = (answer: { json<T>(): T }) => answer.json<Envelope<AdminWorkPage>>().data.lists.map((item) => item.id);

describe('GET /api/admin/works', () => {
  it('lists the season, filtered by group, step and status, searched by team or title', async () => {
    const page = (await list('')).json<Envelope<AdminWorkPage>>().data;
    expect(page).toMatchObject({ count: 2, page_no: 1, page_size: 20 });
    expect(page.lists.find((item) => item.id === filmWork)).toEqual({
      id: filmWork, registrationId: film.registrationId, group: 1, teamName: film.teamName, step: 'videoSubmission', stepTitle: expect.any(String),
      title: '沙漠之水', status: 'submitted', file: { type: 'mp4', size: filmBytes.length, durationSeconds: 89.5 }, submittedAt: AT.bothOpen.toISOString(), updatedAt: AT.bothOpen.toISOString(),
    });
    expect(ids(await list('?group=2'))).toEqual([planWork]);
    expect(ids(await list('?step=videoSubmission'))).toEqual([filmWork]);
    expect(ids(await list('?status=shortlisted'))).toEqual([]);
    expect(ids(await list('?search=zero%20CARBON'))).toEqual([planWork]);
    expect(ids(await list(`?search=${encodeURIComponent(film.teamName.toUpperCase())}`))).toEqual([filmWork]);
  });

  it.each([['?step=finale'], ['?status=decided'], ['?group=0'], ['?page_no=0']])('refuses %s in the envelope', async (query) => {
    await expectRefused(app, testDb, () => list(query), 400);
  });
});

describe('GET /api/admin/works/:id', () => {
  it("shows the file's facts as route URLs, the history and where the work may go", async () => {
    const answer = await call(app, reviewer, { url: `/api/admin/works/${filmWork}` });
    expect(answer.statusCode).toBe(200);
    const work = answer.json<Envelope<AdminWork>>().data;
    expect(work).toMatchObject({
      id: filmWork, season: '2023-2024', topic: 'water', status: 'submitted', allowedNext: ['underReview', 'shortlisted', 'notShortlisted'],
      file: { name: '沙漠之水 "final".mp4', mime: 'video/mp4', type: 'mp4', size: filmBytes.length, durationSeconds: 89.5, sha256: null, url: `/api/admin/works/${filmWork}/file`, downloadUrl: `/api/admin/works/${filmWork}/file?download=1` },
      history: [{ from: null, to: 'submitted', note: null, by: 'team', byName: null, at: AT.bothOpen.toISOString() }],
    });
    expect(answer.body).not.toContain('/uploads/');
    expect(answer.body).not.toContain(testDb.dir);
  });

  it('answers 404 for a work that does not exist', async () => {
    await expectRefused(app, testDb, () => call(app, reviewer, { url: '/api/admin/works/999999' }), 404);
  });
});

describe('GET /api/admin/works/:id/file', () => {
  const file = (id: number, headers: Record<string, string> = {}, query = '') => call(app, reviewer, { url: `/api/admin/works/${id}/file${query}`, headers });
  const views = async (seq: number) => (await auditSince(app, seq)).map((entry) => [entry.action, entry.target, entry.actor_id]);

  it('streams the whole file inline, privately, and records the view', async () => {
    const seq = await auditHead(app);
    const answer = await file(filmWork);
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(filmBytes)).toBe(true);
    expect(answer.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': String(filmBytes.length),
      'accept-ranges': 'bytes',
      'cache-control': 'no-store, private',
      'x-content-type-options': 'nosniff',
    });
    expect(answer.headers['content-disposition']).toMatch(/^inline; /);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(await views(seq)).toEqual([['work.view', `work:${filmWork}`, reviewer.member.id]]);
  });

  it('answers ranges with 206 and the right bytes, recording a view at its first range (from byte 0) only', async () => {
    const seq = await auditHead(app);
    const first = await file(filmWork, { range: 'bytes=0-99' });
    expect(first.statusCode).toBe(206);
    expect(first.headers).toMatchObject({ 'content-range': `bytes 0-99/${filmBytes.length}`, 'content-length': '100', 'cache-control': 'no-store, private' });
    expect(first.rawPayload.equals(filmBytes.subarray(0, 100))).toBe(true);
    const middle = await file(filmWork, { range: 'bytes=100000-' });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 100000-${filmBytes.length - 1}/${filmBytes.length}`);
    expect(middle.rawPayload.equals(filmBytes.subarray(100000))).toBe(true);
    const tail = await file(filmWork, { range: 'bytes=-10' });
    expect(tail.rawPayload.equals(filmBytes.subarray(-10))).toBe(true);
    const past = await file(filmWork, { range: `bytes=${filmBytes.length - 5}-${filmBytes.length + 500}` });
    expect(past.headers['content-range']).toBe(`bytes ${filmBytes.length - 5}-${filmBytes.length - 1}/${filmBytes.length}`);
    expect(await views(seq)).toEqual([['work.view', `work:${filmWork}`, reviewer.member.id]]);
  });

  it('ignores a Range it does not serve (several ranges, bad syntax) and sends the whole file, a view', async () => {
    const seq = await auditHead(app);
    for (const range of ['bytes=0-9,20-29', 'bytes=9-3', 'items=0-9', 'bytes=x-']) {
      const answer = await file(filmWork, { range });
      expect({ range, status: answer.statusCode, length: answer.rawPayload.length }).toEqual({ range, status: 200, length: filmBytes.length });
    }
    expect((await views(seq)).length).toBe(4);
  });

  it('refuses a range past the end with 416, its size, in the envelope, recording nothing', async () => {
    for (const range of [`bytes=${filmBytes.length}-`, `bytes=${filmBytes.length + 7}-${filmBytes.length + 9}`, 'bytes=-0']) {
      const answer = await expectRefused(app, testDb, () => file(filmWork, { range }), 416);
      expect(answer.headers['content-range']).toBe(`bytes */${filmBytes.length}`);
      expect(answer.json<{ msg: string }>().msg).toBe('The requested range is not in the file');
    }
  });

  it('downloads as an attachment under the team\'s name (RFC 6266), recorded as a download', async () => {
    const seq = await auditHead(app);
    const answer = await file(filmWork, {}, '?download=1');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="____ _final_.mp4"; filename*=UTF-8''%E6%B2%99%E6%BC%A0%E4%B9%8B%E6%B0%B4%20%22final%22.mp4`);
    expect(answer.rawPayload.equals(filmBytes)).toBe(true);
    const pdf = await file(planWork, {}, '?download=1');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="plan.pdf"; filename*=UTF-8''plan.pdf`);
    expect(await views(seq)).toEqual([
      ['work.download', `work:${filmWork}`, reviewer.member.id],
      ['work.download', `work:${planWork}`, reviewer.member.id],
    ]);
  });

  it('refuses without a session, other roles, unknown works, bad queries and missing files, recording nothing', async () => {
    const judge = await staff(app, 'judge');
    await expectRefused(app, testDb, () => call(app, null, { url: `/api/admin/works/${filmWork}/file` }), 401);
    await expectRefused(app, testDb, () => call(app, judge, { url: `/api/admin/works/${filmWork}/file` }), 403);
    await expectRefused(app, testDb, () => file(999999), 404);
    await expectRefused(app, testDb, () => file(filmWork, {}, '?download=2'), 400);
    const lost = await registeredTeam(app, 1);
    const upload = await finishedUpload(app, lost.userId, 'mp4');
    const id = (await addWork(app, lost.token, workBody('videoSubmission', upload.tusId))).json<Envelope<{ id: number }>>().data.id;
    await app.uploadStorage.remove(upload.storagePath);
    await expectRefused(app, testDb, () => file(id), 404);
    await expectRefused(app, testDb, () => file(id, { range: 'bytes=0-1' }), 404);
  });
});

describe('POST /api/admin/works/:id/status', () => {
  const move = (id: number, body: unknown, who: Staff = reviewer) => call(app, who, { method: 'POST', url: `/api/admin/works/${id}/status`, body });

  it('moves a work on with a note: history under the staff name, an audit entry, the team mailed', async () => {
    const seq = await auditHead(app);
    const answer = await move(filmWork, { status: 'shortlisted', note: 'Top 15' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ code: 1, msg: "The work's status was changed; the team was mailed", show: true, data: { status: 'shortlisted', allowedNext: ['underReview'] } });
    expect(answer.json<Envelope<AdminWork>>().data.history.at(-1)).toEqual({ from: 'submitted', to: 'shortlisted', note: 'Top 15', by: 'organizer', byName: reviewer.member.name, at: AT.bothOpen.toISOString() });
    const entries = await auditSince(app, seq);
    expect(entries.map((entry) => [entry.action, entry.target, entry.actor_id, JSON.parse(entry.detail)])).toEqual([
      ['work.status', `work:${filmWork}`, reviewer.member.id, { from: 'submitted', to: 'shortlisted', noteLength: 6 }],
    ]);
    expect((await lastMail(app, film.email))?.text).toContain('入圍成功');
  });

  it('refuses a move the rules do not allow, a status only a team sets, a stale factor and other roles, changing nothing', async () => {
    const answer = await expectRefused(app, testDb, () => move(filmWork, { status: 'notShortlisted' }), 409);
    expect(answer.json<{ msg: string }>().msg).toBe('This work is "Shortlisted successfully": it cannot go to "Shortlisting failed"');
    await expectRefused(app, testDb, () => move(filmWork, { status: 'submitted' }), 400);
    await expectRefused(app, testDb, () => move(filmWork, { status: 'underReview', note: 'x'.repeat(1001) }), 400);
    await expectRefused(app, testDb, () => move(filmWork, {}), 400);
    await expectRefused(app, testDb, () => move(999999, { status: 'underReview' }), 404);
    const [stale, releaseManager, unproven] = [await staff(app, 'reviewer', { fresh: false }), await staff(app, 'releaseManager'), await staff(app, 'reviewer', { stage: 'secondFactor' })];
    await expectRefused(app, testDb, () => move(filmWork, { status: 'underReview' }, stale), 403, { stepUp: true });
    await expectRefused(app, testDb, () => move(filmWork, { status: 'underReview' }, releaseManager), 403);
    await expectRefused(app, testDb, () => move(filmWork, { status: 'underReview' }, unproven), 403, { stage: 'secondFactor' });
  });
});
