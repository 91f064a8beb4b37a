import { beforeAll, describe, expect, it } from '@jest/globals';
import type { RoundRanking, ShortlistResult } from '@portal/contracts/admin-judging-rounds';
import type { App } from '../../../src/app.js';
import { sheetHash } from '../../../src/judging/sheet-hash.js';
import { createStaffSession, type TestStaffSession } from '../../../src/testing/staff.js';
import { adminRunner } from '../../cli/admin-runner.js';
import { startSeededApp, withTestApp, type TestDatabase } from '../../helper.js';
import { auditSeq, auditSince, staffCall } from '../../staff/results-helpers.js';
import { addEntry, addJudge, addSheet, addTeamWork, assign, teamConflict } from './fixtures.js';

// A screening round computed from its submitted sheets (group 2's firstScreening: three criteria out of 25, shortlist
// 10, at least 2 scores), against hand-computed numbers, then its shortlist. Each judge gives x points on every
// criterion of an entry, so a judge's total is 4x.
//   J1: x = 20 − k on entry k, but declared a conflict with entry 1's team (its 25s there do not count)
//   J2: x = 20 − k
//   J3: x = 10, 12 on entry 11, not assigned entry 12 (its score there does not count)
//   J4: a draft of 25s everywhere (does not count)
// Entry 1 = (76 + 40)/2 = 58.00; entry k in 2…10 = (8(20 − k) + 40)/3; entry 11 = (36 + 36 + 48)/3 = 40.00, tied with
// entry 10; entry 12 = 32.00 from two judges.

const AFTER_ROUND = new Date('2024-02-15T10:00:00+08:00');
const DURING_ROUND = new Date('2024-01-15T10:00:00+08:00');
const BASE = '/api/admin/judging/rounds/2/firstScreening';
const CRITERIA = ['environment', 'innovation', 'benefitsFeasibility'];

let app: App;
let testDb: TestDatabase;
let organizer: TestStaffSession;
let stale: TestStaffSession;
const entries: number[] = [];
const works: number[] = [];
let judges: number[] = [];
let sheetJ2 = 0;

withTestApp(
  (started, db) => {
    app = started;
    testDb = db;
  },
  { seeded: true, config: { portalNow: AFTER_ROUND } },
);

const uniform = (entry: number, points: number): [number, string, number][] => CRITERIA.map((criterion) => [entry, criterion, points * 100]);

beforeAll(async () => {
  organizer = await createStaffSession(app.db, { role: 'organizer' });
  stale = await createStaffSession(app.db, { role: 'organizer', fresh: false });
  const registrations: number[] = [];
  for (let k = 1; k <= 12; k += 1) {
    const team = await addTeamWork(app.db, 2, `team${k}@compute.test`);
    registrations.push(team.registrationId);
    works.push(team.workId);
    entries.push(await addEntry(app.db, 2, 'firstScreening', k, { workId: team.workId, registrationId: team.registrationId }));
  }
  judges = [await addJudge(app.db), await addJudge(app.db), await addJudge(app.db), await addJudge(app.db)];
  const [j1, j2, j3, j4] = judges as [number, number, number, number];
  await assign(app.db, entries, j1);
  await assign(app.db, entries, j2);
  await assign(app.db, entries.slice(0, 11), j3);
  await assign(app.db, entries, j4);
  await teamConflict(app.db, j1, registrations[0]!);
  await addSheet(app.db, 2, 'firstScreening', j1, 'submitted', entries.flatMap((entry, i) => uniform(entry, i === 0 ? 25 : 19 - i)));
  sheetJ2 = await addSheet(app.db, 2, 'firstScreening', j2, 'submitted', entries.flatMap((entry, i) => uniform(entry, 19 - i)));
  await addSheet(app.db, 2, 'firstScreening', j3, 'submitted', entries.flatMap((entry, i) => uniform(entry, i === 10 ? 12 : 10)));
  await addSheet(app.db, 2, 'firstScreening', j4, 'draft', entries.flatMap((entry) => uniform(entry, 25)));
});

const compute = (target: App = app, headers = organizer.headers) => staffCall<RoundRanking>(target, headers, 'POST', `${BASE}/compute`);

