import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ComputedResult, PublishedWinners, ScoreImportResult, ScoreSheetView } from '@portal/contracts/admin-results';
import type { App } from '../../src/app.js';
import { createStaffSession, type TestStaffSession } from '../../src/testing/staff.js';
import { startSeededApp, withTestApp, type TestDatabase } from '../helper.js';
import { adminRunner } from '../cli/admin-runner.js';
import { file, multipart } from '../uploads/multipart.js';
import { auditSeq, auditSince, staffCall } from '../staff/results-helpers.js';

// /api/admin/scores and /api/admin/winners (issue 24): the organizer imports the jury's sheet with the command line's
// CSV rules, reads it back, computes the table with its digest and publishes exactly that table. Bad sheets, stale
// digests and early publications answer in the envelope and change nothing.

const AFTER_VOTE = new Date('2024-03-15T10:00:00+08:00');
const DURING_VOTE = new Date('2024-02-15T12:00:00+08:00');

let app: App;
let testDb: TestDatabase;
let organizer: TestStaffSession;
let films: { id: number; position: number }[];
let plans: { id: number; position: number }[];
let duringVote: App;
let dir: string;

withTestApp(
  (started, db) => {
    app = started;
    testDb = db;
  },
  { seeded: true, config: { portalNow: AFTER_VOTE } },
);

beforeAll(async () => {
  organizer = await createStaffSession(app.db, { role: 'organizer' });
  const rows = await app.db.selectFrom('finalists').select(['id', 'position', 'contest_group']).orderBy('position').execute();
  films = rows.filter((row) => row.contest_group === 'secondary');
  plans = rows.filter((row) => row.contest_group === 'university');
  duringVote = await startSeededApp(testDb, { portalNow: DURING_VOTE });
  dir = await mkdtemp(join(tmpdir(), 'admin-scores-'));
});

afterAll(async () => {
  await duringVote.close();
  await rm(dir, { recursive: true, force: true });
});

/** Films: judge J1 gives the film numbered p 50 + 2p, J2 60 + 2p. */
const filmSheet = (judges = ['J1', 'J2']) => [
  'judge,finalist,criterion,score',
  ...films.flatMap((f) => judges.map((judge, i) => `${judge},${f.id},overall,${50 + 10 * i + 2 * f.position}`)),
].join('\n');

function importSheet(body: string | Buffer, options: { group?: number; type?: string; lang?: string; headers?: Record<string, string> } = {}) {
  return app.inject({
    method: 'POST',
    url: `/api/admin/scores/import?group=${options.group ?? 1}`,
    headers: { ...(options.headers ?? organizer.headers), 'content-type': options.type ?? 'text/csv', 'accept-language': options.lang ?? 'en-us' },
    payload: body,
  });
}

const call = <T>(method: 'GET' | 'POST', url: string, body?: unknown, lang?: string, headers = organizer.headers) => staffCall<T>(app, headers, method, url, body, lang);

/** What scoring writes: the sheet, the publications and their tables, the winner rows, the audit log. */
async function snapshot() {
  return {
    scores: await app.db.selectFrom('jury_scores').selectAll().orderBy('id').execute(),
    publications: await app.db.selectFrom('result_publications').selectAll().orderBy('id').execute(),
    results: await app.db.selectFrom('score_results').selectAll().orderBy('publication_id').orderBy('finalist_id').execute(),
    winners: await app.db.selectFrom('winners').selectAll().orderBy('id').execute(),
    audit: await auditSeq(app.db),
  };
}

