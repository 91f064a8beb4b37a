import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { App } from '../../src/app.js';
import { CRITERIA } from '../../src/scoring/formula.js';
import { adminRunner } from './admin-runner.js';
import { startSeededApp, withTestApp, type TestDatabase } from '../helper.js';
import { AT, addWork, finishedUpload, registeredTeam, workBody } from '../works/user-work/work-helpers.js';

// `pnpm admin scores import` and `winners compute|publish`, then what the public API shows before and on each
// group's winners day (films 2024-04-01, university 2024-04-20), on the same database as the API.

let testDb: TestDatabase;
let app: App;

withTestApp(
  (started, db) => {
    app = started;
    testDb = db;
  },
  { seeded: true, config: { portalNow: AT.bothOpen } },
);

const duringVote = adminRunner(() => testDb, new Date('2024-02-15T12:00:00+08:00'));
const afterVote = adminRunner(() => testDb, new Date('2024-03-15T10:00:00+08:00'));
const judgingDone = adminRunner(() => testDb, new Date('2024-04-15T10:00:00+08:00'));

let dir: string;
let films: { id: number; position: number }[];
let plans: { id: number; position: number }[];
const others: App[] = [];

async function appAt(iso: string): Promise<App> {
  const other = await startSeededApp(testDb, { portalNow: new Date(iso) });
  others.push(other);
  return other;
}

async function get<T>(on: App, path: string, lang = 'en-us'): Promise<T> {
  const res = await on.inject({ url: `/api/display/${path}`, headers: { 'accept-language': lang } });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: T }>().data;
}

async function csv(name: string, lines: string[]): Promise<string> {
  const file = join(dir, name);
  await writeFile(file, `${lines.join('\n')}\n`);
  return file;
}

/** Films: judge J1 gives the film numbered p 50 + 2p, J2 60 + 2p → jury 55 + 2p. */
const filmSheet = () => [
  'judge,finalist,criterion,score',
  ...films.flatMap((f) => [`J1,${f.id},overall,${50 + 2 * f.position}`, `J2,${f.id},overall,${60 + 2 * f.position}`]),
];

async function vote(finalistId: number, count: number, from: number) {
  for (let i = 0; i < count; i += 1) {
    const seq = from + i;
    await app.db.insertInto('votes').values({ season: '2023-2024', finalist_id: finalistId, contact_hash: `c${seq}`, created_at: '2024-02-10T00:00:00.000Z', seq, prev_hash: 'x', hash: `h${seq}` }).execute();
  }
}

async function submitFilm(school: string) {
  const team = await registeredTeam(app, 1);
  await app.db.updateTable('registration_members').set({ school }).where('registration_id', '=', team.registrationId).execute();
  const video = await finishedUpload(app, team.userId, 'mp4');
  expect((await addWork(app, team.token, workBody('videoSubmission', video.tusId))).statusCode).toBe(200);
}