describe('POST /api/admin/judging/rounds/:group/:round/compute', () => {
  it('ranks by the mean over the judges who scored, with ties and the cut flagged', async () => {
    const seq = await auditSeq(app.db);
    const res = await compute();
    expect(res.status).toBe(200);
    const ranking = res.body.data;
    expect(ranking.formulaVersion).toBe('2026.1');
    expect(ranking.rows.map((row) => [row.number, row.jury, row.scores])).toEqual([
      [2, 61.33, 3], [3, 58.67, 3], [1, 58, 2], [4, 56, 3], [5, 53.33, 3], [6, 50.67, 3],
      [7, 48, 3], [8, 45.33, 3], [9, 42.67, 3], [10, 40, 3], [11, 40, 3], [12, 32, 2],
    ]);
    expect(ranking.rows.filter((row) => row.inShortlist).map((row) => row.number)).toEqual([2, 3, 1, 4, 5, 6, 7, 8, 9, 10]);
    expect(ranking.tieAtCut).toEqual([10, 11]);
    expect(ranking.rows.find((row) => row.number === 11)?.tiedWith).toEqual([10]);
    expect(ranking.sheets.map((sheet) => sheet.staffId)).toEqual(judges.slice(0, 3));
    expect(ranking.digest).toMatch(/^[0-9a-f]{64}$/);
    // The same sheets give the same digest.
    expect((await compute()).body.data.digest).toBe(ranking.digest);
    expect((await auditSince(app.db, seq))[0]).toMatchObject({ action: 'judging.compute' });
  });

  it('refuses with the entries that have too few scores', async () => {
    await app.db.updateTable('judging_sheets').set({ status: 'draft' }).where('id', '=', sheetJ2).execute();
    try {
      const res = await compute();
      expect(res.status).toBe(409);
      expect(res.body.msg).toBe('Fewer than 2 scores for entries 1, 12');
    } finally {
      await app.db.updateTable('judging_sheets').set({ status: 'submitted' }).where('id', '=', sheetJ2).execute();
    }
  });

  it('detects one score changed after submission, and the digest moves with it', async () => {
    const before = (await compute()).body.data.digest;
    const cell = app.db.updateTable('judging_scores').where('sheet_id', '=', sheetJ2).where('entry_id', '=', entries[11]!).where('criterion', '=', 'environment');
    await cell.set({ score_centi: 900 }).execute();
    const refused = await compute();
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain('changed after submission');
    // Resubmitted (the hash stored again): computes, with another digest.
    const cells = await app.db.selectFrom('judging_scores').select(['entry_id', 'criterion', 'score_centi']).where('sheet_id', '=', sheetJ2).execute();
    const rehash = (rows: typeof cells) => sheetHash({ season: '2023-2024', group: 2, round: 'firstScreening', staffId: judges[1]! }, rows.map((row) => ({ entryId: row.entry_id, criterion: row.criterion, centi: row.score_centi })));
    await app.db.updateTable('judging_sheets').set({ hash: rehash(cells) }).where('id', '=', sheetJ2).execute();
    const after = await compute();
    expect(after.status).toBe(200);
    expect(after.body.data.digest).not.toBe(before);
    await cell.set({ score_centi: 800 }).execute();
    const restored = await app.db.selectFrom('judging_scores').select(['entry_id', 'criterion', 'score_centi']).where('sheet_id', '=', sheetJ2).execute();
    await app.db.updateTable('judging_sheets').set({ hash: rehash(restored) }).where('id', '=', sheetJ2).execute();
    expect((await compute()).body.data.digest).toBe(before);
  });

  it('prints the same ranking and digest on the command line, which refuses a stale digest', async () => {
    const admin = adminRunner(() => testDb, AFTER_ROUND);
    const { digest } = (await compute()).body.data;
    const printed = await admin('judging', 'compute', '--group', '2', '--round', 'firstScreening', '--by', 'Ada');
    expect(printed.code).toBe(0);
    expect(printed.stdout).toContain(`formula 2026.1, digest ${digest}`);
    expect(printed.stdout).toContain('tie at the cut: entries 10, 11');
    expect(printed.stdout.split('\n')[1]).toMatch(/^1\t2\t/);
    const refused = await admin('judging', 'shortlist', '--group', '2', '--round', 'firstScreening', '--digest', 'a'.repeat(64), '--entries', '1,2', '--by', 'Ada');
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('the ranking changed since it was reviewed');
  });

  it('answers 404 for a round the season file does not have', async () => {
    const res = await staffCall(app, organizer.headers, 'POST', '/api/admin/judging/rounds/2/noSuchRound/compute');
    expect(res.status).toBe(404);
  });
});

