import { beforeAll, describe, expect, it } from '@jest/globals';
import type { App } from '../../../src/app.js';
import type { TestStaffSession } from '../../../src/testing/staff.js';
import { adminRunner } from '../../cli/admin-runner.js';
import { withTestApp, type TestDatabase } from '../../helper.js';
import { auditSeq, auditSince } from '../../staff/results-helpers.js';
import { DURING_ROUNDS, assignmentsOf, judges, judgingState, teamWithWork, writeSheet } from './rounds-helpers.js';

// `pnpm admin judging rounds | assign | progress | reopen` (issue 27) on the API's database: the same feature code as
// the back office, audited as the `cli` actor; refusals exit non-zero, say why, and change nothing.

let app: App;
let testDb: TestDatabase;
let jury: TestStaffSession[];

withTestApp(
  (started, db) => {
    app = started;
    testDb = db;
  },
  { seeded: true, config: { portalNow: DURING_ROUNDS } },
);

const admin = adminRunner(() => testDb, DURING_ROUNDS);

beforeAll(async () => {
  jury = await judges(app, 3);
  for (let i = 0; i < 3; i += 1) await teamWithWork(app, 1);
}, 60_000);

describe('pnpm admin judging', () => {
  it('lists the rounds', async () => {
    const { code, stdout } = await admin('judging', 'rounds');
    expect(code).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toBe('group\tround\tkind\tfrom\tto\tphase\tjudges\tentries\tassignments\tsubmitted sheets\tshortlisted at');
    expect(lines[1]).toBe('1\tfirstRound\tscreening\t2023-12-02\t2024-01-25\topen\t3\t0\t0\t0\t—');
    expect(lines.at(-1)).toBe('4 round(s)');
  });

  it('assigns a screening round, audited as the command line', async () => {
    const before = await auditSeq(app.db);
    const { code, stdout, stderr } = await admin('judging', 'assign', '--group', '1', '--round', 'firstRound', '--mode', 'spread', '--per-entry', '2', '--by', 'Ada');
    expect([code, stderr]).toEqual([0, '']);
    expect(stdout).toBe('round 1/firstRound: 3 entries (3 new), 6 assignments (6 new), 0 skipped for conflicts\n');
    const { rows, load } = await assignmentsOf(app, 1, 'firstRound');
    expect(rows).toHaveLength(6);
    expect(jury.map((judge) => load.get(judge.member.id))).toEqual([2, 2, 2]);
    const audit = await auditSince(app.db, before);
    expect(audit).toEqual([expect.objectContaining({ action: 'judging.assign', actor: { kind: 'cli', name: 'Ada' } })]);
    const by = await app.db.selectFrom('judging_assignments').select('assigned_by').distinct().execute();
    expect(by).toEqual([{ assigned_by: 'Ada' }]);
  });

  it("assigns a finals round's finalists", async () => {
    const { code } = await admin('judging', 'assign', '--group', '1', '--round', 'finals', '--mode', 'all');
    expect(code).toBe(0);
    const finalists = await app.db.selectFrom('finalists').select(['id', 'registration_id']).where('contest_group', '=', 'secondary').orderBy('position').orderBy('id').execute();
    const entries = await app.db.selectFrom('judging_entries').select(['number', 'finalist_id', 'work_id', 'registration_id']).where('round', '=', 'finals').orderBy('number').execute();
    expect(finalists.length).toBeGreaterThan(0);
    expect(entries).toEqual(finalists.map((finalist, i) => ({ number: i + 1, finalist_id: finalist.id, work_id: null, registration_id: finalist.registration_id })));
    expect((await assignmentsOf(app, 1, 'finals')).rows).toHaveLength(finalists.length * 3);
  });

  it('refuses bad requests with a reason, and changes nothing', async () => {
    const before = await judgingState(app);
    const tooMany = await admin('judging', 'assign', '--group', '1', '--round', 'firstRound', '--mode', 'spread', '--per-entry', '4');
    expect(tooMany.code).not.toBe(0);
    expect(tooMany.stderr).toContain('4 per entry is more than the 3 available; nothing changed');
    const unknown = await admin('judging', 'assign', '--group', '1', '--round', 'nowhere', '--mode', 'all');
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toContain('Group 1 has no judging round "nowhere"');
    expect((await admin('judging', 'assign', '--group', '3', '--round', 'firstRound', '--mode', 'all')).code).not.toBe(0);
    expect((await admin('judging', 'assign', '--group', '1', '--round', 'firstRound', '--mode', 'some')).code).not.toBe(0);
    expect((await admin('judging', 'assign', '--group', '1', '--round', 'firstRound', '--mode', 'spread', '--per-entry', 'two')).code).not.toBe(0);
    expect((await admin('judging', 'reopen', '--group', '1', '--round', 'firstRound', '--judge', jury[0]!.member.email)).code).not.toBe(0);
    const notSubmitted = await admin('judging', 'reopen', '--group', '1', '--round', 'firstRound', '--judge', jury[0]!.member.email, '--reason', 'why');
    expect(notSubmitted.code).not.toBe(0);
    expect(notSubmitted.stderr).toContain('This judge');
    expect((await admin('judging', 'reopen', '--group', '1', '--round', 'firstRound', '--judge', 'nobody@jury.test', '--reason', 'why')).stderr).toContain('no staff member with the address nobody@jury.test');
    expect(await judgingState(app)).toEqual(before);
  });

  it('shows progress, and reopens a submitted sheet by the judge\'s address, mailing them', async () => {
    const judge = jury[0]!;
    const mine = (await assignmentsOf(app, 1, 'firstRound')).rows.filter((row) => row.staff_id === judge.member.id).map((row) => row.entryId);
    await writeSheet(app, { staffId: judge.member.id, group: 1, round: 'firstRound', entries: mine, criteria: ['overall'], status: 'submitted' });
    const progress = await admin('judging', 'progress', '--group', '1', '--round', 'firstRound');
    expect(progress.code).toBe(0);
    expect(progress.stdout).toContain(`${judge.member.id}\t${judge.member.name}\t—\t2\t2\t0\tsubmitted\t`);
    expect(progress.stdout).toContain('\nentry\twork\tfinalist\ttitle\tteam\tschool\tassigned\tsubmitted\tconflicts\n');

    const reopened = await admin('judging', 'reopen', '--group', '1', '--round', 'firstRound', '--judge', judge.member.email.toUpperCase(), '--reason', 'Entry 1 twice', '--by', 'Ada');
    expect([reopened.code, reopened.stderr]).toEqual([0, '']);
    expect(reopened.stdout).toContain(`reopened the sheet of ${judge.member.name} (staff ${judge.member.id})`);
    const sheet = await app.db.selectFrom('judging_sheets').selectAll().where('staff_id', '=', judge.member.id).executeTakeFirstOrThrow();
    expect(sheet).toMatchObject({ status: 'draft', hash: null, reopened_by: 'Ada', reopen_reason: 'Entry 1 twice' });
    // The command drains its queue before it exits: the mail is out.
    const mail = await app.db.selectFrom('outbox').selectAll().where('to', '=', judge.member.email).executeTakeFirstOrThrow();
    expect(mail.text).toContain('Entry 1 twice');
  });
});