describe('importing a score sheet', () => {
  it('imports a CSV body, shows it back complete, and records counts only', async () => {
    expect((await call<ScoreSheetView>('GET', '/api/admin/scores?group=1')).body.data).toMatchObject({ judges: [], cells: [], complete: false });
    const seq = await auditSeq(app.db);
    const res = await importSheet(filmSheet());
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: ScoreImportResult }>().data).toEqual({ season: '2023-2024', group: 1, judges: 2, scores: 30, replaced: 0 });
    const view = (await call<ScoreSheetView>('GET', '/api/admin/scores?group=1')).body.data;
    expect(view).toMatchObject({ season: '2023-2024', group: 1, criteria: [{ key: 'overall', max: 100, part: null }], complete: true });
    expect(view.judges).toEqual([
      { judge: 'J1', scores: 15, missing: 0, importedAt: AFTER_VOTE.toISOString(), importedBy: `${organizer.member.name} (staff #${organizer.member.id})` },
      { judge: 'J2', scores: 15, missing: 0, importedAt: AFTER_VOTE.toISOString(), importedBy: `${organizer.member.name} (staff #${organizer.member.id})` },
    ]);
    expect(view.cells).toContainEqual({ judge: 'J2', finalistId: films[2]?.id, criterion: 'overall', score: 66 });
    expect(await auditSince(app.db, seq)).toEqual([
      { action: 'scores.import', target: 'group:1', actor: { kind: 'staff', id: organizer.member.id }, detail: { season: '2023-2024', judges: 2, scores: 30, replaced: 0 } },
    ]);
  });

  it('takes the file as multipart too, replacing the same judges\' earlier scores', async () => {
    const body = multipart([file('sheet.csv', Buffer.from(`\uFEFF${filmSheet(['J1'])}\r\n`), 'text/csv')]);
    const res = await importSheet(body.payload, { type: body.contentType });
    expect(res.json()).toMatchObject({ code: 1, data: { judges: 1, scores: 15, replaced: 15 } });
  });

  it('lists every problem with its line in the caller\'s language, and imports nothing', async () => {
    const before = await snapshot();
    const lines = filmSheet(['J3']).split('\n');
    lines[2] = `J3,${films[1]?.id},overall,101`;
    lines[5] = 'J3,9999,overall,80';
    const res = await importSheet(lines.join('\n'), { lang: 'zh-hk' });
    expect(res.statusCode).toBe(400);
    const finalists = films.map((f) => f.id).join(', ');
    expect(res.json()).toEqual({
      code: 0,
      msg: '評分表有 2 個問題，未匯入任何分數',
      show: true,
      data: {
        problems: [
          { line: 3, field: 'score', msg: '101 超出 overall 的 0–100 分' },
          { line: 6, field: 'finalist', msg: `「9999」不是第 1 組的入圍者（入圍者：${finalists}）` },
        ],
      },
    });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['a header of other columns', () => 'judge,film,criterion,score\nJ1,1,overall,80', () => [{ line: 1, field: null, msg: 'the header must be judge,finalist,criterion,score (found: judge,film,criterion,score)' }]],
    ['a broken quote', () => 'judge,finalist,criterion,score\n"J1,1,overall,80', () => [{ line: null, field: null, msg: expect.stringMatching(/^not a readable CSV file \(.*quote/i) }]],
    ['no scores', () => 'judge,finalist,criterion,score\n', () => [{ line: null, field: null, msg: 'the file has no scores' }]],
    [
      'a judge who scored one film of fifteen',
      () => `judge,finalist,criterion,score\nJ9,${films[0]?.id},overall,80`,
      () => films.slice(1).map((f) => ({ line: null, field: null, msg: `judge J9 has no score for finalist ${f.id} on overall` })),
    ],
  ])('refuses %s, importing nothing', async (_, sheet, problems) => {
    const before = await snapshot();
    const res = await importSheet(sheet());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 0, data: { problems: problems() } });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a sheet that is not UTF-8, a JSON body, no body, the wrong group and an oversized file, importing nothing', async () => {
    const before = await snapshot();
    expect((await importSheet(Buffer.from([0x6a, 0xff, 0xfe, 0x0a]))).json()).toMatchObject({ code: 0, data: null, msg: 'The score sheet must be UTF-8 text' });
    expect((await importSheet(JSON.stringify({ sheet: filmSheet() }), { type: 'application/json' })).statusCode).toBe(415);
    const none = await app.inject({ method: 'POST', url: '/api/admin/scores/import?group=1', headers: { ...organizer.headers, 'accept-language': 'en' } });
    expect(none.json()).toMatchObject({ code: 0, msg: 'Send the score sheet as a CSV file' });
    expect((await importSheet(filmSheet(), { group: 3 })).statusCode).toBe(400);
    const wrongGroup = await importSheet(filmSheet(), { group: 2 });
    expect(wrongGroup.json<{ data: { problems: { msg: string }[] } }>().data.problems[0]?.msg).toMatch(/is not a finalist of group 2/);
    expect((await importSheet(`${filmSheet()}\n${'x'.repeat(1024 * 1024)}`)).statusCode).toBe(413);
    const big = multipart([file('sheet.csv', Buffer.alloc(1024 * 1024 + 1, 0x41), 'text/csv')]);
    expect((await importSheet(big.payload, { type: big.contentType })).json()).toMatchObject({ code: 0, data: null });
    expect(await snapshot()).toEqual(before);
  });
});