describe('POST /api/admin/judging/rounds/:group/:round/shortlist', () => {
  const statuses = async () => (await app.db.selectFrom('works').select(['id', 'status']).where('id', 'in', works).orderBy('id').execute()).map((row) => row.status);
  const shortlist = (body: unknown, target: App = app, headers = organizer.headers) => staffCall<ShortlistResult>(target, headers, 'POST', `${BASE}/shortlist`, body);

  it('refuses bad inputs and changes nothing', async () => {
    const { digest } = (await compute()).body.data;
    const seq = await auditSeq(app.db);
    const refusals = [
      [await shortlist({ digest: 'f'.repeat(64) }), 409],
      [await shortlist({ digest }), 409], // the tie at the cut is not resolved
      [await shortlist({ digest, entries: [2, 3, 1, 4, 5, 6, 7, 8, 9, 12] }), 400], // 12 is not tied
      [await shortlist({ digest, entries: [2, 3, 1, 4, 5, 6, 7, 8, 10, 11] }), 400], // 9 is above the tie
      [await shortlist({ digest, entries: [2, 3, 1, 4, 5, 6, 7, 8, 9, 10, 11] }), 400], // one too many
      [await shortlist({ digest: 'nope' }), 400],
      [await shortlist({ digest }, app, stale.headers), 403],
    ] as const;
    expect(refusals.map(([res]) => res.status)).toEqual(refusals.map(([, status]) => status));
    expect(refusals[1]![0].body.msg).toContain('tied across the cut');
    await app.messages.drain();
    expect(await statuses()).toEqual(Array(12).fill('submitted'));
    expect(await app.db.selectFrom('judging_shortlists').selectAll().execute()).toEqual([]);
    expect(await app.db.selectFrom('messages').select('id').where('kind', '=', 'work-status').execute()).toEqual([]);
    expect((await auditSince(app.db, seq)).map((entry) => entry.action)).toEqual([]);
  });

  it('refuses while the round is open and a sheet is not submitted', async () => {
    const during = await startSeededApp(testDb, { portalNow: DURING_ROUND });
    try {
      const { digest } = (await compute(during)).body.data;
      const res = await shortlist({ digest, entries: [2, 3, 1, 4, 5, 6, 7, 8, 9, 11] }, during);
      expect(res.status).toBe(409);
      expect(res.body.msg).toContain('1 assigned sheet(s) are not submitted');
    } finally {
      await during.close();
    }
  });

  it('sets the statuses through the work status change and mails the teams', async () => {
    const { digest } = (await compute()).body.data;
    const seq = await auditSeq(app.db);
    const res = await shortlist({ digest, entries: [2, 3, 1, 4, 5, 6, 7, 8, 9, 11] });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ shortlisted: 10, notShortlisted: 2, mailed: 12 });
    await app.messages.drain();
    const expected = works.map((_, i) => (i === 9 || i === 11 ? 'notShortlisted' : 'shortlisted'));
    expect(await statuses()).toEqual(expected);
    const mails = await app.db.selectFrom('messages').select(['to_address', 'params']).where('kind', '=', 'work-status').orderBy('id').execute();
    expect(mails).toHaveLength(12);
    expect(mails.find((mail) => mail.to_address === 'team10@compute.test')?.params).toContain('notShortlisted');
    const history = await app.db.selectFrom('work_history').select(['work_id', 'to_status']).where('work_id', '=', works[10]!).where('actor', '=', 'organizer').execute();
    expect(history).toEqual([{ work_id: works[10], to_status: 'shortlisted' }]);
    const actions = (await auditSince(app.db, seq)).map((entry) => entry.action);
    expect(actions.filter((action) => action === 'work.status')).toHaveLength(12);
    expect(actions.at(-1)).toBe('judging.shortlist');
    expect(await app.db.selectFrom('judging_shortlists').select(['round', 'digest', 'size']).execute()).toEqual([{ round: 'firstScreening', digest, size: 10 }]);
  });
});
