import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { App } from '../../src/app.js';
import { adminRunner, lastMail as lastMailOf } from './admin-runner.js';
import { withTestApp, type TestDatabase } from '../helper.js';
import { AT, addWork, finishedUpload, getWorks, registeredTeam, workBody, type Team } from '../works/user-work/work-helpers.js';
import type { Envelope } from '@portal/contracts/common';

// `pnpm admin works …` run in-process against the same database and upload storage the API uses.

let testDb: TestDatabase;
let app: App;

withTestApp(
  (started, db) => {
    app = started;
    testDb = db;
  },
  { seeded: true, config: { portalNow: AT.bothOpen } },
);

const admin = adminRunner(() => testDb, AT.bothOpen);
const lastMail = (to: string) => lastMailOf(app, to);

let film: Team;
let plan: Team;
let filmWork: number;
let planWork: number;
const filmBytes = randomBytes(3 * 1024 * 1024 + 17);
let out: string;

describe('pnpm admin works', () => {
  beforeAll(async () => {
    out = await mkdtemp(join(tmpdir(), 'admin-works-'));
    film = await registeredTeam(app, 1, { language: 'zh-hk' });
    plan = await registeredTeam(app, 2, { language: 'en' });
    const video = await finishedUpload(app, film.userId, 'mp4', { name: '沙漠之水.mp4', durationMs: 89_500, bytes: filmBytes });
    const pdf = await finishedUpload(app, plan.userId, 'pdf', { name: 'plan.pdf' });
    filmWork = (await addWork(app, film.token, workBody('videoSubmission', video.tusId, { title: '沙漠之水' }))).json<Envelope<{ id: number }>>().data.id;
    planWork = (await addWork(app, plan.token, workBody('preliminarySubmission', pdf.tusId, { title: 'Oasis "Zero", Inc.', topic: 'zero-carbon-new-town' }))).json<Envelope<{ id: number }>>().data.id;
    // The receipts are delivered now: the status mails read below must be the newest.
    await app.messages.drain();
  });

  afterAll(async () => {
    await rm(out, { recursive: true, force: true });
  });

  it('lists works with their file, size and duration, filtered by group, status and step', async () => {
    const all = await admin('works', 'list');
    expect(all.code).toBe(0);
    expect(all.stdout.split('\n')[0]).toBe('id\tgroup\tteam\tstep\ttitle\tfile\tsize\tduration\tstatus\tsubmitted');
    expect(all.stdout).toContain(`${filmWork}\t1\t${film.teamName}\tvideoSubmission\t沙漠之水\t沙漠之水.mp4\t3 MB\t1:29.5\tsubmitted\t${AT.bothOpen.toISOString()}`);
    expect(all.stdout).toContain(`${planWork}\t2\t${plan.teamName}\tpreliminarySubmission\tOasis "Zero", Inc.\tplan.pdf\t`);
    expect(all.stdout).toMatch(/2 work\(s\) in season 2023-2024/);

    const university = await admin('works', 'list', '--group', '2');
    expect(university.stdout).toContain(plan.teamName);
    expect(university.stdout).not.toContain(film.teamName);
    const films = await admin('works', 'list', '--step', 'videoSubmission');
    expect(films.stdout).toContain(film.teamName);
    expect(films.stdout).not.toContain(plan.teamName);
    expect((await admin('works', 'list', '--status', 'shortlisted')).stdout).toMatch(/^id.*\n0 work\(s\)/);
    expect(await admin('works', 'list', '--step', 'finale')).toMatchObject({ code: 1, stderr: expect.stringMatching(/no works step "finale".*videoSubmission, preliminarySubmission, finalProposal, slides/) });
  });

  it("sets statuses along the review, mails the team in its registration's language, and refuses other moves", async () => {
    const review = await admin('works', 'status', String(filmWork), 'underReview');
    expect(review).toMatchObject({ code: 0, stderr: '' });
    expect(review.stdout).toMatch(`work ${filmWork} submitted → underReview; mailed ${film.email} (outbox)`);
    expect(await lastMail(film.email)).toMatchObject({
      subject: '沙漠可持續發展大獎：作品「沙漠之水」狀態更新',
      text: expect.stringContaining(`隊伍「${film.teamName}」的作品「沙漠之水」狀態已更新為：審核中。`),
    });

    expect(await admin('works', 'status', String(filmWork), 'shortlisted', '--by', 'Grace', '--note', 'Top 15')).toMatchObject({ code: 0 });
    expect((await lastMail(film.email))?.text).toContain('入圍成功');
    expect(await admin('works', 'status', String(filmWork), 'notShortlisted')).toMatchObject({
      code: 1,
      stderr: `work ${filmWork} is shortlisted: it can go to underReview only\n`,
    });

    expect(await admin('works', 'status', String(planWork), 'notShortlisted')).toMatchObject({ code: 0 });
    expect(await lastMail(plan.email)).toMatchObject({
      subject: 'Desert Sustainability Award: your work "Oasis "Zero", Inc." has a new status',
      text: expect.stringContaining('is now: Shortlisting failed.'),
    });

    const seen = (await getWorks(app, `getById?id=${filmWork}`, film.token)).json<Envelope<{ status: string; history: unknown[] }>>().data;
    expect(seen.status).toBe('shortlisted');
    expect(seen.history.slice(1)).toEqual([
      expect.objectContaining({ from: 'submitted', to: 'underReview', by: 'organizer', note: null }),
      expect.objectContaining({ from: 'underReview', to: 'shortlisted', by: 'organizer', note: 'Top 15' }),
    ]);
    const names = await app.db.selectFrom('work_history').select('actor_name').where('work_id', '=', filmWork).orderBy('id').execute();
    expect(names.map((row) => row.actor_name)).toEqual([null, 'ada', 'Grace']);
    expect((await admin('works', 'list', '--status', 'shortlisted')).stdout).toContain(film.teamName);
  });

  it('copies a work file out of storage, byte for byte, without overwriting anything', async () => {
    const target = join(out, 'copy.mp4');
    const copied = await admin('works', 'download', String(filmWork), '--out', target);
    expect(copied).toMatchObject({ code: 0, stderr: '' });
    expect(copied.stdout).toBe(`work ${filmWork}: ${filmBytes.length} bytes written to ${target}\n`);
    expect((await readFile(target)).equals(filmBytes)).toBe(true);

    // A folder gets the team's file name; the default is that name in the current folder.
    expect((await admin('works', 'download', String(filmWork), '--out', out)).code).toBe(0);
    expect((await readFile(join(out, '沙漠之水.mp4'))).equals(filmBytes)).toBe(true);
    const cwd = process.cwd();
    const here = await mkdtemp(join(out, 'cwd-'));
    process.chdir(here);
    try {
      expect((await admin('works', 'download', String(planWork))).code).toBe(0);
    } finally {
      process.chdir(cwd);
    }
    expect((await readFile(join(here, 'plan.pdf'))).length).toBeGreaterThan(0);

    await writeFile(join(out, 'keep.mp4'), 'mine');
    expect(await admin('works', 'download', String(filmWork), '--out', join(out, 'keep.mp4'))).toMatchObject({ code: 1, stderr: expect.stringMatching(/keep\.mp4 exists; choose another --out/) });
    expect(await readFile(join(out, 'keep.mp4'), 'utf8')).toBe('mine');
    expect(await admin('works', 'download', '999999', '--out', join(out, 'none'))).toMatchObject({ code: 1, stderr: 'no work 999999\n' });

    // A row whose file is gone (an operator's mistake) is reported, and no empty file is left behind.
    const lost = await registeredTeam(app, 1);
    const upload = await finishedUpload(app, lost.userId, 'mp4');
    const id = (await addWork(app, lost.token, workBody('videoSubmission', upload.tusId))).json<Envelope<{ id: number }>>().data.id;
    await app.uploadStorage.remove(upload.storagePath);
    expect(await admin('works', 'download', String(id), '--out', join(out, 'lost.mp4'))).toMatchObject({ code: 1, stderr: expect.stringMatching(/is missing from storage/) });
    await expect(readFile(join(out, 'lost.mp4'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('exports a group as CSV with the captain school, file and duration, quoting what needs it', async () => {
    const films = await admin('works', 'export', '--group', '1');
    expect(films.code).toBe(0);
    expect(films.stdout.startsWith('\uFEFF')).toBe(true);
    const rows = parse(films.stdout.slice(1)) as string[][];
    expect(rows[0]).toEqual(['work', 'team', 'captain_school', 'step', 'title', 'topic', 'file', 'size', 'duration_seconds', 'status', 'submitted']);
    expect(rows.find((row) => row[0] === String(filmWork))).toEqual(
      [String(filmWork), film.teamName, film.school, 'videoSubmission', '沙漠之水', 'water', '沙漠之水.mp4', String(filmBytes.length), '89.5', 'shortlisted', AT.bothOpen.toISOString()],
    );
    expect(rows.slice(1).every((row) => row.length === 11 && row[3] === 'videoSubmission')).toBe(true);
    const plans = parse((await admin('works', 'export', '--group', '2')).stdout.slice(1)) as string[][];
    expect(plans[1]?.slice(1, 9)).toEqual([plan.teamName, plan.school, 'preliminarySubmission', 'Oasis "Zero", Inc.', 'zero-carbon-new-town', 'plan.pdf', expect.any(String), '']);
  });

  it.each([
    [['works', 'status', '999999', 'shortlisted'], 1, /no work 999999/],
    [['works', 'status', '1', 'submitted'], 2, /Allowed choices are underReview, shortlisted, notShortlisted/],
    [['works', 'status', 'abc', 'shortlisted'], 2, /must be a work id/],
    [['works', 'list', '--status', 'accepted'], 2, /Allowed choices are submitted, underReview, shortlisted, notShortlisted/],
    [['works', 'export'], 2, /required option '--group <n>'/],
    [['works', 'download'], 2, /missing required argument 'id'/],
    [['works'], 2, /Usage|usage/],
  ])('refuses %j with exit code %i and says why', async (argv, code, message) => {
    const result = await admin(...argv);
    expect(result.code).toBe(code);
    expect(result.stderr).toMatch(message);
  });
});
