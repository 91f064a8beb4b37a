import { beforeAll, describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import type { AdminPurge, ExportRecord } from '@portal/contracts/admin-review';
import type { Envelope } from '@portal/contracts/common';
import type { App } from '../../src/app.js';
import { withTestApp, type TestDatabase } from '../helper.js';
import { auditHead, auditSince, call, expectRefused, staff, type Staff } from '../admin/review-helpers.js';
import { adminRunner } from '../cli/admin-runner.js';
import { AT, addWork, finishedUpload, registeredTeam, workBody } from '../works/user-work/work-helpers.js';

// Exports (issue 24): a group's registrations or works as CSV, from the back office or `pnpm admin … export`, through
// one function; each is recorded (staff_exports: who, when, what, how many rows; and the audit log) and listed, and
// the purge report lists them. The purge report's dry run is the back office's too.

let app: App;
let testDb: TestDatabase;
withTestApp(
  (started, db) => {
    app = started;
    testDb = db;
  },
  { seeded: true, config: { portalNow: AT.bothOpen } },
);
const admin = adminRunner(() => testDb, AT.bothOpen);

let organizer: Staff;

beforeAll(async () => {
  organizer = await staff(app, 'organizer');
  const film = await registeredTeam(app, 1);
  await registeredTeam(app, 1, { status: 'pending' });
  await registeredTeam(app, 2);
  const upload = await finishedUpload(app, film.userId, 'mp4', { name: 'dunes.mp4' });
  await addWork(app, film.token, workBody('videoSubmission', upload.tusId));
  // The receipt is delivered now, not in the middle of a test that checks nothing changed.
  await app.messages.drain();
});

const exportOf = (body: unknown, who: Staff | null = organizer) => call(app, who, { method: 'POST', url: '/api/admin/exports', body });

describe('POST /api/admin/exports', () => {
  it("answers the CLI's CSV (columns, BOM) as an attachment, recorded with its row count before it is sent", async () => {
    const seq = await auditHead(app);
    const answer = await exportOf({ kind: 'registrations', group: 1 });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="registrations-group1-2023-2024.csv"; filename*=UTF-8''registrations-group1-2023-2024.csv`,
      'cache-control': 'no-store, private',
      'x-content-type-options': 'nosniff',
      'x-export-rows': '4',
    });
    expect(answer.body.startsWith('\uFEFF')).toBe(true);
    const rows = parse(answer.body.slice(1)) as string[][];
    expect(rows[0]).toEqual(['registration', 'team', 'topic', 'status', 'reason', 'registered', 'member', 'position', 'name', 'birth_date', 'school', 'student_id', 'email']);
    // Two teams of two members in group 1.
    expect(rows.length - 1).toBe(4);

    const recorded = await app.db.selectFrom('staff_exports').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(recorded).toMatchObject({ season: '2023-2024', kind: 'registrations', contest_group: 'secondary', rows: 4, actor_kind: 'staff', staff_id: organizer.member.id, actor_name: organizer.member.name });
    const entries = await auditSince(app, seq);
    expect(entries.map((entry) => [entry.action, entry.target, entry.actor_kind, entry.actor_id, JSON.parse(entry.detail)])).toEqual([
      ['export.create', `export:${recorded.id}`, 'staff', organizer.member.id, { season: '2023-2024', kind: 'registrations', group: 1, rows: 4 }],
    ]);
    // The command line writes the same bytes.
    const cli = await admin('registrations', 'export', '--group', '1');
    expect(cli.stdout).toBe(answer.body);
  });

  it('exports works too', async () => {
    const answer = await exportOf({ kind: 'works', group: 1 });
    expect(answer.headers['x-export-rows']).toBe('1');
    const rows = parse(answer.body.slice(1)) as string[][];
    expect(rows[0]?.[0]).toBe('work');
    expect(rows[1]?.[6]).toBe('dunes.mp4');
    expect((await admin('works', 'export', '--group', '1')).stdout).toBe(answer.body);
  });

  it('refuses reviewers, a stale second factor and bad bodies, recording nothing', async () => {
    await expectRefused(app, testDb, () => exportOf({ kind: 'registrations', group: 1 }, null), 401);
    const reviewer = await staff(app, 'reviewer');
    const stale = await staff(app, 'organizer', { fresh: false });
    await expectRefused(app, testDb, () => exportOf({ kind: 'registrations', group: 1 }, reviewer), 403);
    await expectRefused(app, testDb, () => exportOf({ kind: 'registrations', group: 1 }, stale), 403, { stepUp: true });
    for (const body of [{ kind: 'members', group: 1 }, { kind: 'works', group: 3 }, { kind: 'works' }, {}, []]) {
      await expectRefused(app, testDb, () => exportOf(body), 400);
    }
  });
});

describe('GET /api/admin/exports', () => {
  it('lists every export, newest first: the back office and the command line alike', async () => {
    const answer = await call(app, organizer, { url: '/api/admin/exports' });
    expect(answer.statusCode).toBe(200);
    const list = answer.json<Envelope<ExportRecord[]>>().data;
    expect(list.map((entry) => [entry.kind, entry.group, entry.rows, entry.by.kind, entry.by.staffId, entry.by.name])).toEqual([
      ['works', 1, 1, 'cli', null, 'ada'],
      ['works', 1, 1, 'staff', organizer.member.id, organizer.member.name],
      ['registrations', 1, 4, 'cli', null, 'ada'],
      ['registrations', 1, 4, 'staff', organizer.member.id, organizer.member.name],
    ]);
    const cliEntries = await app.db.selectFrom('audit_log').select(['actor_kind', 'actor_name']).where('action', '=', 'export.create').where('actor_kind', '=', 'cli').execute();
    expect(cliEntries).toEqual([{ actor_kind: 'cli', actor_name: 'ada' }, { actor_kind: 'cli', actor_name: 'ada' }]);
  });

  it('is for organizers only', async () => {
    await expectRefused(app, testDb, () => call(app, null, { url: '/api/admin/exports' }), 401);
    const reviewer = await staff(app, 'reviewer');
    await expectRefused(app, testDb, () => call(app, reviewer, { url: '/api/admin/exports' }), 403);
  });
});

describe('GET /api/admin/purge', () => {
  it("shows the dry run's counts, the day and the exports made so far, changing nothing", async () => {
    const before = await app.db.selectFrom('registrations').select('id').execute();
    const answer = await call(app, organizer, { url: '/api/admin/purge' });
    expect(answer.statusCode).toBe(200);
    const data = answer.json<Envelope<AdminPurge>>().data;
    expect(data).toMatchObject({ unreadable: 0, schedule: '17 * * * *' });
    const season = data.seasons.find((entry) => entry.season === '2023-2024');
    expect(season).toMatchObject({ personalDataUntil: '2024-07-20', dueAt: '2024-07-19T16:00:00.000Z', due: false, done: null, voteKey: expect.any(String), pendingFiles: 0 });
    expect(season?.counts).toMatchObject({ registrations: 3, members: 6, works: 1, workFiles: 1 });
    expect(season?.exports.map((entry) => [entry.kind, entry.by.kind])).toEqual([['registrations', 'staff'], ['registrations', 'cli'], ['works', 'staff'], ['works', 'cli']]);
    // The dry run from the command line lists the same exports.
    const dry = await admin('purge', '--dry-run');
    expect(dry.stdout).toContain("exports made so far (their copies are beyond the purge's reach): 4");
    expect(dry.stdout).toContain(`registrations of group 1, 4 row(s), by ${organizer.member.name} (staff ${organizer.member.id})`);
    expect(await app.db.selectFrom('registrations').select('id').execute()).toEqual(before);
  });

  it('is for organizers only', async () => {
    const reviewer = await staff(app, 'reviewer');
    await expectRefused(app, testDb, () => call(app, reviewer, { url: '/api/admin/purge' }), 403);
    const disabled = await staff(app, 'organizer', { status: 'disabled' });
    await expectRefused(app, testDb, () => call(app, disabled, { url: '/api/admin/purge' }), 401);
  });
});
