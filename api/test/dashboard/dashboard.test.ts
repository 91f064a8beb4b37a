import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import type { AdminDashboard } from '@portal/contracts/admin-review';
import type { Envelope } from '@portal/contracts/common';
import type { App } from '../../src/app.js';
import { cliActing } from '../../src/audit/acting.js';
import { votableFilms } from '../../src/votes/counts.js';
import { changeWorkStatus } from '../../src/works/decide.js';
import { buildTestApp, withTestApp, type TestDatabase } from '../helper.js';
import { call, expectRefused, staff } from '../admin/review-helpers.js';
import { AT, addWork, finishedUpload, registeredTeam, workBody } from '../works/user-work/work-helpers.js';

// GET /api/admin/dashboard (issue 24): the season's funnel by the server's clock. Votes per Hong Kong day appear only
// once the counts are public (voting closed), as the public vote count's rule says.

let app: App;
let testDb: TestDatabase;
withTestApp(
  (started, db) => {
    app = started;
    testDb = db;
  },
  { seeded: true, config: { portalNow: AT.bothOpen } },
);

const VOTING = new Date('2024-02-15T10:00:00+08:00');
const AFTER_VOTING = new Date('2024-03-05T10:00:00+08:00');
const others: App[] = [];

/** The same database seen by a server whose clock says `at`. */
async function appAt(at: Date): Promise<App> {
  const other = buildTestApp(testDb, { portalNow: at });
  await other.ready();
  others.push(other);
  return other;
}

afterAll(async () => {
  for (const other of others) await other.close();
});

beforeAll(async () => {
  const passed = [await registeredTeam(app, 1), await registeredTeam(app, 1), await registeredTeam(app, 2)];
  await registeredTeam(app, 1, { status: 'pending' });
  await registeredTeam(app, 1, { status: 'failed' });
  await registeredTeam(app, 2, { status: 'pending' });
  const [first, second, third] = passed;
  if (!first || !second || !third) throw new Error('teams');
  const works: number[] = [];
  for (const [made, ext, step] of [[first, 'mp4', 'videoSubmission'], [second, 'mp4', 'videoSubmission'], [third, 'pdf', 'preliminarySubmission']] as const) {
    const upload = await finishedUpload(app, made.userId, ext);
    const body = workBody(step, upload.tusId, made === third ? { topic: 'desert-ecotourism' } : {});
    works.push((await addWork(app, made.token, body)).json<Envelope<{ id: number }>>().data.id);
  }
  await changeWorkStatus(app, cliActing('test'), works[0] ?? 0, 'underReview', undefined);
  // The receipts are delivered now, not in the middle of a test that checks nothing changed.
  await app.messages.drain();

  // Three votes around a Hong Kong midnight (16:00 UTC): one on 1 February, two on 2 February.
  const [film] = await votableFilms(app.db);
  const times = ['2024-02-01T15:59:59.000Z', '2024-02-01T16:00:00.000Z', '2024-02-02T03:00:00.000Z'];
  const hash = (text: string) => createHash('sha256').update(text).digest('hex');
  await app.db
    .insertInto('votes')
    .values(times.map((at, i) => ({ season: '2023-2024', finalist_id: film ?? 0, contact_hash: hash(`contact ${i}`), created_at: at, seq: i + 1, prev_hash: hash(`${i}`), hash: hash(`${i + 1}`) })))
    .execute();
  await app.db.insertInto('vote_chain_heads').values({ season: '2023-2024', seq: 3, head_hash: hash('3') }).execute();
});

const dashboard = async (server: App) => {
  const answer = await call(server, await staff(server, 'judge'), { url: '/api/admin/dashboard' });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['cache-control']).toBe('no-store');
  return answer.json<Envelope<AdminDashboard>>().data;
};

describe('GET /api/admin/dashboard', () => {
  it('counts accounts, registrations by group and status, works by step and status, and the open steps now', async () => {
    const data = await dashboard(app);
    const accounts = await app.db.selectFrom('users').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    expect(data).toMatchObject({ season: '2023-2024', now: AT.bothOpen.toISOString(), signUps: Number(accounts.n), personalDataUntil: '2024-07-20' });
    expect(data.signUps).toBeGreaterThanOrEqual(6);
    expect(data.registrations).toEqual([
      { group: 1, pending: 1, passed: 2, failed: 1 },
      { group: 2, pending: 1, passed: 1, failed: 0 },
    ]);
    const count = (group: number, step: string) => data.works.find((row) => row.group === group && row.step === step);
    expect(count(1, 'videoSubmission')).toEqual({ group: 1, step: 'videoSubmission', title: expect.any(String), submitted: 1, underReview: 1, shortlisted: 0, notShortlisted: 0 });
    expect(count(2, 'preliminarySubmission')).toMatchObject({ submitted: 1, underReview: 0 });
    // Steps of the season file without works yet are there, at zero.
    expect(count(2, 'slides')).toMatchObject({ submitted: 0, underReview: 0, shortlisted: 0, notShortlisted: 0 });
    // Before voting: the total only.
    expect(data.votes).toEqual({ phase: 'notYetOpen', total: 3, perDay: null });
    const groupOne = data.groups.find((group) => group.group === 1);
    expect(groupOne?.submission?.open).toBe(true);
    expect(groupOne?.steps.find((step) => step.key === 'registration')?.state).toBe('past');
  });

  it('keeps votes per day hidden while voting is open, as the public counts are', async () => {
    expect((await dashboard(await appAt(VOTING))).votes).toEqual({ phase: 'open', total: 3, perDay: null });
  });

  it('shows votes per Hong Kong day once voting has closed', async () => {
    expect((await dashboard(await appAt(AFTER_VOTING))).votes).toEqual({
      phase: 'closed',
      total: 3,
      perDay: [
        { day: '2024-02-01', votes: 1 },
        { day: '2024-02-02', votes: 2 },
      ],
    });
  });

  it('answers every staff role, and refuses without a staff session or before the second factor', async () => {
    for (const role of ['organizer', 'reviewer', 'editor', 'judge', 'releaseManager'] as const) {
      expect((await call(app, await staff(app, role), { url: '/api/admin/dashboard' })).statusCode).toBe(200);
    }
    const enrolling = await staff(app, 'organizer', { stage: 'enrol' });
    await expectRefused(app, testDb, () => call(app, null, { url: '/api/admin/dashboard' }), 401);
    await expectRefused(app, testDb, () => call(app, enrolling, { url: '/api/admin/dashboard' }), 403, { stage: 'enrol' });
    await expectRefused(app, testDb, () => call(app, null, { url: '/api/admin/dashboard', headers: { 'staff-token': 'x'.repeat(43) } }), 401);
  });
});