describe('pnpm admin scores and winners', () => {
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'admin-winners-'));
    const rows = await app.db.selectFrom('finalists').select(['id', 'position', 'contest_group']).orderBy('position').execute();
    films = rows.filter((row) => row.contest_group === 'secondary');
    plans = rows.filter((row) => row.contest_group === 'university');
    // Two films from Sand Hill (typed two ways), one from Dune: Sand Hill is the most active school.
    await submitFilm('Sand Hill School');
    await submitFilm('Dune College');
    await submitFilm(' sand hill  school');
    // The vote: film no. 1 has the most votes (40), film no. 15 a quarter of that (10).
    await vote(films[0]?.id ?? 0, 40, 1);
    await vote(films[14]?.id ?? 0, 10, 41);
  });

  afterAll(async () => {
    for (const other of others) await other.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses a sheet with any bad line, naming line and field, and imports nothing', async () => {
    const lines = filmSheet();
    lines[2] = `J2,${films[0]?.id},overall,101`;
    lines[5] = `J1,9999,overall,80`;
    const result = await afterVote('scores', 'import', '--group', '1', await csv('bad.csv', lines));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('nothing imported, 2 problem(s)');
    expect(result.stderr).toContain('line 3, score: 101 is outside 0–100 for overall');
    expect(result.stderr).toContain('line 6, finalist: "9999" is not a finalist of group 1');
    expect(await app.db.selectFrom('jury_scores').selectAll().execute()).toEqual([]);
    // University criteria are not film criteria.
    const wrongGroup = await afterVote('scores', 'import', '--group', '2', await csv('wrong.csv', filmSheet()));
    expect(wrongGroup.stderr).toMatch(/line 2, finalist: "\d+" is not a finalist of group 2/);
  });

  it('imports a sheet, and a second import of the same judges replaces theirs', async () => {
    const file = await csv('films.csv', filmSheet());
    expect(await afterVote('scores', 'import', '--group', '1', file)).toMatchObject({ code: 0, stdout: 'imported 30 score(s) of 2 judge(s) (J1, J2) for group 1, season 2023-2024\n' });
    const again = await afterVote('scores', 'import', '--group', '1', file, '--by', 'Grace');
    expect(again.stdout).toContain('replaced 30 earlier score(s)');
    expect(await app.db.selectFrom('jury_scores').select('imported_by').distinct().execute()).toEqual([{ imported_by: 'Grace' }]);
  });

  it('computes the ranked table by hand-checkable numbers, the same every time', async () => {
    const first = await afterVote('winners', 'compute', '--group', '1', '--lang', 'en');
    expect(first.code).toBe(0);
    const lines = first.stdout.trim().split('\n');
    expect(lines[0]).toBe('rank\tfinalist\tteam\tschool\tjury\tvotes\tvote\tfinal\taward');
    // No. 15: jury 55 + 30 = 85.00, vote 100 × 10 / 40 = 25.00 → final 0.8 × 85 + 0.2 × 25 = 68 + 5 = 73.00
    expect(lines[1]).toBe(`1\t${films[14]?.id}\tSample Team 15\tSample Secondary School 15\t85.00\t10\t25.00\t73.00\tchampion`);
    // No. 14: jury 83.00, no votes → 0.8 × 83 = 66.40
    expect(lines[2]).toBe(`2\t${films[13]?.id}\tSample Team 14\tSample Secondary School 14\t83.00\t0\t0.00\t66.40\tsecond`);
    // No. 1: jury 57.00, the most votes → 0.8 × 57 + 0.2 × 100 = 45.60 + 20 = 65.60, ahead of no. 13 (0.8 × 81 = 64.80)
    expect(lines[3]).toBe(`3\t${films[0]?.id}\tSample Team 1\tSample Secondary School 1\t57.00\t40\t100.00\t65.60\tthird`);
    expect(lines[4]).toMatch(/^4\t\d+\tSample Team 13\t.*\t64\.80\tmerit$/);
    expect(lines.slice(1, 16).filter((line) => line.endsWith('\tmerit'))).toHaveLength(12);
    expect(lines[16]).toBe('most active school: Sand Hill School (2 films)');
    expect(lines[17]).toMatch(/^season 2023-2024, group 1, formula 2024\.1, digest [0-9a-f]{64}$/);
    expect(await afterVote('winners', 'compute', '--group', '1', '--lang', 'en')).toEqual(first);
  });

  it('refuses to publish films while the vote is open, or a table that changed since review', async () => {
    expect(await duringVote('winners', 'publish', '--group', '1')).toMatchObject({ code: 1, stderr: expect.stringContaining('the public vote is not over yet') });
    const stale = await afterVote('winners', 'publish', '--group', '1', '--digest', 'a'.repeat(64));
    expect(stale).toMatchObject({ code: 1, stderr: expect.stringContaining('the table changed since it was reviewed') });
    expect(await app.db.selectFrom('result_publications').selectAll().execute()).toEqual([]);
  });

  it('publishes films: stored with who, when, formula and digest; public from 2024-04-01 only', async () => {
    const digest = /digest ([0-9a-f]{64})/.exec((await afterVote('winners', 'compute', '--group', '1')).stdout)?.[1] ?? '';
    const published = await afterVote('winners', 'publish', '--group', '1', '--by', 'Grace', '--digest', digest);
    expect(published.code).toBe(0);
    expect(published.stdout).toContain('16 winner record(s), public from 2024-04-01');
    expect(await app.db.selectFrom('result_publications').selectAll().executeTakeFirst()).toMatchObject({
      contest_group: 'secondary', published_by: 'Grace', published_at: '2024-03-15T02:00:00.000Z', formula_version: '2024.1', digest, results_on: '2024-04-01',
      most_active_school: 'Sand Hill School', most_active_films: 2,
    });

    const before = await appAt('2024-03-31T23:59:59+08:00');
    expect(await get(before, 'winners?group=1')).toEqual([]);
    expect(await get(before, 'results?group=1')).toEqual([
      expect.objectContaining({ group: 1, published: false, resultsOn: '2024-04-01', notice: 'Results will be announced on 2024-04-01', table: [], digest: null, mostActiveSchool: null }),
    ]);
    // The university's placeholders stay until its own result is published.
    expect(await get<unknown[]>(before, 'winners?group=2')).toHaveLength(3);

    const onTheDay = await appAt('2024-04-01T00:00:00+08:00');
    const winners = await get<Record<string, unknown>[]>(onTheDay, 'winners?group=1', 'zh-hk');
    expect(winners).toHaveLength(16);
    expect(winners[0]).toMatchObject({ award: '冠軍', teamName: '示例隊伍 15', school: '示例中學 15', workTitle: '示例短片 15', date: '2024-04-01', members: [], contest: '中學短片比賽（2023-2024）' });
    expect(winners.filter((w) => w.award === '優異獎')).toHaveLength(12);
    expect(winners[15]).toMatchObject({ award: '最積極參與學校獎', school: 'Sand Hill School', teamName: '', sample: false });
    const [state] = await get<Record<string, unknown>[]>(onTheDay, 'results?group=1');
    expect(state).toMatchObject({ published: true, notice: null, digest, publishedAt: '2024-03-15T02:00:00.000Z', mostActiveSchool: { school: 'Sand Hill School', films: 2 } });
    expect((state?.table as unknown[])[0]).toEqual({
      rank: 1, finalistId: films[14]?.id, teamName: 'Sample Team 15', school: 'Sample Secondary School 15', workTitle: 'Sample Film 15',
      jury: 85, votes: 10, vote: 25, proposal: null, presentation: null, final: 73, award: 'champion',
    });
  });

  it('republishing replaces the earlier rows', async () => {
    expect((await afterVote('winners', 'publish', '--group', '1')).code).toBe(0);
    expect(await app.db.selectFrom('winners').select('id').where('contest_group', '=', 'secondary').execute()).toHaveLength(16);
    expect(await app.db.selectFrom('result_publications').select('id').execute()).toHaveLength(2);
  });

  it('publishes the university: 3 prizes and 7 merit awards, public from 2024-04-20', async () => {
    // Judge A gives team no. p: environment 10 + p, innovation 20, benefits 20, presentations 4 each → 70 + p.
    const lines = ['judge,finalist,criterion,score', ...plans.flatMap((p) => CRITERIA[2].map((c, i) => `A,${p.id},${c.key},${i === 0 ? 10 + p.position : c.max === 25 ? 20 : 4}`))];
    expect((await judgingDone('scores', 'import', '--group', '2', await csv('plans.csv', lines))).code).toBe(0);
    const table = (await judgingDone('winners', 'compute', '--group', '2', '--lang', 'en')).stdout.split('\n');
    expect(table[0]).toBe('rank\tfinalist\tteam\tschool\tproposal\tpresentation\tjury\tfinal\taward');
    // No. 10: proposal 20 + 20 + 20 = 60, presentation 5 × 4 = 20 → 80.00
    expect(table[1]).toBe(`1\t${plans[9]?.id}\tSample University Team 10\tSample University 10\t60.00\t20.00\t80.00\t80.00\tchampion`);
    expect(table.filter((line) => line.endsWith('\tmerit'))).toHaveLength(7);
    expect((await judgingDone('winners', 'publish', '--group', '2')).stdout).toContain('10 winner record(s), public from 2024-04-20');

    expect(await get(await appAt('2024-04-19T12:00:00+08:00'), 'winners?group=2')).toEqual([]);
    const day = await appAt('2024-04-20T09:00:00+08:00');
    const winners = await get<Record<string, unknown>[]>(day, 'winners', 'zh-cn');
    expect(winners.filter((w) => w.group === 2).map((w) => w.award)).toEqual(['冠军', '亚军', '季军', ...Array(7).fill('优异奖')]);
    const [state] = await get<Record<string, unknown>[]>(day, 'results?group=2', 'zh-cn');
    expect(state).toMatchObject({ published: true, resultsOn: '2024-04-20', formula: expect.stringContaining('计划书 75 分'), awards: expect.stringContaining('7 个优异奖') });
  });
});