describe('computing and publishing the winners', () => {
  const admin = adminRunner(() => testDb, AFTER_VOTE);

  it('computes the table with the digest the command line prints, and records which digest was reviewed', async () => {
    const seq = await auditSeq(app.db);
    const { status, body } = await call<ComputedResult>('POST', '/api/admin/scores/compute', { group: 1 });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ season: '2023-2024', group: 1, formulaVersion: '2024.1' });
    expect(body.data.rows).toHaveLength(15);
    // Film No. 15 has the best jury score and nobody voted: 80 % of (50+30 + 60+30)/2 = 68 points.
    expect(body.data.rows[0]).toMatchObject({ rank: 1, finalistId: films[14]?.id, position: 15, jury: 85, votes: 0, vote: 0, final: 68, award: 'champion' });
    const printed = await admin('winners', 'compute', '--group', '1');
    expect(printed.stdout).toContain(`digest ${body.data.digest}`);
    expect(await auditSince(app.db, seq)).toEqual([
      { action: 'winners.compute', target: 'group:1', actor: { kind: 'staff', id: organizer.member.id }, detail: { season: '2023-2024', digest: body.data.digest } },
      { action: 'winners.compute', target: 'group:1', actor: { kind: 'cli', name: 'ada' }, detail: { season: '2023-2024', digest: body.data.digest } },
    ]);
  });

  it('refuses to compute a group without scores, in the caller\'s language', async () => {
    expect(await call('POST', '/api/admin/scores/compute', { group: 2 }, 'zh-cn')).toMatchObject({
      status: 409,
      body: { code: 0, data: null, msg: '第 2 组还没有评审分数：请先导入评分表' },
    });
  });

  it('publishes only the table reviewed: a stale digest, a stale second factor and an open vote change nothing', async () => {
    const reviewed = (await call<ComputedResult>('POST', '/api/admin/scores/compute', { group: 1 })).body.data.digest;
    // A third judge's sheet arrives after the review: the table is another one now.
    expect((await importSheet(filmSheet(['J1', 'J2', 'J3']))).statusCode).toBe(200);
    const before = await snapshot();
    const stale = await call('POST', '/api/admin/winners/publish', { group: 1, digest: reviewed });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toMatch(/^The table changed since it was reviewed \(it is now [0-9a-f]{64}, the reviewed one was [0-9a-f]{64}\): nothing published/);
    const fresh = (await call<ComputedResult>('POST', '/api/admin/scores/compute', { group: 1 })).body.data.digest;
    const afterCompute = await snapshot();
    const staleFactor = await createStaffSession(app.db, { role: 'organizer', fresh: false });
    expect(await call('POST', '/api/admin/winners/publish', { group: 1, digest: fresh }, 'en-us', staleFactor.headers)).toMatchObject({ status: 403, body: { code: 0, data: { stepUp: true } } });
    const early = await staffCall(duringVote, organizer.headers, 'POST', '/api/admin/winners/publish', { group: 1, digest: fresh });
    expect(early).toMatchObject({ status: 409, body: { msg: 'The public vote is not over yet: films can be published once voting has closed' } });
    expect(await call('POST', '/api/admin/winners/publish', { group: 1 })).toMatchObject({ status: 400 });
    expect(await call('POST', '/api/admin/winners/publish', { group: 1, digest: 'not-a-digest' })).toMatchObject({ status: 400 });
    // Nothing but the second compute's own audit entry since the stale attempt.
    expect(await snapshot()).toEqual(afterCompute);
    expect({ ...afterCompute, audit: before.audit }).toEqual(before);

    // A first view captured with the winners page's data, and one that read nothing of the winners.
    const captures = join(testDb.dir, 'prerender', 'zhComplex');
    await mkdir(captures, { recursive: true });
    await writeFile(join(captures, 'winners.json'), JSON.stringify({ sources: ['/api/display/results', '/api/display/winners'] }));
    await writeFile(join(captures, 'faq.json'), JSON.stringify({ sources: ['/api/article/lists'] }));
    const seq = await auditSeq(app.db);
    const published = await call<PublishedWinners>('POST', '/api/admin/winners/publish', { group: 1, digest: fresh });
    expect(published.status).toBe(200);
    expect(await readdir(captures)).toEqual(['faq.json']);
    expect(published.body.data).toEqual({ id: expect.any(Number), season: '2023-2024', group: 1, digest: fresh, resultsOn: '2024-04-01', publicNow: false, winners: 15 });
    const row = await app.db.selectFrom('result_publications').selectAll().where('id', '=', published.body.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ digest: fresh, published_by: `${organizer.member.name} (staff #${organizer.member.id})` });
    expect(await auditSince(app.db, seq)).toEqual([
      {
        action: 'winners.publish',
        target: `publication:${published.body.data.id}`,
        actor: { kind: 'staff', id: organizer.member.id },
        detail: { season: '2023-2024', group: 1, digest: fresh, resultsOn: '2024-04-01', winners: 15 },
      },
    ]);
  });

  it('records the command line\'s import and publication with its operator', async () => {
    const sheet = join(dir, 'plans.csv');
    const criteria = ['environment', 'innovation', 'benefitsFeasibility', 'presentation1', 'presentation2', 'presentation3', 'presentation4', 'presentation5'];
    await writeFile(sheet, ['judge,finalist,criterion,score', ...plans.flatMap((p) => criteria.map((c, i) => `U1,${p.id},${c},${i < 3 ? 20 : 4}`))].join('\n'));
    const seq = await auditSeq(app.db);
    expect((await admin('scores', 'import', '--group', '2', sheet)).code).toBe(0);
    expect((await admin('winners', 'publish', '--group', '2', '--by', 'grace')).code).toBe(0);
    const entries = await auditSince(app.db, seq);
    expect(entries.map((entry) => [entry.action, entry.actor])).toEqual([
      ['scores.import', { kind: 'cli', name: 'ada' }],
      ['winners.publish', { kind: 'cli', name: 'grace' }],
    ]);
  });
});

describe('who may', () => {
  it('lets only organizers in', async () => {
    const before = await snapshot();
    for (const role of ['reviewer', 'editor', 'judge', 'releaseManager'] as const) {
      const { headers } = await createStaffSession(app.db, { role });
      expect((await importSheet(filmSheet(), { headers })).statusCode).toBe(403);
      expect(await call('GET', '/api/admin/scores?group=1', undefined, 'en-us', headers)).toMatchObject({ status: 403 });
      expect(await call('POST', '/api/admin/scores/compute', { group: 1 }, 'en-us', headers)).toMatchObject({ status: 403 });
      expect(await call('POST', '/api/admin/winners/publish', { group: 1, digest: '0'.repeat(64) }, 'en-us', headers)).toMatchObject({ status: 403 });
    }
    expect(await snapshot()).toEqual(before);
  });
});
